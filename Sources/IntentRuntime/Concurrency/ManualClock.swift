/// A clock that moves only when told to: for tests, simulations, and hosts that replay time.
///
/// Sleepers wake, in deadline order, when ``advance(by:)`` or ``advance(to:)`` moves the clock
/// to or past their deadline; a cancelled sleeper wakes at once with `CancellationError`.
/// ``waitForSleepers(count:)`` lets a test wait, without timing, until the code under test is
/// asleep on the clock.
public final class ManualClock: Clock, Sendable {
    /// A moment on a manual clock: the time since the clock's origin.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock's origin.
        public var offset: Duration

        /// Creates an instant.
        /// - Parameter offset: The time since the clock's origin.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        /// - Parameter duration: How much later.
        /// - Returns: The later instant.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to another.
        /// - Parameter other: The other instant.
        /// - Returns: `other` minus this instant.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether one instant is earlier than another.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, as in `+900.0 seconds`.
        public var description: String { "+\(offset)" }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Watcher {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var now: Instant
        var sleepers: [UInt64: Sleeper] = [:]
        var cancelled: Set<UInt64> = []
        var watchers: [Watcher] = []
        var nextID: UInt64 = 0

        /// Removes and returns the watchers satisfied by the current number of sleepers.
        mutating func satisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
            let ready = watchers.filter { $0.count <= sleepers.count }
            watchers.removeAll { $0.count <= sleepers.count }
            return ready.map(\.continuation)
        }
    }

    private let state: Locked<State>

    /// Creates a clock.
    /// - Parameter now: The clock's starting instant; its origin by default.
    public init(now: Instant = Instant(offset: .zero)) {
        state = Locked(State(now: now))
    }

    /// The current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// The clock's resolution: none, it moves only in the steps it is given.
    public var minimumResolution: Duration { .zero }

    /// The deadlines of the tasks asleep on the clock, earliest first.
    public var sleeperDeadlines: [Instant] {
        state.withLock { $0.sleepers.values.map(\.deadline).sorted() }
    }

    /// Suspends until the clock reaches `deadline`, or the task is cancelled.
    /// - Parameters:
    ///   - deadline: The instant to wake at.
    ///   - tolerance: Ignored: a manual clock is exact.
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Registration {
                    case due
                    case cancelled
                    case asleep([CheckedContinuation<Void, Never>])
                }
                let registration = state.withLock { state -> Registration in
                    if state.cancelled.remove(id) != nil { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return .asleep(state.satisfiedWatchers())
                }
                switch registration {
                case .due: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .asleep(let watchers): watchers.forEach { $0.resume() }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                let sleeper = state.sleepers.removeValue(forKey: id)
                if sleeper == nil { state.cancelled.insert(id) }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first.
    /// - Parameter duration: How far to move; negative durations are ignored.
    public func advance(by duration: Duration) {
        let target = state.withLock { $0.now.advanced(by: max(duration, .zero)) }
        advance(to: target)
    }

    /// Moves the clock to an instant (never backwards) and wakes every sleeper whose deadline
    /// has come, earliest first.
    /// - Parameter instant: The instant to move to.
    public func advance(to instant: Instant) {
        let due = state.withLock { state in
            state.now = max(state.now, instant)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }.sorted {
                ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key)
            }
            for (id, _) in due { state.sleepers[id] = nil }
            return due.map(\.value.continuation)
        }
        due.forEach { $0.resume() }
    }

    /// Waits until at least `count` tasks are asleep on the clock.
    /// - Parameter count: The number of sleepers to wait for.
    public func waitForSleepers(count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.sleepers.count >= count { return true }
                state.watchers.append(Watcher(count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
