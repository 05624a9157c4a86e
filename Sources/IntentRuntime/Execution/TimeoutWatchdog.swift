import Dispatch

/// Times out runs with one dispatch timer per executor instead of one timer per run, and without
/// allocating per run: a run is an entry in a queue, its `perform()` task is cancelled directly.
///
/// Every run of an executor has the same timeout, so deadlines arrive in order: the watchdog
/// keeps them in a queue and arms its timer for the oldest deadline of a run still running.
/// Runs that finish are dropped from the front of the queue as they end; the timer is re-armed
/// only when it fires, about once per timeout while runs keep coming.
final class TimeoutWatchdog: Sendable {
    /// One timed run.
    private struct Entry {
        var run: UInt64
        var deadline: DispatchTime
        /// The run's `perform()` task, once attached; cancelling it is safe even after it ended.
        var task: Task<Void, Never>?
        var finished = false
        var fired = false
    }

    private struct State {
        /// The runs still running from `head` on (and finished ones not yet dropped), oldest
        /// deadline first.
        var entries: [Entry] = []
        var head = 0
        /// The first entry the timer has not reached yet.
        var unfired = 0
        var isArmed = false

        /// The index of run `run`'s entry; runs mostly end in the order they started.
        func index(of run: UInt64) -> Int? {
            var index = head
            while index < entries.count {
                if entries[index].run == run { return index }
                index += 1
            }
            return nil
        }
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

    /// Starts timing run `run`; its task is attached next, and the run must end with ``ended(_:)``.
    /// - Returns: The run's deadline in uptime nanoseconds (`UInt64.max` when runs are not timed): the run is
    ///   cancelled for its timeout only once this has passed.
    func start(_ run: UInt64) -> UInt64 {
        guard let timeout else { return .max }
        let (deadline, arm): (DispatchTime, Bool) = state.withLock { state in
            // Taken under the lock, so that deadlines are in queue order.
            let deadline = DispatchTime.now() + timeout
            state.entries.append(Entry(run: run, deadline: deadline))
            defer { state.isArmed = true }
            return (deadline, !state.isArmed)
        }
        if arm { source.schedule(deadline: deadline) }
        return deadline.uptimeNanoseconds
    }

    /// The task running run `run`'s `perform()`, cancelled when the run times out (at once if it
    /// already has).
    /// - Parameters:
    ///   - task: The run's `perform()` task.
    ///   - run: The run.
    func attach(_ task: Task<Void, Never>, to run: UInt64) {
        guard timeout != nil else { return }
        let cancelNow = state.withLock { state in
            guard let index = state.index(of: run) else { return false }
            state.entries[index].task = task
            return state.entries[index].fired
        }
        if cancelNow { task.cancel() }
    }

    /// Run `run`'s `perform()` returned: forgets the run.
    /// - Returns: Whether the run timed out first.
    func ended(_ run: UInt64) -> Bool {
        guard timeout != nil else { return false }
        return state.withLock { state in
            guard let index = state.index(of: run) else { return false }
            state.entries[index].finished = true
            state.entries[index].task = nil
            defer { Self.dropFinished(&state) }
            return state.entries[index].fired
        }
    }

    private func fired() {
        let now = DispatchTime.now()
        let (expired, next): ([Task<Void, Never>], DispatchTime?) = state.withLock { state in
            var expired: [Task<Void, Never>] = []
            while state.unfired < state.entries.count, state.entries[state.unfired].deadline <= now {
                if !state.entries[state.unfired].finished {
                    state.entries[state.unfired].fired = true
                    if let task = state.entries[state.unfired].task { expired.append(task) }
                }
                state.unfired += 1
            }
            Self.dropFinished(&state)
            let next = state.entries[state.unfired...].first { !$0.finished }?.deadline
            state.isArmed = next != nil
            return (expired, next)
        }
        for task in expired { task.cancel() }
        if let next { source.schedule(deadline: next) }
    }

    /// Drops the finished runs at the front of the queue.
    private static func dropFinished(_ state: inout State) {
        while state.head < state.entries.count, state.entries[state.head].finished {
            state.head += 1
        }
        state.unfired = max(state.unfired, state.head)
        if state.head == state.entries.count {
            state.entries.removeAll(keepingCapacity: true)
            state.head = 0
            state.unfired = 0
        } else if state.head > 1_024, state.head * 2 > state.entries.count {
            state.entries.removeFirst(state.head)
            state.unfired -= state.head
            state.head = 0
        }
    }
}
