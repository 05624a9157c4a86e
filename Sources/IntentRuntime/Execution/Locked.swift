import Foundation

/// State guarded by a lock, shared across threads.
///
/// A pthread-backed `NSLock` rather than `Synchronization.Mutex`: on Linux, `Mutex` waits on raw
/// futexes that ThreadSanitizer cannot see, so every access it guards is reported as a race;
/// with this lock `swift test --sanitize=thread` reports only real ones.
package final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Creates the guarded state.
    /// - Parameter state: The initial state.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    /// - Parameter body: Reads or changes the state; must not call back into this lock.
    /// - Returns: What `body` returns.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
