/// One command of the command line: `list`, `run`, `validate`…
///
/// A command declares what it accepts in ``specification``; the dispatcher parses the arguments
/// against it, handles `--help`, and calls ``run(_:context:)`` only with a valid command line.
protocol Subcommand: Sendable {
    /// The command's name, help text, options and arguments.
    static var specification: CommandSpecification { get }

    /// Runs the command.
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The console, configuration and host.
    /// - Returns: The status to exit with.
    static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode

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
