import IntentRuntime

/// The error for a run that did not succeed, and helpers shared by both kinds of run.
enum RunFailure {
    static func error(
        identifier: String,
        phase: RunPhase,
        reason: String?,
        result: ResolvedIntentResult,
        underlyingError: (any Error)?
    ) -> IntentTestingError {
        let code: IntentTestingError.Code =
            switch phase {
            case .rejected: .rejected
            case .timedOut: .timedOut
            case .cancelled: .cancelled
            default: .failed
            }
        let because = reason.map { ": \($0)" } ?? ""
        return IntentTestingError(
            code, "\(identifier) \(phase)\(because)", result: result, underlyingError: underlyingError)
    }

    /// The kinds whose reloads finished, in the order they first finished.
    static func finishedKinds(in events: [WidgetReloadEvent]) -> [String] {
        var seen: Set<String> = []
        return events.filter { $0.phase == .finished }.map(\.kind).filter { seen.insert($0).inserted }
    }
}
