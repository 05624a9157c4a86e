/// A question an intent asks the person while it runs: to confirm, to give a parameter's value,
/// or to choose among matches.
///
/// On a device the system shows the question; here the host's ``IntentPromptPolicy`` answers it
/// (the command line's `--confirm` and `--answer`), and an unanswered question fails the run
/// with an `AppIntentError` that says what was asked.
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

    /// The question an intent asked through Apple's API.
    /// - Parameter question: The question.
    package init(_ question: PromptQuestion) {
        let kind: Kind =
            switch question.kind {
            case .confirmation(let actionName): .confirmation(actionName: actionName)
            case .value(let parameter): .value(parameter: parameter)
            case .disambiguation(let parameter, let options): .disambiguation(parameter: parameter, options: options)
            case .parameterConfirmation(let parameter, let value):
                .parameterConfirmation(parameter: parameter, value: value)
            case .choice(let options): .choice(options: options)
            }
        self.init(kind, dialog: question.dialog)
    }

    /// The question as Apple's API asks it.
    package var question: PromptQuestion {
        let kind: PromptQuestion.Kind =
            switch kind {
            case .confirmation(let actionName): .confirmation(actionName: actionName)
            case .value(let parameter): .value(parameter: parameter)
            case .disambiguation(let parameter, let options): .disambiguation(parameter: parameter, options: options)
            case .parameterConfirmation(let parameter, let value):
                .parameterConfirmation(parameter: parameter, value: value)
            case .choice(let options): .choice(options: options)
            }
        return PromptQuestion(kind, dialog: dialog)
    }

    /// The question in a sentence: `a confirmation (Delete) "Delete 'Buy milk'?"`.
    public var description: String { question.description }
}
