/// A one-shot signal a task can wait for; waiting ends when the signal fires or the waiting
/// task is cancelled.
package final class Trigger: Sendable {
    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Fires the signal, waking every waiter; later waits return at once.
    package func fire() {
        let waiters = state.withLock { state in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Waits until the signal fires or the task is cancelled.
    package func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let fired = state.withLock { state in
                    if !state.fired { state.waiters.append(continuation) }
                    return state.fired
                }
                if fired { continuation.resume() }
            }
        } onCancel: {
            fire()
        }
    }

    /// Runs `body`, cancelling it when the trigger fires.
    /// - Returns: What `body` returned (it always returns, cancelled or not).
    package func cancelling<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await body() }
            group.addTask {
                await self.wait()
                return nil
            }
            var result: T?
            while let next = await group.next() {
                if let next { result = next }
                group.cancelAll()
            }
            return result
        }
    }
}
