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
}

/// Reloads a test host's widgets after each run, holding the run first at its intent's gate.
struct GatedReloader: TimelineReloader {
    let center: WidgetCenter?
    let gates: GateTable

    func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        if let gate = gates.gate(for: actionIdentifier) {
            try? await gate.pass()
        }
        await center?.reloadTimelines(afterRunOf: actionIdentifier, kinds: kinds)
    }

    /// Places a widget configuration intent's parameters on the widgets it configures, as the
    /// command line's host and a library host's widget center do.
    func configureWidgets(with configuration: any WidgetConfigurationIntent) async {
        await center?.configureWidgets(with: configuration)
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
