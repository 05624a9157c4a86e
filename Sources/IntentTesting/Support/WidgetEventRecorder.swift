import IntentRuntime

/// Records what happens to a widget center's timelines as it happens, from its creation until
/// ``stop()``: the events of a run, or of a step of the clock.
final class WidgetEventRecorder: Sendable {
    private struct State {
        var events: [WidgetReloadEvent] = []
        var waiters:
            [(until: @Sendable ([WidgetReloadEvent]) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
                []
    }

    private let center: WidgetCenter
    private let state: Locked<State>
    private let token: Int

    init(center: WidgetCenter) {
        self.center = center
        let state = Locked(State())
        self.state = state
        token = center.addEventObserver { event in
            let ready = state.withLock { state in
                state.events.append(event)
                let events = state.events
                let ready = state.waiters.filter { $0.until(events) }.map(\.continuation)
                state.waiters.removeAll { $0.until(events) }
                return ready
            }
            ready.forEach { $0.resume() }
        }
    }

    deinit {
        center.removeEventObserver(token)
    }

    /// The events so far.
    var events: [WidgetReloadEvent] { state.withLock { $0.events } }

    /// Waits until the events recorded satisfy a condition.
    func wait(until condition: @escaping @Sendable ([WidgetReloadEvent]) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if condition(state.events) { return true }
                state.waiters.append((condition, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Stops recording.
    /// - Returns: Every event recorded.
    func stop() -> [WidgetReloadEvent] {
        center.removeEventObserver(token)
        return events
    }
}
