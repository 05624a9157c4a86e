/// The verb on a confirmation's button: "Send", "Buy", "Continue".
///
/// Spelled as Apple's `ConfirmationActionName`; the name is part of the `IntentPrompt` (IntentRuntime) the
/// host's policy answers.
public struct ConfirmationActionName: Hashable, Sendable {
    /// The verb.
    package let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// "Add".
    public static let add = ConfirmationActionName("Add")
    /// "Add Data".
    public static let addData = ConfirmationActionName("Add Data")
    /// "Book".
    public static let book = ConfirmationActionName("Book")
    /// "Buy".
    public static let buy = ConfirmationActionName("Buy")
    /// "Call".
    public static let call = ConfirmationActionName("Call")
    /// "Check In".
    public static let checkIn = ConfirmationActionName("Check In")
    /// "Continue".
    public static let `continue` = ConfirmationActionName("Continue")
    /// "Create".
    public static let create = ConfirmationActionName("Create")
    /// "Do".
    public static let `do` = ConfirmationActionName("Do")
    /// "Go".
    public static let go = ConfirmationActionName("Go")
    /// "Log".
    public static let log = ConfirmationActionName("Log")
    /// "Order".
    public static let order = ConfirmationActionName("Order")
    /// "Pay".
    public static let pay = ConfirmationActionName("Pay")
    /// "Play".
    public static let play = ConfirmationActionName("Play")
    /// "Request".
    public static let request = ConfirmationActionName("Request")
    /// "Run".
    public static let run = ConfirmationActionName("Run")
    /// "Search".
    public static let search = ConfirmationActionName("Search")
    /// "Send".
    public static let send = ConfirmationActionName("Send")
    /// "Set".
    public static let set = ConfirmationActionName("Set")
    /// "Share".
    public static let share = ConfirmationActionName("Share")
    /// "Start".
    public static let start = ConfirmationActionName("Start")
    /// "Toggle".
    public static let toggle = ConfirmationActionName("Toggle")
    /// "Turn Off".
    public static let turnOff = ConfirmationActionName("Turn Off")
    /// "Turn On".
    public static let turnOn = ConfirmationActionName("Turn On")
    /// "Get".
    public static let get = ConfirmationActionName("Get")
    /// "Start Navigation".
    public static let startNavigation = ConfirmationActionName("Start Navigation")

    /// "Download".
    public static let download = ConfirmationActionName("Download")
    /// "Filter".
    public static let filter = ConfirmationActionName("Filter")
    /// "Find".
    public static let find = ConfirmationActionName("Find")
    /// "Open".
    public static let open = ConfirmationActionName("Open")
    /// "Play Sound".
    public static let playSound = ConfirmationActionName("Play Sound")
    /// "Post".
    public static let post = ConfirmationActionName("Post")
    /// "View".
    public static let view = ConfirmationActionName("View")

    /// A verb of the app's own, with the words that accept and deny it.
    /// - Parameters:
    ///   - acceptLabel: The accept button's label: `"Delete"`.
    ///   - acceptAlternatives: Other words that accept.
    ///   - denyLabel: The deny button's label: `"Cancel"`.
    ///   - denyAlternatives: Other words that deny.
    ///   - destructive: Whether accepting destroys something.
    /// - Returns: The action name.
    public static func custom(
        acceptLabel: LocalizedStringResource,
        acceptAlternatives: [LocalizedStringResource] = [],
        denyLabel: LocalizedStringResource,
        denyAlternatives: [LocalizedStringResource] = [],
        destructive: Bool = false
    ) -> ConfirmationActionName {
        ConfirmationActionName(acceptLabel.key)
    }
}

/// When a confirmation is asked even if the person already agreed to something like it.
///
/// Spelled as Apple's `ConfirmationConditions`; inert here, where the host's policy answers.
public struct ConfirmationConditions: OptionSet, Hashable, Sendable {
    /// The conditions' bits.
    public let rawValue: Int

