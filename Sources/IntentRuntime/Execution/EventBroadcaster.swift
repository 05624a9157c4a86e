import Synchronization

/// Fans run events out to every subscribed stream.
final class EventBroadcaster: Sendable {
    private struct State {
        var nextToken: UInt64 = 0
        var subscribers: [UInt64: AsyncStream<RunEvent>.Continuation] = [:]
    }

    private let state = Locked(State())

    /// The number of subscribers, read without the lock on every emission.
    private let subscriberCount = Atomic<Int>(0)

    /// A new stream of every event emitted from now on.
    func subscribe(bufferingNewest limit: Int) -> AsyncStream<RunEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: RunEvent.self,
            bufferingPolicy: .bufferingNewest(max(1, limit))
        )
        let token = state.withLock { state in
            state.nextToken += 1
            state.subscribers[state.nextToken] = continuation
            subscriberCount.store(state.subscribers.count, ordering: .releasing)
            return state.nextToken
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(token)
        }
        return stream
    }

    /// Whether anyone listens; emitting is skipped when nobody does.
    var hasSubscribers: Bool { subscriberCount.load(ordering: .acquiring) > 0 }

    private func remove(_ token: UInt64) {
        state.withLock { state in
            state.subscribers.removeValue(forKey: token)
            subscriberCount.store(state.subscribers.count, ordering: .releasing)
        }
    }

    func emit(_ event: RunEvent) {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers {
            subscriber.yield(event)
        }
    }

    func finish() {
        let subscribers = state.withLock { state in
            defer {
                state.subscribers.removeAll()
                subscriberCount.store(0, ordering: .releasing)
            }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers {
            subscriber.finish()
        }
    }
}
