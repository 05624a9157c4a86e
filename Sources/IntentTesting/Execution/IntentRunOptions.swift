/// How a test runs an intent beyond its parameters: the widget it was tapped in, and the answers
/// to the questions `perform()` asks.
///
/// ```swift
/// try await IntentRunOptions(widgetKinds: ["TodoList"], confirmations: true).run(intent)
/// ```
public struct IntentRunOptions: Sendable {
    /// The widget kinds the interaction came from: only these are reloaded after the run, as a
    /// button in a widget reloads its own widget; `nil` reloads every kind.
    public var widgetKinds: [String]?

    /// The answer to every confirmation `perform()` asks: `true` confirms, `false` denies; `nil`
    /// leaves them unanswered (the run fails, naming the question) unless the caller's
    /// `IntentPromptPolicy.current` answers them, in process.
    public var confirmations: Bool?

    /// Answers to the values and choices `perform()` asks for, by parameter name.
    public var answers: [String: any IntentValueExpressing]

    /// Creates options.
    /// - Parameters:
    ///   - widgetKinds: The widget kinds the interaction came from; `nil` for all.
    ///   - confirmations: The answer to every confirmation; `nil` for none.
    ///   - answers: Answers to value and choice requests, by parameter name.
    public init(
        widgetKinds: [String]? = nil,
        confirmations: Bool? = nil,
        answers: [String: any IntentValueExpressing] = [:]
    ) {
        self.widgetKinds = widgetKinds
        self.confirmations = confirmations
        self.answers = answers
    }

    /// Runs an intent with these options, as `intent.run()` does, from a widget or with answers to
    /// its questions. Apple's `AnyAppIntent.run()` takes no options: this is this package's own.
    /// - Parameter intent: The intent, its parameters set.
    /// - Returns: What the run produced.
    /// - Throws: ``IntentTestingError`` as `AnyAppIntent.run()` does.
    @discardableResult
    public func run(_ intent: AnyAppIntent) async throws(IntentTestingError) -> ResolvedIntentResult {
        try await intent.run(self)
    }
}
