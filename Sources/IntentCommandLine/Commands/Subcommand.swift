/// One command of the command line: `list`, `run`, `validate`…
///
/// A command declares its options once, as values (``Flag``, ``Option``) listed in
/// ``specification``; the dispatcher parses the arguments against it and handles `--help`; the
/// command turns the parsed arguments into its typed ``Request`` and runs only with a valid one.
protocol Subcommand: Sendable {
    /// What the command is asked to do, with every option converted.
    associatedtype Request: Sendable

    /// The command's name, help text, options and arguments.
    static var specification: CommandSpecification { get }

    /// Converts a parsed command line into the command's request.
    /// - Parameter arguments: The parsed command line.
    /// - Returns: The request.
    /// - Throws: A ``UsageError`` for a value an option does not take; it exits with status 64.
    static func request(from arguments: ParsedArguments) throws(UsageError) -> Request

    /// Runs the command.
    /// - Parameters:
    ///   - request: What to do.
    ///   - context: The console, configuration and host.
    /// - Returns: The status to exit with.
    static func run(_ request: Request, context: CommandContext) async -> ExitCode

    /// Converts the arguments and runs the request; by default ``parseAndRun(_:context:)``.
    static func run(arguments: ParsedArguments, context: CommandContext) async -> ExitCode

    /// Whether the command's help examples come from the host's own intents, so that its help
    /// loads the host (only this command's help; `--help` and `--version` never do).
    static var examplesNeedApplication: Bool { get }

    /// The examples the command's help shows, spelled with the host's program name.
    /// - Parameters:
    ///   - programName: The host program's name.
    ///   - application: The host, when ``examplesNeedApplication`` and it loaded.
    /// - Returns: The examples.
    static func examples(programName: String, application: HostApplication?) -> [String]
}

extension Subcommand {
    /// Converts the arguments and runs the request.
    static func run(arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
        await parseAndRun(arguments, context: context)
    }

    /// Converts the arguments into a request and runs it, or prints the usage error and returns 64.
    static func parseAndRun(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
        let request: Request
        do {
            request = try Self.request(from: arguments)
        } catch {
            return context.usageError(error.message, command: specification)
        }
        return await run(request, context: context)
    }

    /// The examples of the specification suffice, by default.
    static var examplesNeedApplication: Bool { false }

    /// The specification's examples, with the host's program name for `intents`.
    static func examples(programName: String, application: HostApplication?) -> [String] {
        specification.examples.map { renamed($0, programName: programName) }
    }

    /// An example written for `intents`, as the host program spells its commands.
    static func renamed(_ example: String, programName: String) -> String {
        guard programName != "intents" else { return example }
        var words = example.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices where words[index] == "intents" { words[index] = programName }
        return words.joined(separator: " ")
    }
}
