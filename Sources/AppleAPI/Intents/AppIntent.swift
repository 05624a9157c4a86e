/// An action a user can run from a widget, a Live Activity, Shortcuts or Siri.
///
/// Spelled as Apple's `AppIntent`, so one intent source file compiles against Apple's AppIntents
/// framework and against this runtime:
///
/// ```swift
/// struct IncrementCounter: AppIntent {
///     static let title: LocalizedStringResource = "Increment"
///     static let description = IntentDescription("Adds to the counter.")
///
///     @Parameter(title: "Step", default: 1)
///     var step: Int
///
///     static var parameterSummary: some ParameterSummary { Summary("Add \(\.$step)") }
///
///     func perform() async throws -> some IntentResult & ReturnsValue<Int> {
///         .result(value: try await Counter.shared.add(step))
///     }
/// }
/// ```
///
/// The runtime creates a fresh instance with ``init()`` for every run, sets its `@Parameter`
/// properties from the invocation, makes its `@Dependency` properties, and calls ``perform()``.
/// Only types a host registers are ever created: metadata names a type, it never chooses one.
public protocol AppIntent: InferredIntentDescription, PersistentlyIdentifiable, SupportsAppDependencies, Sendable {
    /// What ``perform()`` returns.
    associatedtype PerformResult: IntentResult

    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary

    /// The intent's title, shown to the user.
    static var title: LocalizedStringResource { get }

    /// The intent's description, shown in Shortcuts and Spotlight. A description declared as
    /// Xcode's template writes it, `static let description = IntentDescription("…")`, is
    /// ``InferredIntentDescription/description``; the runtime reads both.
    static var description: IntentDescription? { get }

    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }

    /// Where the intent runs: in the background, or bringing the app to the foreground.
    static var supportedModes: IntentModes { get }

    /// Whether Shortcuts, Siri and Spotlight offer the intent. `false` still lets a widget or the
    /// app run it. App Shortcuts require `true`.
    static var isDiscoverable: Bool { get }

    /// When the intent may run on a locked device.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    /// How Shortcuts shows the intent's parameters as a sentence.
    static var parameterSummary: SummaryContent { get }

    /// Creates the intent with every parameter unset (or at its default).
    init()

    /// Runs the intent. Parameters are set before the call; cancellation of the calling task
    /// (a timeout, the host cancelling) reaches this method as ordinary task cancellation.
    func perform() async throws -> PerformResult
}

/// Lets an intent declare its description as Xcode's template does,
/// `static let description = IntentDescription("…")`: the inferred type is not `Optional`, so
/// that declaration is not ``AppIntent/description``, and without this requirement it would be
/// silently ignored. The runtime reads both (``AppIntent/resolvedDescription``).
public protocol InferredIntentDescription {
    /// The intent's description, when declared without `Optional`.
    static var description: IntentDescription { get }
}

extension InferredIntentDescription {
    /// No description, by default: empty text.
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent {
    /// The property wrapper that declares an intent's parameters: `@Parameter(title: "Step")`, or
    /// `@AppIntent.Parameter(title: "Step")` as Apple's declaration (`typealias Parameter =
    /// IntentParameter`, not generic) allows.
    public typealias Parameter = IntentParameter

    /// A summary sentence: `Summary("Add \(\.$item) to \(\.$list)")`.
    public typealias Summary = IntentParameterSummary<Self>

    /// A summary that depends on a parameter: `When(\.$list, .hasAnyValue) { … } otherwise: { … }`.
    public typealias When<WhenContent: ParameterSummary, OtherwiseContent: ParameterSummary> =
        ParameterSummaryWhenCondition<Self, WhenContent, OtherwiseContent>

    /// A summary chosen by a parameter's value: `Switch(\.$mode) { Case(.walk) { … }; DefaultCase { … } }`.
    public typealias Switch<Value: Sendable> = ParameterSummarySwitchCondition<Self, Value>

    /// A case of a `Switch`.
    public typealias Case<Value: Sendable, Content: ParameterSummary> = ParameterSummaryCaseCondition<
        Self, Value, Content
    >

    /// The default case of a `Switch`.
    public typealias DefaultCase<Content: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Self, Content>

    /// No description, by default.
    public static var description: IntentDescription? { nil }

    /// Intents run in the background, by default.
    public static var openAppWhenRun: Bool { false }

    /// The modes ``openAppWhenRun`` implies, by default.
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }

    /// Intents are discoverable, by default.
    public static var isDiscoverable: Bool { true }

    /// Intents run on a locked device, by default.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// No summary, by default: Shortcuts lists the parameters.
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }

    /// The description however it was declared: as ``description``, or as Xcode's template
    /// declares it, without `Optional`.
    package static var resolvedDescription: IntentDescription? {
        let optional: IntentDescription? = description
        if let optional { return optional }
        let inferred: IntentDescription = description
        return inferred.descriptionText.key.isEmpty ? nil : inferred
    }
}

/// An intent that configures a widget: the parameters a user edits on the widget's back side.
///
/// It needs no `perform()` of its own, as with Apple's: the default does nothing.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Does nothing: a configuration intent only carries the widget's parameters.
    /// - Returns: An empty result.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}

/// An intent that starts, updates or ends a Live Activity; on Apple's platforms it runs in the
/// app's process, even from a Live Activity's button, and may start an activity without bringing
/// the app to the foreground.
///
/// Here it runs in the host's process, on the host's executor (a button's second tap while the
/// first is in flight meets the reentrancy guard), with the host's `LiveActivityCenter` as
/// `LiveActivityCenter.current`: its `perform()` uses ActivityKit's API (``Activity``), and the
/// activity's observers see its updates.
public protocol LiveActivityIntent: SystemIntent {}
