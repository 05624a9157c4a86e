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
}
