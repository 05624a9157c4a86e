/// Fans run events out to every subscribed stream.
final class EventBroadcaster: Sendable {
    private struct State {
        var nextToken: UInt64 = 0
        var subscribers: [UInt64: AsyncStream<RunEvent>.Continuation] = [:]
    }

    private let state = Locked(State())

    /// A new stream of every event emitted from now on.
    func subscribe(bufferingNewest limit: Int) -> AsyncStream<RunEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: RunEvent.self,
            bufferingPolicy: .bufferingNewest(max(1, limit))
        )
        let token = state.withLock { state in
            state.nextToken += 1
            state.subscribers[state.nextToken] = continuation
            return state.nextToken
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: token) }
        }
        return stream
    }

    /// Whether anyone listens; emitting is skipped when nobody does.
    var hasSubscribers: Bool { state.withLock { !$0.subscribers.isEmpty } }

    func emit(_ event: RunEvent) {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers {
            subscriber.yield(event)
        }
    }

    func finish() {
        let subscribers = state.withLock { state in
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers {
            subscriber.finish()
        }
    }
}
