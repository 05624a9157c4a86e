import Foundation

/// State guarded by a lock, shared across threads.
///
/// A pthread-backed `NSLock` rather than `Synchronization.Mutex`: on Linux, `Mutex` waits on raw
/// futexes that ThreadSanitizer cannot see, so every access it guards is reported as a race;
/// with this lock `swift test --sanitize=thread` reports only real ones.
///
/// The state lives in the tail of a `ManagedBuffer` rather than in a stored `var`: the lock
/// already makes access exclusive, and a class's stored `var` would also pay for a dynamic
/// exclusivity check on every access.
package final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private let storage: ManagedBuffer<Void, State>

    /// Creates the guarded state.
    /// - Parameter state: The initial state.
    package init(_ state: State) {
        storage = ManagedBuffer<Void, State>.create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { $0.initialize(to: state) }
        }
    }

    deinit {
        _ = storage.withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }

    /// Runs `body` with exclusive access to the state.
    /// - Parameter body: Reads or changes the state; must not call back into this lock.
    /// - Returns: What `body` returns.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try storage.withUnsafeMutablePointerToElements { try body(&$0.pointee) }
    }
}
