import IntentRuntime

/// The gates runs are held at, by action identifier; shared by a host and its reloader.
final class GateTable: Sendable {
    private let gates = Locked<[String: RunGate]>([:])

    func set(_ gate: RunGate?, for identifier: String) {
        gates.withLock { $0[identifier] = gate }
    }

    func gate(for identifier: String) -> RunGate? {
        gates.withLock { $0[identifier] }
    }

    /// Holds a run at its intent's gate, if it has one, until the gate opens: what the host's
    /// core calls once the run's `perform()` returned and before its widgets reload.
    func hold(_ actionIdentifier: String) async {
        if let gate = gate(for: actionIdentifier) {
            try? await gate.pass()
        }
    }
}

extension WidgetReloadEvent.Phase {
    /// Whether the phase ends a reload: it finished, was abandoned, or was refused.
    var endsReload: Bool {
        switch self {
        case .finished, .abandoned, .overBudget: true
        case .requested, .coalesced, .started, .ignored: false
        }
    }
}
