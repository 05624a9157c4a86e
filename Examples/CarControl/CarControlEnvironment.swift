#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The settings the example reads from the environment, so tests can make it fast and isolated.
public enum CarControlEnvironment {
    /// How long sending a command takes, in seconds (default 3, as the car's modem does).
    public static let commandDurationVariable = "CARCONTROL_COMMAND_SECONDS"

    /// The process environment.
    public static var current: [String: String] { ProcessInfo.processInfo.environment }

    /// How long sending a command takes.
    /// - Parameter environment: The environment to read.
    /// - Returns: The duration from ``commandDurationVariable``, or 3 seconds.
    public static func commandDuration(in environment: [String: String] = current) -> Duration {
        guard let text = environment[commandDurationVariable], let seconds = Double(text), seconds >= 0,
            seconds.isFinite
        else { return .seconds(3) }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }
}
