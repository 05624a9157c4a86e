/// An action a user can run from a widget, a Live Activity, Shortcuts or Siri.
///
/// Spelled as Apple's `AppIntent`, so one intent source file compiles against Apple's AppIntents
/// framework and against this runtime:
///
/// ```swift
/// struct IncrementCounter: AppIntent {
///     static let title: LocalizedStringResource = "Increment"
///
///     @Parameter(title: "Step", default: 1)
///     var step: Int
///
///     func perform() async throws -> some IntentResult & ReturnsValue<Int> {
///         .result(value: try await Counter.shared.add(step))
///     }
/// }
/// ```
///
/// The runtime creates a fresh instance with ``init()`` for every run, sets its `@Parameter`
/// properties from the invocation, and calls ``perform()``. Only types a host registers are ever
/// created: metadata names a type, it never chooses one.
public protocol AppIntent: Sendable {
    /// What ``perform()`` returns.
    associatedtype PerformResult: IntentResult

    /// The intent's title, shown to the user.
    static var title: LocalizedStringResource { get }

    /// The intent's description, shown in Shortcuts and Spotlight.
    static var description: IntentDescription? { get }

    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }

    /// Whether Shortcuts, Siri and Spotlight offer the intent. `false` still lets a widget or the
    /// app run it. App Shortcuts require `true`.
    static var isDiscoverable: Bool { get }

    /// When the intent may run on a locked device.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    /// Creates the intent with every parameter unset (or at its default).
    init()

    /// Runs the intent. Parameters are set before the call; cancellation of the calling task
    /// (a timeout, the host cancelling) reaches this method as ordinary task cancellation.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// The property wrapper that declares an intent's parameters: `@Parameter(title: "Step")`.
    public typealias Parameter<Value: Sendable> = IntentParameter<Value>

    /// No description, by default.
    public static var description: IntentDescription? { nil }

    /// Intents run in the background, by default.
    public static var openAppWhenRun: Bool { false }

    /// Intents are discoverable, by default.
    public static var isDiscoverable: Bool { true }

    /// Intents run on a locked device, by default.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

/// An intent that configures a widget: the parameters a user edits on the widget's back side.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity; on Apple's platforms it runs in the
/// app's process. Here it runs like any other intent.
public protocol LiveActivityIntent: AppIntent {}