    /// Creates conditions from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Confirm only when the run was started from a source of low confidence; inert here, where every
    /// confirmation goes to the host's policy.
    public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1 << 0)
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on:
    /// `try await requestConfirmation(actionName: .send, dialog: "Send \(message)?")`.
    /// - Parameters:
    ///   - conditions: When to ask again; inert here.
    ///   - actionName: The verb on the confirm button.
    ///   - dialog: What to ask.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host's policy denies, or
    ///   `unanswered` when it does not answer.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog
    ) async throws {
        try await confirm(PromptQuestion(.confirmation(actionName: actionName.name), dialog: dialog))
    }

    /// Asks the person to confirm before the intent goes on, showing a result:
    /// `try await requestConfirmation(result: .result(dialog: "Delete \(item)?"))`.
    /// - Parameters:
    ///   - result: What to show while asking; its dialog is the question.
    ///   - confirmationActionName: The verb on the confirm button.
    ///   - showPrompt: Whether to say the dialog; inert here.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host's policy denies, or
    ///   `unanswered` when it does not answer.
    public func requestConfirmation<Result: IntentResult>(
        result: Result,
        confirmationActionName: ConfirmationActionName = .continue,
        showPrompt: Bool = true
    ) async throws {
        try await confirm(
            PromptQuestion(.confirmation(actionName: confirmationActionName.name), dialog: result.resultContent.dialog)
        )
    }

    /// Asks the person to confirm before the intent goes on, with no dialog.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host's policy denies, or
    ///   `unanswered` when it does not answer.
    public func requestConfirmation() async throws {
        try await confirm(PromptQuestion(.confirmation(actionName: ConfirmationActionName.continue.name)))
    }

    private func confirm(_ prompt: PromptQuestion) async throws {
        switch await PromptBinding.answer(prompt) {
        case .confirmed?:
            return
        case .denied?:
            throw AppIntentError(
                .userCancelled, "\(Self.persistentIdentifier): the confirmation was denied (\(prompt))")
        default:
            let message =
                "\(Self.persistentIdentifier) asked for \(prompt), and the host answers no confirmations; "
                + "answer it with --confirm yes|no or an IntentPromptPolicy"
            throw AppIntentError(.unanswered, message, prompt: prompt)
        }
    }
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on, with a snippet intent's snippet beside the question:
    /// `try await requestConfirmation(actionName: .order, dialog: "Order?", snippetIntent: OrderSnippetIntent())`.
    ///
    /// The host's ``IntentPromptPolicy`` answers as for ``requestConfirmation(conditions:actionName:dialog:)``; once
    /// confirmed, the snippet intent's `perform()` runs, as the value-returning form's does (no snippet is drawn here).
    /// - Parameters:
    ///   - conditions: When to ask again; inert here.
    ///   - actionName: The verb on the confirm button.
    ///   - dialog: What to ask, if anything.
    ///   - showDialogAsPrompt: Whether the dialog is shown as the prompt; inert here.
    ///   - snippetIntent: The intent that draws the snippet; performed once confirmed.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host's policy denies, or
    ///   `unanswered` when it does not answer; what the snippet intent throws.
    public func requestConfirmation<Snippet: SnippetIntent>(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil,
        showDialogAsPrompt: Bool = true,
        snippetIntent: Snippet
    ) async throws {
        try await confirm(PromptQuestion(.confirmation(actionName: actionName.name), dialog: dialog))
        _ = try await snippetIntent.perform()
    }
}

extension AppIntent {
    /// Asks the person to confirm with a snippet intent's snippet beside the question, and returns the value the
    /// snippet intent's `perform()` returns (iOS 26).
    ///
    /// The host's ``IntentPromptPolicy`` answers as for ``requestConfirmation(conditions:actionName:dialog:)``; once
    /// confirmed, the snippet intent's `perform()` runs (no snippet is drawn here) and its value is returned.
    /// - Parameters:
    ///   - conditions: When to ask again; inert here.
    ///   - actionName: The verb on the confirm button.
    ///   - dialog: What to ask, if anything.
    ///   - showDialogAsPrompt: Whether the dialog is shown as the prompt; inert here.
    ///   - snippetIntent: The intent that draws the snippet and returns the value.
    /// - Returns: The value of the snippet intent's result.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host's policy denies, or `unanswered` when it
    ///   does not answer; what the snippet intent throws; `unrecoverable` when its result has no value.
    @discardableResult
    public func requestConfirmation<Snippet: SnippetIntent>(
        conditions: ConfirmationConditions = [],
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil,
        showDialogAsPrompt: Bool = true,
        snippetIntent: Snippet
    ) async throws -> Snippet.PerformResult.Value where Snippet.PerformResult: ReturnsValue {
        try await confirm(PromptQuestion(.confirmation(actionName: actionName.name), dialog: dialog))
        guard let value = try await snippetIntent.perform().value else {
            throw AppIntentError(
                .unrecoverable, "\(Snippet.persistentIdentifier) returned no value to the confirmation that showed it")
        }
        return value
    }

    /// Asks the person to confirm before the intent goes on, showing a result (deprecated: Apple's
    /// `requestConfirmation(result:confirmationActionName:showPrompt:)` replaces it).
    /// - Parameters:
    ///   - output: What to show while asking; its dialog is the question.
    ///   - confirmationActionName: The verb on the confirm button.
    ///   - showPrompt: Whether to say the dialog; inert here.
    /// - Throws: ``AppIntentError`` with code `userCancelled` when the host's policy denies, or
    ///   `unanswered` when it does not answer.
    @available(*, deprecated, renamed: "requestConfirmation(result:confirmationActionName:showPrompt:)")
    public func requestConfirmation<Result: IntentResult>(
        output: Result,
        confirmationActionName: ConfirmationActionName = .continue,
        showPrompt: Bool = true
    ) async throws {
        try await requestConfirmation(
            result: output, confirmationActionName: confirmationActionName, showPrompt: showPrompt)
    }
}
