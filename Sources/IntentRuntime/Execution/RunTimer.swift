import Dispatch

/// The timeout of one run: cancels the run's `perform()` child task if it is still running at its
/// deadline. A ``TimeoutWatchdog`` fires it.
///
/// The child registers its task handle on start and deregisters it before it returns, under the
/// same lock firing takes, so the handle is never used after the task ended.
final class RunTimer: Sendable {
    private struct State {
        var task: TaskHandle?
        var finished = false
        var fired = false
    }

    /// When the run times out.
    let deadline: DispatchTime

    private let state = Locked(State())

    init(deadline: DispatchTime) {
        self.deadline = deadline
    }

    /// Whether the timeout elapsed before the run finished.
    var hasFired: Bool { state.withLock { $0.fired } }

    /// Whether the run finished (its timer can be forgotten).
    var isFinished: Bool { state.withLock { $0.finished } }

    /// Registers the current task (the `perform()` child) as the one to cancel.
    func register(_ task: UnsafeCurrentTask?) {
        let handle = task.map(TaskHandle.init)
        let cancelNow = state.withLock { state in
            state.task = handle
            return state.fired
        }
        if cancelNow { handle?.task.cancel() }
    }

    /// The child is about to return: the handle must not be used any more.
    func finish() {
        state.withLock { state in
            state.finished = true
            state.task = nil
        }
    }

    /// The deadline passed: cancels the child unless it finished.
    func fire() {
        state.withLock { state in
            guard !state.finished else { return }
            state.fired = true
            state.task?.task.cancel()
        }
    }
}

/// A running task's handle, shared with the watchdog. Only `cancel()` is called on it, which is
/// safe from any thread, and only while the task has not finished (checked under the lock).
private struct TaskHandle: @unchecked Sendable {
    let task: UnsafeCurrentTask
}
