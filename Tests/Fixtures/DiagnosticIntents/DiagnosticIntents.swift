import Foundation
import IntentRuntime

// Intents that misbehave in perform(), for IntentTesting's out-of-process tests: run in a separate
// host process (`intent-test-host`), each fails its own test only. Never run them in process.

/// The diagnostic intents, for a host to register.
public enum DiagnosticPackage: AppIntentsPackage {
    /// The intents.
    public static var intents: [any AppIntent.Type] { [CrashIntent.self, HangIntent.self] }
}

/// Ends its process in perform(), as a failed precondition or a force unwrap of nil does.
public struct CrashIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Crash"

    /// Not offered to people.
    public static var isDiscoverable: Bool { false }

    /// What the crash says.
    @Parameter(title: "Reason", default: "deliberate crash for IntentTesting")
    public var reason: String

    /// Creates the intent.
    public init() {}

    /// Crashes.
    public func perform() async throws -> some IntentResult {
        if !reason.isEmpty { fatalError(reason) }
        return .result()
    }
}

/// Does not finish: it blocks its thread for an hour, deaf to cancellation, as a deadlock would.
public struct HangIntent: AppIntent {
    /// The title.
    public static let title: LocalizedStringResource = "Hang"

    /// Not offered to people.
    public static var isDiscoverable: Bool { false }

    /// Creates the intent.
    public init() {}

    /// Blocks.
    public func perform() async throws -> some IntentResult {
        Self.block()
        return .result()
    }

    private static func block() {
        Thread.sleep(forTimeInterval: 3600)
    }
}
