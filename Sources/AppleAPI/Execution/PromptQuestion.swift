/// A question an intent asks while it runs (to confirm, to give a parameter's value, to choose among matches), as
/// Apple's API asks it: the engine's public `IntentPrompt` is made from one, and the engine's `IntentPromptPolicy`
/// answers it.
package struct PromptQuestion: Sendable, CustomStringConvertible {
    /// What is asked.
    package enum Kind: Sendable, Equatable {
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
    package let kind: Kind

    /// What the intent says when it asks, if anything.
    package let dialog: IntentDialog?

    /// Creates a question.
    /// - Parameters:
    ///   - kind: What is asked.
    ///   - dialog: What the intent says when it asks.
    package init(_ kind: Kind, dialog: IntentDialog? = nil) {
        self.kind = kind
        self.dialog = dialog
    }

    /// The question in a sentence: `a confirmation (Delete) "Delete 'Buy milk'?"`.
    package var description: String {
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

/// An answer to a ``PromptQuestion``, as Apple's API reads it: the engine's public `IntentPromptAnswer` becomes one.
package enum PromptReply: Sendable {
    /// Yes: go on.
    case confirmed
    /// No: the intent stops, as when the person cancels.
    case denied
    /// A value for the parameter: the engine's `InvocationValue`, which its ``ParameterAnswerDecoder`` decodes.
    case value(any Sendable)
    /// The option at this position of a disambiguation's or a choice's options.
    case choice(Int)
}

/// What Apple's API asks of the engine's prompt policy: the engine's `IntentPromptPolicy` conforms, and answers with
/// the policy of the calling task. AppleAPI, which the engine builds on, cannot name it.
package protocol PromptAnswering: Sendable {
    /// Answers a question with the policy of the calling task.
    /// - Parameter question: The question.
    /// - Returns: The answer, or `nil` when the policy leaves it unanswered.
    static func answerInCurrentTask(_ question: PromptQuestion) async -> PromptReply?
}

/// Finds the policy that answers the questions intents ask in the calling task.
package enum PromptBinding {
    /// The mangled name of the engine's policy type, `IntentRuntime.IntentPromptPolicy`.
    static let engineTypeName = "13IntentRuntime18IntentPromptPolicyV"

    /// The engine's policy type, found once by its mangled name; `nil` in a program that does not link the engine.
    package static let engineType: (any PromptAnswering.Type)? =
        _typeByName(engineTypeName) as? any PromptAnswering.Type

    /// Answers a question with the calling task's policy; without the engine, nothing is answered.
    /// - Parameter question: The question.
    /// - Returns: The answer, or `nil` when none is given.
    package static func answer(_ question: PromptQuestion) async -> PromptReply? {
        await engineType?.answerInCurrentTask(question)
    }
}
