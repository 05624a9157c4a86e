import IntentRuntime

/// What a run did beyond the value Apple's `ResolvedIntentResult` offers: its dialog, the phases
/// it went through, the intents it opened, the widget timelines reloaded after it and whether it
/// ran in a separate host process. This package's own: `import IntentTesting` offers it,
/// `import AppIntentsTesting` does not.
///
/// ```swift
/// let result = try await intent.run()
/// let details = IntentRunDetails(result)
/// #expect(details.dialog == "Counter is 3")
/// #expect(details.reloadedWidgetKinds == ["LiveActivityCounter"])
/// ```
public struct IntentRunDetails: Sendable, CustomStringConvertible {
    /// The result the details are of.
    public let result: ResolvedIntentResult

    /// The details of a run's result.
    /// - Parameter result: What ``AnyAppIntent/run()`` returned, or an ``IntentTestingError``'s `result`.
    public init(_ result: ResolvedIntentResult) {
        self.result = result
    }

    /// The intent's identifier: `ConfigurationAppIntent`.
    public var identifier: String { result.identifier }

    /// How the run ended: ``RunPhase/succeeded`` for a result ``AnyAppIntent/run()`` returns.
    public var phase: RunPhase { result.phase }

    /// The phases the run went through, in order: `queued`, `running`, `succeeded`. A run in a
    /// separate host process reports its final phase only.
    public var phases: [RunPhase] { result.phases }

    /// The dialog `perform()` returned, as text.
    public var dialog: String? { result.dialog }

    /// The details of the intents this run opened (`.result(opensIntent:)`), in order.
    public var openedIntents: [IntentRunDetails] { result.openedIntents.map(IntentRunDetails.init) }

    /// The widget kinds whose timelines were reloaded after the run or at its request (the
    /// implicit reload of the interacted widget included), in the order their reloads finished.
    public var reloadedWidgetKinds: [String] { result.reloadedWidgetKinds }

    /// Everything that happened to the host's widget timelines during the run, in order: requests,
    /// reloads started and finished, refusals over budget. Empty for a run in a separate process.
    public var widgetReloads: [WidgetReloadEvent] { result.widgetReloads }

    /// Whether the intent ran in a separate host process.
    public var ranInSeparateProcess: Bool { result.ranInSeparateProcess }

    /// `ConfigurationAppIntent succeeded: 3 "Counter is 3"; reloaded LiveActivityCounter`.
    public var description: String { result.description }
}
