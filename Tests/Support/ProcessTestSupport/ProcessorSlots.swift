import Foundation

/// A counting semaphore for async code, for work that keeps a core busy: at most `count` at once, the others wait
/// (suspended, holding no thread) and are resumed in arrival order.
///
/// Two cores (CI's) run two such jobs at full speed; more at once only take the processor from the other tests of
/// the process and hold more memory.
public final class ProcessorSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var free: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// The slots every processor-bound test body and every compile check shares: two, the cores CI has, so
    /// that neither kind adds to the other's load.
    public static let shared = ProcessorSlots(count: 2)

    /// Slots for `count` jobs at once.
    public init(count: Int) {
        free = count
    }

    /// Runs `body` off the concurrency pool (see ``offThePool(_:)``) once a slot is free.
    /// - Parameters:
    ///   - lowerPriority: Whether the thread runs at a lower priority (nice 10, as ``lowPriority(_:_:)`` starts tools),
    ///     so that the tests that wait for the processor come first.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<Value: Sendable>(
        lowerPriority: Bool = false,
        _ body: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        await acquire()
        defer { release() }
        return try await offThePool {
            if lowerPriority { lowerThisThreadsPriority() }
            return try body()
        }
    }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if free > 0 {
                free -= 1
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }

    private func release() {
        lock.lock()
        if waiters.isEmpty {
            free += 1
            lock.unlock()
        } else {
            let next = waiters.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}

/// Gives the calling thread nice 10. On Linux a nice value belongs to a thread, so the pool's threads keep theirs.
private func lowerThisThreadsPriority() {
    #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
}
