import Foundation

/// What a host program tells the command line about itself: its name and version, its
/// environment, and how to reach its intents.
///
/// Everything expensive is behind a closure, so `--version` and `--help` never pay for it.
public struct CommandLineConfiguration: Sendable {
    /// The program's name in usage lines and messages.
    public var programName: String

    /// One line describing the program, for the top-level help.
    public var abstract: String

    /// The version `--version` prints.
    public var version: String

    /// The process environment.
    public var environment: [String: String]

    /// Reads all of standard input (for `demangle` without arguments and `run --input -`); `nil`
    /// when there is none. By default, standard input unless it is a terminal.
    public var readStandardInput: @Sendable () -> String?

    /// Describes the host program: its intents, widgets and metadata. Called at most once per
    /// command line, and only by commands that need it.
    public var loadApplication: @Sendable () async throws -> HostApplication

    /// Creates a configuration.
    /// - Parameters:
    ///   - programName: The program's name in usage lines.
    ///   - abstract: One line describing the program.
    ///   - version: The version `--version` prints.
    ///   - environment: The process environment.
    ///   - readStandardInput: Reads all of standard input.
    ///   - loadApplication: Describes the host program, when a command needs it.
    public init(
        programName: String,
        abstract: String = "Run, list, validate and extract App Intents.",
        version: String,
        environment: [String: String] = [:],
        readStandardInput: @escaping @Sendable () -> String? = CommandLineConfiguration.standardInput,
        loadApplication: @escaping @Sendable () async throws -> HostApplication = { HostApplication() }
    ) {
        self.loadApplication = loadApplication
        self.programName = programName
        self.abstract = abstract
        self.version = version
        self.environment = environment
        self.readStandardInput = readStandardInput
    }

    /// Standard input, read to its end, unless it is a terminal (a person would have to type it).
    /// - Returns: The text, or `nil` when standard input is a terminal or not UTF-8.
    @Sendable public static func standardInput() -> String? {
        guard isatty(FileHandle.standardInput.fileDescriptor) == 0 else { return nil }
        return String(bytes: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
    }
}
