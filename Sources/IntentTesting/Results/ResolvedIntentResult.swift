import IntentRuntime

/// What a run of an intent produced: the value `perform()` returned, as Apple's AppIntentsTesting
/// offers it. The rest of what the run did (its dialog, phases, opened intents, widget reloads)
/// is read with ``IntentRunDetails``, which `import IntentTesting` offers.
///
/// ```swift
/// let result = try await intent.run()
/// let count: Int = try result.value           // the value, read as a type
/// let title: String = try result.value.title  // a property of the value
/// #expect(IntentRunDetails(result).dialog == "Counter is 3")  // import IntentTesting
/// #expect(IntentRunDetails(result).reloadedWidgetKinds == ["LiveActivityCounter"])
/// ```
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable, CustomStringConvertible {
    /// What makes `result.value` a key path: only its `value` member is used.
    public struct ValueKeyPath {
        /// The run's value, named in `result.value`.
        public let value: Never
    }

    /// The intent's identifier: `ConfigurationAppIntent`.
    package let identifier: String

    /// How the run ended: ``RunPhase/succeeded`` for a result ``AnyAppIntent/run()`` returns.
    package let phase: RunPhase

    /// The phases the run went through, in order: `queued`, `running`, `succeeded`. A run in a
    /// separate host process reports its final phase only.
    package let phases: [RunPhase]

    /// The dialog `perform()` returned, as text.
    package let dialog: String?

    /// The results of the intents this run opened (`.result(opensIntent:)`), in order.
    package let openedIntents: [ResolvedIntentResult]

    /// The widget kinds whose timelines were reloaded after the run or at its request (the
    /// implicit reload of the interacted widget included), in the order their reloads finished.
    package let reloadedWidgetKinds: [String]

    /// Everything that happened to the host's widget timelines during the run, in order: requests,
    /// reloads started and finished, refusals over budget. Empty for a run in a separate process.
    package let widgetReloads: [WidgetReloadEvent]

    /// Whether the intent ran in a separate host process.
    package let ranInSeparateProcess: Bool

    /// The value `perform()` returned; ``IntentValue/null`` for none.
    let returnedValue: IntentValue

    /// The error the run ended with, as text, when it did not succeed.
    let failureDescription: String?

    init(
        identifier: String,
        phase: RunPhase,
        phases: [RunPhase],
        value: IntentValue,
        dialog: String?,
        openedIntents: [ResolvedIntentResult],
        reloadedWidgetKinds: [String],
        widgetReloads: [WidgetReloadEvent],
        ranInSeparateProcess: Bool,
        failureDescription: String?
    ) {
        self.identifier = identifier
        self.phase = phase
        self.phases = phases
        self.returnedValue = value
        self.dialog = dialog
        self.openedIntents = openedIntents
        self.reloadedWidgetKinds = reloadedWidgetKinds
        self.widgetReloads = widgetReloads
        self.ranInSeparateProcess = ranInSeparateProcess
        self.failureDescription = failureDescription
    }

    /// The returned value without reading it as a type, for a `nil` check or to give it to
    /// another intent: `next.item = result.value`.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> (any IntentValueExpressing)? {
        returnedValue.isNull ? nil : returnedValue
    }

    /// A path into the returned value, for its properties: `try result.value.title`.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> DynamicPropertyPath {
        DynamicPropertyPath(root: .success(returnedValue), rootName: "the value of \(identifier)")
    }

    /// The returned value as a type: `let count: Int = try result.value`.
    /// - Throws: ``IntentTestingError`` when the value is of another type.
    public subscript<T: IntentValueConvertible>(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> T {
        get throws(IntentTestingError) {
            do {
                return try T._makeValue(from: returnedValue)
            } catch {
                throw IntentTestingError(.valueMismatch, "the value of \(identifier): \(error.message)")
            }
        }
    }

    /// `ConfigurationAppIntent succeeded: 3 "Counter is 3"; reloaded LiveActivityCounter`.
    public var description: String {
        var text = "\(identifier) \(phase)"
        if !returnedValue.isNull { text += ": \(returnedValue)" }
        if let dialog { text += " \"\(dialog)\"" }
        if let failureDescription { text += " (\(failureDescription))" }
        if !reloadedWidgetKinds.isEmpty { text += "; reloaded \(reloadedWidgetKinds.joined(separator: ", "))" }
        if !openedIntents.isEmpty { text += "; opened " + openedIntents.map(\.description).joined(separator: ", ") }
        return text
    }
}
