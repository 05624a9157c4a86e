/// One of the options an intent offers the person before it goes on: `requestChoice(between:dialog:)`.
///
/// Spelled as Apple's `IntentChoiceOption`. The host's ``IntentPromptPolicy`` picks the option here (by its title
/// or its position), as the person would on a device.
public struct IntentChoiceOption: Hashable, Sendable {
    /// What the option says.
    public let title: LocalizedStringResource

    /// How the option looks: default, destructive, or cancel.
    public let style: IntentChoiceOption.Style

    /// Creates an option.
    /// - Parameters:
    ///   - title: What the option says.
    ///   - style: How it looks.
    public init(title: LocalizedStringResource, style: IntentChoiceOption.Style = .default) {
        self.title = title
        self.style = style
    }

    /// The option that cancels: choosing it stops the intent, as a denied confirmation does.
    public static var cancel: IntentChoiceOption {
        IntentChoiceOption(title: "Cancel", style: .cancel)
    }

    /// How an option looks and what it means.
    public struct Style: Hashable, Sendable {
        private let name: String

        /// An ordinary option.
        public static var `default`: IntentChoiceOption.Style { Style(name: "default") }

        /// An option that changes or deletes data.
        public static var destructive: IntentChoiceOption.Style { Style(name: "destructive") }

        /// An option that cancels and leaves things as they are.
        public static var cancel: IntentChoiceOption.Style { Style(name: "cancel") }
    }
}

extension AppIntent {
    /// An option of ``requestChoice(between:dialog:)``, as an intent names it.
    public typealias Option = IntentChoiceOption

    /// Stops to ask the person to choose one of `options`, and returns the one chosen.
    ///
    /// The host's `IntentPromptPolicy` (IntentRuntime) answers (a `choice(options:)` prompt, each option by its
    /// title): `IntentPromptPolicy.answering(values: ["choice": "Keep"])` chooses the option titled "Keep", `2` the
    /// second.
    /// - Parameters:
    ///   - options: The options, in the order they are offered.
    ///   - dialog: What the intent says when it asks.
    /// - Returns: The option chosen.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host denies or chooses an option of the
    ///   ``IntentChoiceOption/Style/cancel`` style, `unanswered` when it does not answer.
    public func requestChoice(
        between options: [IntentChoiceOption], dialog: IntentDialog? = nil
    ) async throws -> IntentChoiceOption {
        let prompt = PromptQuestion(.choice(options: options.map { String(describing: $0.title) }), dialog: dialog)
        switch await PromptBinding.answer(prompt) {
        case .choice(let index)? where options.indices.contains(index):
            guard options[index].style != .cancel else {
                throw AppIntentError(
                    .userCancelled, "\(Self.persistentIdentifier): the choice was cancelled (\(prompt))")
            }
            return options[index]
        case .denied?:
            throw AppIntentError(.userCancelled, "\(Self.persistentIdentifier): the choice was cancelled (\(prompt))")
        default:
            let message =
                "\(Self.persistentIdentifier) asked for \(prompt), and the host chose none; "
                + "answer it with --answer choice=<title or position> or an IntentPromptPolicy"
            throw AppIntentError(.unanswered, message, prompt: prompt)
        }
    }
}
