import IntentRuntime

/// A gate that holds runs in flight until a test opens it: to tap twice while the first run is
/// still going, or to look at a host while a run waits.
///
/// Runs arrive at a gate in one of two ways: ``IntentTestHost/hold(runsOf:at:)`` holds every
/// run of an intent after its `perform()` (the run, and its reentrancy guard, stay in flight; its
/// widgets reload only once the gate opens), and a test's own intent can call ``pass()`` in its
/// `perform()`. A gate opens once and stays open.
///
/// ```swift
/// let gate = RunGate()
/// host.hold(runsOf: "ConfigurationAppIntent", at: gate)
/// async let first = intent.run()
/// await gate.waitForArrivals(1)
/// // … a second run is rejected while the first is held …
/// gate.open()
/// _ = try await first
/// ```
public final class RunGate: Sendable {
    private struct State {
        var isOpen = false
        var arrivals = 0
        var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var nextToken: UInt64 = 0
    }

    private let state = Locked(State())

    /// Creates a closed gate.
    public init() {}

    /// How many runs have arrived at the gate so far.
    public var arrivals: Int { state.withLock { $0.arrivals } }

    /// Whether the gate is open.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Waits at the gate until it opens; returns at once when it is open.
    /// - Throws: `CancellationError` when the waiting task is cancelled (a run's timeout cancels it).
    public func pass() async throws {
        let token = state.withLock { state in
            state.nextToken += 1
            return state.nextToken
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resume, watchers) = state.withLock {
                    state -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
                    state.arrivals += 1
                    let ready = state.watchers.filter { $0.count <= state.arrivals }.map(\.continuation)
                    state.watchers.removeAll { $0.count <= state.arrivals }
                    if state.isOpen { return (.success(()), ready) }
                    if Task.isCancelled { return (.failure(CancellationError()), ready) }
                    state.waiters[token] = continuation
                    return (nil, ready)
                }
                watchers.forEach { $0.resume() }
                if let resume { continuation.resume(with: resume) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: token) }
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// Opens the gate: every run waiting at it goes on, and later ones pass at once.
    public func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    /// Waits until at least `count` runs have arrived at the gate, without timing.
    /// - Parameter count: The number of arrivals to wait for.
    public func waitForArrivals(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.arrivals >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
