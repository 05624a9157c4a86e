/// How a run ended, with what `perform()` returned.
public struct RunOutcome: Sendable, CustomStringConvertible {
    /// The run. Callers coalesced into an in-flight run share its identifier.
    public let runID: RunID

    /// The action identifier of the intent.
    public let actionIdentifier: String

    /// The terminal phase.
    public let phase: RunPhase

    /// The value the intent returned, if any.
    public let value: (any Sendable)?

    /// The dialog the intent returned, if any.
    public let dialog: IntentDialog?

    /// The run of the intent this run opened (`.result(opensIntent:)`), if it opened one.
    public internal(set) var openedRun: RunOutcome? {
        get { openedStorage.first }
        set { openedStorage = newValue.map { [$0] } ?? [] }
    }

    /// ``openedRun``'s storage: a struct cannot hold an optional of itself directly; never more than one.
    private var openedStorage: [RunOutcome]

    /// Why the run did not succeed: the error `perform()` threw, or an ``ExecutionError``.
    public let error: (any Error)?

    /// Whether the run, and every run it opened, succeeded.
    public var succeeded: Bool { phase == .succeeded && (openedRun?.succeeded ?? true) }

    /// The outcome of every run in the chain: this one, then the ones it opened.
    public var chain: [RunOutcome] { [self] + (openedRun?.chain ?? []) }

    init(
        runID: RunID,
        actionIdentifier: String,
        phase: RunPhase,
        value: (any Sendable)? = nil,
        dialog: IntentDialog? = nil,
        openedRun: RunOutcome? = nil,
        error: (any Error)? = nil
    ) {
        self.runID = runID
        self.actionIdentifier = actionIdentifier
        self.phase = phase
        self.value = value
        self.dialog = dialog
        self.openedStorage = openedRun.map { [$0] } ?? []
        self.error = error
    }

    /// `#3 ConfigurationAppIntent succeeded`, with the value, dialog or error.
    public var description: String {
        var text = "\(runID) \(actionIdentifier) \(phase)"
        if let value { text += " value: \(value)" }
        if let dialog { text += " dialog: \"\(dialog)\"" }
        if let error { text += " error: \(error)" }
        return text
    }
}
