/// Where a command prints: results to standard output, everything else to standard error.
///
/// Inject buffers to run the command line in-process (tests, hosts with their own console):
///
/// ```swift
/// let out = CapturedOutput(), err = CapturedOutput()
/// let status = await IntentCommand.main(
///     arguments: ["list"], configuration: configuration,
///     output: CommandOutput(standardOutput: out, standardError: err))
/// ```
public struct CommandOutput: Sendable {
    /// Where results, help and `--version` go.
    public var standardOutput: any OutputWriter

    /// Where diagnostics, progress and errors go.
    public var standardError: any OutputWriter

    /// Whether colour is used at all; it is further limited to writers that are terminals.
    public var allowsColor: Bool

    /// Creates an output pair.
    /// - Parameters:
    ///   - standardOutput: Where results go.
    ///   - standardError: Where diagnostics go.
    ///   - allowsColor: Whether colour may be used on writers that are terminals.
    public init(standardOutput: any OutputWriter, standardError: any OutputWriter, allowsColor: Bool = true) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.allowsColor = allowsColor
    }

    /// The process's standard output and error; colour on terminals unless `NO_COLOR` is set
    /// (to anything but an empty string) or `TERM` is `dumb`.
    /// - Parameter environment: The process environment.
    /// - Returns: The output pair.
    public static func standard(environment: [String: String]) -> CommandOutput {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return CommandOutput(
            standardOutput: FileDescriptorWriter.standardOutput,
            standardError: FileDescriptorWriter.standardError,
            allowsColor: !noColor && !dumb
        )
    }
}
