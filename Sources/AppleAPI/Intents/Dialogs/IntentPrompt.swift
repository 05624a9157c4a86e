/// A question an intent asks the person while it runs: to confirm, to give a parameter's value,
/// or to choose among matches.
///
/// On a device the system shows the question; here the host's ``IntentPromptPolicy`` answers it
/// (the command line's `--confirm` and `--answer`), and an unanswered question fails the run
/// with an ``AppIntentError`` that says what was asked.
public struct IntentPrompt: Sendable, CustomStringConvertible {
    /// What is asked.
    public enum Kind: Sendable, Equatable {
        /// Whether to go on, with the action's name (`"Delete"`).
        case confirmation(actionName: String)
        /// A value for a parameter, by its property name.
        case value(parameter: String)
        /// A choice among matching values for a parameter (by property name), each by its title.
        case disambiguation(parameter: String, options: [String])
        /// Whether a parameter's value is the right one.
        case parameterConfirmation(parameter: String, value: String)
        /// A choice among the options an intent offers (`requestChoice(between:dialog:)`), each by its title.
        case choice(options: [String])
    }

    /// What is asked.
    public let kind: Kind

    /// What the intent says when it asks, if anything.
    public let dialog: IntentDialog?

    /// Creates a question.
    /// - Parameters:
    ///   - kind: What is asked.
    ///   - dialog: What the intent says when it asks.
    public init(_ kind: Kind, dialog: IntentDialog? = nil) {
        self.kind = kind
        self.dialog = dialog
    }

    /// The question in a sentence: `confirmation "Delete 'Buy milk'?"`.
    public var description: String {
        let said = dialog.map { " \"\($0.description)\"" } ?? ""
        return switch kind {
        case .confirmation(let actionName): "a confirmation (\(actionName))\(said)"
        case .value(let parameter): "a value for '\(parameter)'\(said)"
        case .disambiguation(let parameter, let options):
            "a choice for '\(parameter)' among \(options.map { "'\($0)'" }.joined(separator: ", "))\(said)"
        case .parameterConfirmation(let parameter, let value): "whether '\(value)' is right for '\(parameter)'\(said)"
        case .choice(let options): "a choice among \(options.map { "'\($0)'" }.joined(separator: ", "))\(said)"
        }
    }
}

/// An answer to an ``IntentPrompt``.
public enum IntentPromptAnswer: Sendable, Equatable {
    /// Yes: go on.
    case confirmed
    /// No: the intent stops, as when the person cancels.
    case denied
    /// A value for the parameter, decoded as an invocation's value is.
    case value(InvocationValue)
    /// The option at this position of a disambiguation's or a choice's options.
    case choice(Int)
}

/// How a host answers the questions intents ask while they run.
///
/// ```swift
/// let host = IntentHost(…, prompts: .answering(confirmations: true, values: ["title": "Buy milk"]))
/// ```
///
/// The default, ``unanswered``, answers nothing: a question fails the run with an
/// ``AppIntentError`` naming it, never waits.
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
