#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        guard isatty(0) == 0 else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
