import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A clock seen as dates: what a ``WidgetCenter`` schedules reloads on.
///
/// Dates advance with the clock from a start date, so a manual clock gives manual dates.
struct TimelineClock: Sendable {
    let now: @Sendable () -> Date
    let sleepUntil: @Sendable (Date) async throws -> Void

    init<C: Clock>(clock: C, startDate: Date) where C.Duration == Duration {
        let start = clock.now
        now = { startDate.addingTimeInterval(Self.seconds(start.duration(to: clock.now))) }
        sleepUntil = { date in
            let offset = Duration.seconds(date.timeIntervalSince(startDate))
            try await clock.sleep(until: start.advanced(by: offset), tolerance: nil)
        }
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// A one-shot signal a task can wait for; waiting ends when the signal fires or the waiting
/// task is cancelled.
final class Trigger: Sendable {
    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Fires the signal, waking every waiter; later waits return at once.
    func fire() {
        let waiters = state.withLock { state in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Waits until the signal fires or the task is cancelled.
    func wait() async {
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
    func cancelling<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T? {
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

/// The subscribers to a center's events: streams, and observers called as each event happens.
/// Once finished, it finishes every stream, and a stream subscribed later ends at once.
final class EventHub<Event: Sendable>: Sendable {
    private struct Subscribers {
        var isFinished = false
        var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
    }

    private let subscribers = Locked(Subscribers())
    private let observers = Locked<[Int: @Sendable (Event) -> Void]>([:])
    private let nextID = Atomic<Int>(0)

    /// Calls `observer` with every event from now on, before the event reaches any stream,
    /// until ``removeObserver(_:)``.
    /// - Returns: The observer's token.
    func addObserver(_ observer: @escaping @Sendable (Event) -> Void) -> Int {
        let id = nextID.add(1, ordering: .relaxed).newValue
        observers.withLock { $0[id] = observer }
        return id
    }

    /// Stops calling an observer.
    func removeObserver(_ id: Int) {
        _ = observers.withLock { $0.removeValue(forKey: id) }
    }

    func subscribe(bufferingNewest limit: Int) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(max(1, limit)))
        let id = nextID.add(1, ordering: .relaxed).newValue
        let isFinished = subscribers.withLock { subscribers in
            if !subscribers.isFinished { subscribers.continuations[id] = continuation }
            return subscribers.isFinished
        }
        if isFinished {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    func emit(_ event: Event) {
        for observer in observers.withLock({ Array($0.values) }) {
            observer(event)
        }
        for continuation in subscribers.withLock({ Array($0.continuations.values) }) {
            continuation.yield(event)
        }
    }

    func finish() {
        let continuations = subscribers.withLock { subscribers in
            subscribers.isFinished = true
            return Array(subscribers.continuations.values)
        }
        for continuation in continuations {
            continuation.finish()
        }
    }
}
