/// Admits at most `limit` runs at once, the rest in arrival order; a waiting run that is
/// cancelled leaves the queue without being admitted.
///
/// A run takes its place in one synchronous step, ``enter(_:)`` (the executor calls it in the
/// same critical section that numbers the run, so places follow arrival order), then, if it was
/// not admitted at once, waits with ``wait(_:)``.
final class AdmissionQueue: Sendable {
    private struct State {
        var admitted = 0
        /// Runs waiting for a slot, in arrival order.
        var waiting: [RunID] = []
        /// The continuations of waiting runs that have begun to wait.
        var continuations: [RunID: CheckedContinuation<Bool, Never>] = [:]
        /// Runs given a slot, or cancelled, before they began to wait.
        var decided: [RunID: Bool] = [:]
    }

    private let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a slot if one is free and nobody waits; otherwise a place in the queue.
    /// - Returns: `true` when admitted; `false` when the run must ``wait(_:)``.
    func enter(_ runID: RunID) -> Bool {
        state.withLock { state in
            if state.admitted < limit, state.waiting.isEmpty {
                state.admitted += 1
                return true
            }
            state.waiting.append(runID)
            return false
        }
    }

    /// Waits for a slot after ``enter(_:)`` returned `false`. Every admission, by `enter` or
    /// `wait`, must be balanced by one ``release()``.
    /// - Returns: `true` when admitted, `false` when the task was cancelled while waiting.
    func wait(_ runID: RunID) async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let decided: Bool? = state.withLock { state in
                    if let decided = state.decided.removeValue(forKey: runID) { return decided }
                    state.continuations[runID] = continuation
                    return nil
                }
                if let decided { continuation.resume(returning: decided) }
            }
        } onCancel: {
            let continuation: CheckedContinuation<Bool, Never>? = state.withLock { state in
                guard let index = state.waiting.firstIndex(of: runID) else { return nil }
                state.waiting.remove(at: index)
                guard let continuation = state.continuations.removeValue(forKey: runID) else {
                    state.decided[runID] = false
                    return nil
                }
                return continuation
            }
            continuation?.resume(returning: false)
        }
    }

    /// Ends an admitted run; hands its slot to the longest-waiting run, if any.
    func release() {
        let next: CheckedContinuation<Bool, Never>? = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.admitted -= 1
                return nil
            }
            let runID = state.waiting.removeFirst()
            guard let continuation = state.continuations.removeValue(forKey: runID) else {
                state.decided[runID] = true
                return nil
            }
            return continuation
        }
        next?.resume(returning: true)
    }
}
