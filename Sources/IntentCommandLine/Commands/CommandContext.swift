/// What a command works with: where to print, and the host program's configuration.
struct CommandContext: Sendable {
    /// Where the command prints.
    let console: Console

    /// The host program's configuration: version, environment, host, bundles.
    let configuration: CommandLineConfiguration

    /// The program's name, for messages and usage lines.
    var programName: String { configuration.programName }

    /// Prints a usage error for a command and returns the usage exit code.
    func usageError(_ message: String, command: CommandSpecification) -> ExitCode {
        console.error(message)
        console.printToStandardError("Usage: \(HelpFormatter.usage(of: command, programName: programName))")
        console.printToStandardError("  See '\(programName) \(command.name) --help'.")
        return .usage
    }
}

extension CommandContext {
    /// The host application, or `nil` after printing why it could not be loaded.
    func application() async -> HostApplication? {
        do {
            return try await configuration.loadApplication()
        } catch {
            console.error("cannot load the host program's intents: \(error)")
            return nil
        }
    }
}
