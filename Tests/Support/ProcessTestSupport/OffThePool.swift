import Foundation

/// Runs blocking work (waiting for a child process, sleeping between kills) on a thread of its own, so that a test
/// never holds one of the Swift concurrency pool's threads while it waits.
///
/// The pool has as many threads as the machine has cores (2 on CI), and every test of the process shares them. A
/// test that waits for a compiler or a child process on a pool thread stops every other test for as long: runs
/// of intents then reach their 30-second limit without having started. Work given here waits on a thread that is
/// not the pool's.
/// - Parameter body: The blocking work.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

extension Process {
    /// Waits for the process to end, off the concurrency pool (see ``offThePool(_:)``).
    public func ended() async {
        nonisolated(unsafe) let process = self
        _ = try? await offThePool { process.waitUntilExit() }
    }
}
