/// The status an `intents` command exits with.
///
/// The values follow BSD's `sysexits.h`, as swift-argument-parser's `ExitCode` does, so scripts can
/// tell a typo from bad metadata from a failing intent:
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | a check found differences (`extract --check`) |
/// | 64 | usage error: unknown command or option, missing argument |
/// | 65 | bad data: metadata that does not load, validate or resolve; bad parameter values |
/// | 66 | no input: a file or intent that does not exist |
/// | 70 | the intent ran and failed (threw, timed out, was cancelled) |
/// | 75 | the intent was rejected because a run of it is already in flight |
///
/// Commands return it; it is not an `Error`, nothing throws it.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The process exit status.
    public var rawValue: Int32

    /// Creates an exit code from a process exit status.
    /// - Parameter rawValue: The exit status.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Creates an exit code from a process exit status.
    /// - Parameter code: The exit status.
    public init(_ code: Int32) {
        self.rawValue = code
    }

    /// The command did its job.
    public static let success = ExitCode(0)

    /// A check found differences: `extract --check` when the checked-in bundle is stale.
    public static let failure = ExitCode(1)

    /// The command line was wrong (`EX_USAGE`).
    public static let usage = ExitCode(64)

    /// The input data was wrong: metadata that does not load, validate or resolve; a parameter
    /// value of the wrong type (`EX_DATAERR`).
    public static let dataError = ExitCode(65)

    /// An input does not exist: a missing file, an unknown intent identifier (`EX_NOINPUT`).
    public static let noInput = ExitCode(66)

    /// The intent ran and failed: it threw, timed out or was cancelled (`EX_SOFTWARE`).
    public static let intentFailed = ExitCode(70)

    /// The intent was rejected: a run of it is already in flight; try again later (`EX_TEMPFAIL`).
    public static let rejected = ExitCode(75)

    /// Whether the code reports success.
    public var isSuccess: Bool { rawValue == 0 }

    /// The numeric status.
    public var description: String { String(rawValue) }
}
