/// The processes that may perform an intent or a query: the app, its App Intents extension, its widget extension.
///
/// Spelled as Apple's `IntentExecutionTargets` (iOS 27). There is one process here, the host's: every intent and
/// query runs in it whatever its targets, which are kept and read by nothing.
public struct IntentExecutionTargets: OptionSet, Hashable, Sendable {
    /// The targets as bits.
    public let rawValue: Int

    /// Creates targets from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The app's own process.
    public static var main: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 0) }

    /// The app's App Intents extension.
    public static var appIntentsExtension: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 1) }

    /// The app's widget extension.
    public static var widgetKitExtension: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 2) }

    /// Any target the system finds available (iOS 27): all three here, where the host's one process runs everything.
    public static var `default`: IntentExecutionTargets { [.main, .appIntentsExtension, .widgetKitExtension] }
}

extension AppIntent {
    /// The type of ``allowedExecutionTargets`` (iOS 27).
    public typealias ExecutionTargets = IntentExecutionTargets

    /// The processes that may perform the intent: all of them by default. Read by nothing here (one process).
    public static var allowedExecutionTargets: IntentExecutionTargets {
        [.main, .appIntentsExtension, .widgetKitExtension]
    }
}

extension IntentValueQuery {
    /// The type of ``allowedExecutionTargets``.
    public typealias ExecutionTargets = IntentExecutionTargets

    /// The processes that may perform the query: all of them by default. Read by nothing here (one process).
    public static var allowedExecutionTargets: ExecutionTargets {
        [.main, .appIntentsExtension, .widgetKitExtension]
    }
}

extension EntityQuery {
    /// The type of ``allowedExecutionTargets``.
    public typealias ExecutionTargets = IntentExecutionTargets

    /// The processes that may run the query: all of them by default. Read by nothing here (one process).
    public static var allowedExecutionTargets: IntentExecutionTargets {
        [.main, .appIntentsExtension, .widgetKitExtension]
    }
}
