import IntentRuntime

extension RunOutcomeDocument.Run {
    /// A run as the wire schema holds it: the value as JSON, the error as its text, type and case.
    init(_ outcome: RunOutcome) {
        self.init(
            identifier: outcome.actionIdentifier,
            phase: outcome.phase,
            value: outcome.value.map(ValueRendering.json) ?? .null,
            dialog: outcome.dialog?.description,
            failure: outcome.error.map(ErrorText.init).map {
                RunOutcomeDocument.Failure(message: $0.message, typeName: $0.typeName, caseName: $0.caseName)
            },
            openedRun: outcome.openedRun.map(Self.init)
        )
    }
}
