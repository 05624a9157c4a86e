import Dispatch

/// Times out runs with one dispatch timer per executor instead of one timer per run.
///
/// Every run of an executor has the same timeout, so deadlines arrive in order: the watchdog
/// keeps them in a queue and arms its timer for the oldest deadline of a run still running.
/// Runs that finish are dropped from the front of the queue as they end; the timer is re-armed
/// only when it fires, about once per timeout while runs keep coming.
final class TimeoutWatchdog: Sendable {
    private struct State {
        var timers: [RunTimer] = []
        var head = 0
        var isArmed = false
    }

    private let state = Locked(State())
    private nonisolated(unsafe) let source: any DispatchSourceTimer
    private let timeout: DispatchTimeInterval?

    /// - Parameter timeout: How long a run may take; longer than 30 years means never.
    init(timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        self.timeout =
            seconds < 1_000_000_000
            ? .nanoseconds(max(0, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))) : nil
        source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "IntentExecutor.timeouts"))
        source.setEventHandler { [weak self] in self?.fired() }
        source.activate()
    }

    deinit {
        source.cancel()
    }

    /// Starts timing a run.
    /// - Returns: The run's timer, to register its child with and finish.
    func start() -> RunTimer {
        guard let timeout else { return RunTimer(deadline: .distantFuture) }
        let timer = RunTimer(deadline: .now() + timeout)
        let arm = state.withLock { state in
            state.timers.append(timer)
            defer { state.isArmed = true }
            return !state.isArmed
        }
        if arm { source.schedule(deadline: timer.deadline) }
        return timer
    }

    /// A run ended: drops the finished runs at the front of the queue.
    func ended(_ timer: RunTimer) {
        timer.finish()
        state.withLock { state in
            Self.dropFinished(&state)
        }
    }

    private func fired() {
        let now = DispatchTime.now()
        let (expired, next): ([RunTimer], DispatchTime?) = state.withLock { state in
            var expired: [RunTimer] = []
            Self.dropFinished(&state)
            while state.head < state.timers.count, state.timers[state.head].deadline <= now {
                expired.append(state.timers[state.head])
                state.head += 1
            }
            Self.dropFinished(&state)
            let next = state.head < state.timers.count ? state.timers[state.head].deadline : nil
            state.isArmed = next != nil
            return (expired, next)
        }
        for timer in expired { timer.fire() }
        if let next { source.schedule(deadline: next) }
    }

    private static func dropFinished(_ state: inout State) {
        while state.head < state.timers.count, state.timers[state.head].isFinished {
            state.head += 1
        }
        if state.head == state.timers.count {
            state.timers.removeAll(keepingCapacity: true)
            state.head = 0
        } else if state.head > 1_024, state.head * 2 > state.timers.count {
            state.timers.removeFirst(state.head)
            state.head = 0
        }
    }
}
