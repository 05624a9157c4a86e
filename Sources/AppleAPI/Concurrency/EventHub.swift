import Synchronization

/// The one fan-out of events in the runtime: the executor's runs, a widget center's reloads, Live Activities.
///
/// Events go to streams (``subscribe(bufferingNewest:)``) and to observers called as each event happens
/// (``addObserver(_:)``). Once finished, it finishes every stream, and a stream subscribed later ends at once.
/// ``hasSubscribers`` is one atomic load, so a producer on a hot path makes no event nobody reads.
package final class EventHub<Event: Sendable>: Sendable {
    private struct Subscribers {
        var isFinished = false
        var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
        var observers: [Int: @Sendable (Event) -> Void] = [:]
        var count: Int { continuations.count + observers.count }
    }

    private let subscribers = Locked(Subscribers())
    private let subscriberCount = Atomic<Int>(0)
    private let nextID = Atomic<Int>(0)

    /// Creates a hub with no subscribers.
    package init() {}

    /// Whether any stream or observer would receive an event now.
    package var hasSubscribers: Bool { subscriberCount.load(ordering: .acquiring) > 0 }

    /// Calls `observer` with every event from now on, before the event reaches any stream,
    /// until ``removeObserver(_:)``.
    /// - Returns: The observer's token.
    package func addObserver(_ observer: @escaping @Sendable (Event) -> Void) -> Int {
        let id = nextID.add(1, ordering: .relaxed).newValue
        subscribers.withLock { subscribers in
            subscribers.observers[id] = observer
            subscriberCount.store(subscribers.count, ordering: .releasing)
        }
        return id
    }

    /// Stops calling an observer.
    package func removeObserver(_ id: Int) {
        remove(id)
    }

    /// A stream of every event from now on.
    /// - Parameter limit: How many unread events to keep; older ones are dropped.
    /// - Returns: The stream; it ends when the subscriber stops iterating or the hub finishes.
    package func subscribe(bufferingNewest limit: Int) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(max(1, limit)))
        let id = nextID.add(1, ordering: .relaxed).newValue
        let isFinished = subscribers.withLock { subscribers in
            if !subscribers.isFinished {
                subscribers.continuations[id] = continuation
                subscriberCount.store(subscribers.count, ordering: .releasing)
            }
            return subscribers.isFinished
        }
        if isFinished {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    /// Hands an event to every observer, then to every stream.
    package func emit(_ event: Event) {
        let (observers, continuations) = subscribers.withLock {
            (Array($0.observers.values), Array($0.continuations.values))
        }
        for observer in observers {
            observer(event)
        }
        for continuation in continuations {
            continuation.yield(event)
        }
    }

    /// Ends every stream; streams subscribed later end at once.
    package func finish() {
        let continuations = subscribers.withLock { subscribers in
            subscribers.isFinished = true
            defer {
                subscribers.continuations.removeAll()
                subscriberCount.store(subscribers.count, ordering: .releasing)
            }
            return Array(subscribers.continuations.values)
        }
        for continuation in continuations {
            continuation.finish()
        }
    }

    private func remove(_ id: Int) {
        subscribers.withLock { subscribers in
            subscribers.continuations.removeValue(forKey: id)
            subscribers.observers.removeValue(forKey: id)
            subscriberCount.store(subscribers.count, ordering: .releasing)
        }
    }
}
