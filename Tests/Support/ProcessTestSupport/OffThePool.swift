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

/// How to start a tool so that the tests of this process come first for the processor: `nice -n 10 tool …` where
/// `nice` exists, else the tool itself.
///
/// A compile check keeps a core busy for seconds. Two at once take both cores of a 2-core machine, and the runs
/// the other tests start meanwhile wait for the processor until they reach their 30-second limit. At a lower
/// priority the compilers take only what the tests leave.
/// - Parameters:
///   - tool: The tool.
///   - arguments: Its arguments.
/// - Returns: The executable to start and its arguments.
public func lowPriority(_ tool: URL, _ arguments: [String]) -> (executable: URL, arguments: [String]) {
    let nice = URL(fileURLWithPath: "/usr/bin/nice")
    guard FileManager.default.isExecutableFile(atPath: nice.path) else { return (tool, arguments) }
    return (nice, ["-n", "10", tool.path] + arguments)
}
