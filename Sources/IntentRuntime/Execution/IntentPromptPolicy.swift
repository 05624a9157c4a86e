/// How a host answers the questions intents ask while they run.
///
/// ```swift
/// let host = IntentHost(…, prompts: .answering(confirmations: true, values: ["title": "Buy milk"]))
/// ```
///
/// The default, ``unanswered``, answers nothing: a question fails the run with an
/// `AppIntentError` naming it, never waits.
public struct IntentPromptPolicy: Sendable {
    private let respond: @Sendable (IntentPrompt) async -> IntentPromptAnswer?

    /// Creates a policy from a function that answers each question, or returns `nil` to leave
    /// it unanswered.
    /// - Parameter answer: Answers a question.
    public init(_ answer: @escaping @Sendable (IntentPrompt) async -> IntentPromptAnswer?) {
        self.respond = answer
    }

    /// Answers nothing.
    public static let unanswered = IntentPromptPolicy { _ in nil }

    /// Confirms every confirmation; answers nothing else.
    public static let confirmAll = IntentPromptPolicy.answering(confirmations: true)

    /// Denies every confirmation; answers nothing else.
    public static let denyAll = IntentPromptPolicy.answering(confirmations: false)

    /// A policy with fixed answers, as the command line's `--confirm` and `--answer` give them.
    /// - Parameters:
    ///   - confirmations: `true` to confirm, `false` to deny, `nil` to leave confirmations unanswered.
    ///   - values: Values by parameter name, for value requests; for a disambiguation,
    ///     the option whose title or identifier it equals, or its position from 1; for an intent's
    ///     `requestChoice(between:dialog:)`, the value under `choice`, read the same way.
    /// - Returns: The policy.
    public static func answering(
        confirmations: Bool? = nil,
        values: [String: InvocationValue] = [:]
    ) -> IntentPromptPolicy {
        IntentPromptPolicy { prompt in
            switch prompt.kind {
            case .confirmation, .parameterConfirmation:
                return confirmations.map { $0 ? .confirmed : .denied }
            case .value(let parameter):
                return values[parameter].map(IntentPromptAnswer.value)
            case .disambiguation(let parameter, let options):
                return values[parameter].flatMap { pick($0, among: options) }
            case .choice(let options):
                return values["choice"].flatMap { pick($0, among: options) }
            }
        }
    }

    /// The option a value names: by its title, or by its position from 1.
    private static func pick(_ given: InvocationValue, among options: [String]) -> IntentPromptAnswer? {
        if case .string(let text) = given, let index = options.firstIndex(of: text) { return .choice(index) }
        if case .int(let position) = given, options.indices.contains(position - 1) {
            return .choice(position - 1)
        }
        if case .string(let text) = given, let position = Int(text), options.indices.contains(position - 1) {
            return .choice(position - 1)
        }
        return nil
    }

    /// Answers a question.
    /// - Parameter prompt: The question.
    /// - Returns: The answer, or `nil` when the policy leaves it unanswered.
    public func answer(_ prompt: IntentPrompt) async -> IntentPromptAnswer? {
        await respond(prompt)
    }

    /// The policy of the run in progress: a host binds it around each run, and a test or a
    /// program that runs intents on an `IntentExecutor` directly may bind it too:
    /// `await IntentPromptPolicy.$current.withValue(.confirmAll) { await executor.run(intent) }`.
    @TaskLocal public static var current = IntentPromptPolicy.unanswered
}

extension IntentPromptPolicy: PromptAnswering {
    /// Answers a question an intent asked through Apple's API, with the policy of the calling task.
    /// - Parameter question: The question.
    /// - Returns: The answer, or `nil` when the policy leaves it unanswered.
    package static func answerInCurrentTask(_ question: PromptQuestion) async -> PromptReply? {
        await current.answer(IntentPrompt(question))?.reply
    }
}
