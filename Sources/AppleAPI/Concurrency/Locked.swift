#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// State guarded by a lock, shared across threads.
///
/// A `pthread_mutex_t` rather than `Synchronization.Mutex`: on Linux, `Mutex` waits on raw
/// futexes that ThreadSanitizer cannot see, so every access it guards is reported as a race;
/// with a pthread mutex `swift test --sanitize=thread` reports only real ones. (Foundation's
/// `NSLock` is the same mutex, but importing Foundation costs every process its load time.)
///
/// The mutex is the header and the state the tail of one `ManagedBuffer`: both have stable
/// addresses, as a pthread mutex needs, and the lock already makes access exclusive, where a
/// class's stored `var` would also pay for a dynamic exclusivity check on every access.
///
/// Its methods are inlinable: the engine, in another module, takes a lock several times a run, and an
/// unspecialized generic call across modules costs each of them a closure context and metadata look-ups.
/// The compiler (Swift 6.3) inlines `package` members across modules only when their type is `public`, so
/// the class is public under a name that says it is not API, with no public member; the package names it
/// `Locked`. (As a `package` class, none of its 15 call sites in the engine was inlined: callgrind counted
/// the unspecialized `withLock` on each no-op run.)
package typealias Locked<State> = _PackageLocked<State>

/// Not API: ``Locked``, the package's lock, public only so that its `package` members inline across the
/// package's modules.
public final class _PackageLocked<State> {
    @usableFromInline let storage: ManagedBuffer<pthread_mutex_t, State>

    /// Creates the guarded state.
    /// - Parameter state: The initial state.
    @inlinable package init(_ state: State) {
        storage = ManagedBuffer<pthread_mutex_t, State>.create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { $0.initialize(to: state) }
            return pthread_mutex_t()
        }
        storage.withUnsafeMutablePointerToHeader { _ = pthread_mutex_init($0, nil) }
    }

    deinit {
        storage.withUnsafeMutablePointers { mutex, state in
            state.deinitialize(count: 1)
            _ = pthread_mutex_destroy(mutex)
        }
    }

    /// Runs `body` with exclusive access to the state.
    /// - Parameter body: Reads or changes the state; must not call back into this lock.
    /// - Returns: What `body` returns.
    @inlinable package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { mutex, state in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}

// The lock makes every access exclusive, so a `Locked` may cross isolation domains when the state it hands out
// may: never for non-`Sendable` state, which would leave the lock by reference.
extension _PackageLocked: @unchecked Sendable where State: Sendable {}
