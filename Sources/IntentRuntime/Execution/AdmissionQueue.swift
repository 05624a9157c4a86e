/// Admits at most `limit` runs at once, the rest in arrival order; a waiting run that is
/// cancelled leaves the queue without being admitted.
final class AdmissionQueue: Sendable {
    private struct Waiter {
        var runID: RunID
        var continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var admitted = 0
        var waiters: [Waiter] = []
        var cancelledBeforeWaiting: Set<RunID> = []
    }

    private let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Waits for a slot. Every `true` must be balanced by one ``release()``.
    /// - Returns: `true` when admitted, `false` when the task was cancelled while waiting.
    func admit(_ runID: RunID) async -> Bool {
        let immediate = state.withLock { state in
            guard state.admitted < limit, state.waiters.isEmpty else { return false }
            state.admitted += 1
            return true
        }
        if immediate { return true }
        let admitted = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let resumeNow: Bool? = state.withLock { state in
                    if state.cancelledBeforeWaiting.remove(runID) != nil { return false }
                    if state.admitted < limit && state.waiters.isEmpty {
                        state.admitted += 1
                        return true
                    }
                    state.waiters.append(Waiter(runID: runID, continuation: continuation))
                    return nil
                }
                if let resumeNow { continuation.resume(returning: resumeNow) }
            }
        } onCancel: {
            let waiter: Waiter? = state.withLock { state in
                if let index = state.waiters.firstIndex(where: { $0.runID == runID }) {
                    return state.waiters.remove(at: index)
                }
                state.cancelledBeforeWaiting.insert(runID)
                return nil
            }
            waiter?.continuation.resume(returning: false)
        }
        // A cancellation that arrived after admission left a mark; the handler is gone now.
        state.withLock { _ = $0.cancelledBeforeWaiting.remove(runID) }
        return admitted
    }

    /// Ends an admitted run; hands its slot to the longest-waiting run, if any.
    func release() {
        let next: Waiter? = state.withLock { state in
            guard !state.waiters.isEmpty else {
                state.admitted -= 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume(returning: true)
    }
}
