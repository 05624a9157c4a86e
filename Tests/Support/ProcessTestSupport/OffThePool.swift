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

/// Runs work that keeps a core busy for seconds (megabytes to build and parse, hundreds of mutation rounds) off the
/// concurrency pool, at a lower priority, at most two at once.
///
/// Such a test body run in place holds one of the pool's two threads (on CI) for its whole length, and every other
/// test of the process waits: measured at the start of a full `swift test`, two such bodies held both threads for
/// 15 s, and no test could finish. A `DispatchQueue.global()` does not help on Linux: its threads are the pool's.
/// - Parameter body: The work. It runs on a thread that is not a test's task: record no issue in it (return what
///   went wrong, and expect on it afterwards).
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func processorBound<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await ProcessorSlots.shared.run(lowerPriority: true, body)
}
