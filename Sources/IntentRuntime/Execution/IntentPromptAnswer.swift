/// An answer to an ``IntentPrompt``.
public enum IntentPromptAnswer: Sendable, Equatable {
    /// Yes: go on.
    case confirmed
    /// No: the intent stops, as when the person cancels.
    case denied
    /// A value for the parameter, decoded as an invocation's value is.
    case value(InvocationValue)
    /// The option at this position of a disambiguation's options.
    case choice(Int)

    /// The answer as Apple's API reads it.
    package var reply: PromptReply {
        switch self {
        case .confirmed: .confirmed
        case .denied: .denied
        case .value(let value): .value(value)
        case .choice(let index): .choice(index)
        }
    }
}
