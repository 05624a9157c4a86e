import IntentRuntime

/// A one-shot gate: `wait()` suspends until `open()`; a cancelled waiter throws.
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        var nextToken: UInt64 = 0
    }

    private let state = Locked(State())

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    var waiterCount: Int { state.withLock { $0.waiters.count } }

    func wait() async throws {
        let token = state.withLock { state in
            state.nextToken += 1
            return state.nextToken
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resume: Result<Void, any Error>? = state.withLock { state in
                    if state.isOpen { return .success(()) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waiters[token] = continuation
                    return nil
                }
                if let resume { continuation.resume(with: resume) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: token) }
            waiter?.resume(throwing: CancellationError())
        }
    }
}

/// Counts what intents do: performs, who is executing, the order of starts.
final class Probe: Sendable {
    private struct State {
        var performs = 0
        var executing = 0
        var maxExecuting = 0
        var inFlight = 0
        var maxInFlight = 0
        var startedTags: [Int] = []
    }

    private let state = Locked(State())

    /// A run entered `perform()`.
    func started(tag: Int = 0) {
        state.withLock { state in
            state.performs += 1
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
            state.startedTags.append(tag)
        }
        resumeExecuting()
    }

    /// A run left `perform()`.
    func finished() {
        suspendExecuting()
        state.withLock { $0.inFlight -= 1 }
    }

    /// A run left `perform()` from a suspension (by throwing).
    func finishedWhileSuspended() {
        state.withLock { $0.inFlight -= 1 }
    }

    /// Code between two suspension points begins.
    func resumeExecuting() {
        state.withLock { state in
            state.executing += 1
            state.maxExecuting = max(state.maxExecuting, state.executing)
        }
    }

    /// Code between two suspension points ends.
    func suspendExecuting() {
        state.withLock { $0.executing -= 1 }
    }

    var performs: Int { state.withLock { $0.performs } }
    var maxExecuting: Int { state.withLock { $0.maxExecuting } }
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }
    var inFlight: Int { state.withLock { $0.inFlight } }
    var startedTags: [Int] { state.withLock { $0.startedTags } }
}

/// Records every reload request.
final class RecordingReloader: TimelineReloader {
    private let calls = Locked<[(String, [String]?)]>([])

    func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        calls.withLock { $0.append((actionIdentifier, kinds)) }
    }

    var count: Int { calls.withLock { $0.count } }

    func count(for identifier: String) -> Int { calls.withLock { $0.filter { $0.0 == identifier }.count } }

    var kinds: [[String]?] { calls.withLock { $0.map(\.1) } }
}

/// A test failure thrown from `perform()`.
struct IntentFailure: Error, Equatable {
    var reason = "boom"
}

// MARK: - Test intents

/// Records its start, yields a few times (suspension points), then returns its tag.
struct InterleavingIntent: AppIntent {
    static let title: LocalizedStringResource = "Interleaving"

    var tag = 0
    var probe = Probe()
    var yields = 3

    init() {}

    init(tag: Int, probe: Probe, yields: Int = 3) {
        self.tag = tag
        self.probe = probe
        self.yields = yields
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        probe.started(tag: tag)
        for _ in 0..<yields {
            probe.suspendExecuting()
            await Task.yield()
            probe.resumeExecuting()
        }
        probe.finished()
        return .result(value: tag)
    }
}

/// Waits for its gate, then succeeds, throws, or keeps waiting, as told.
struct GatedIntent: AppIntent {
    enum Behaviour: Sendable {
        case succeed
        case fail
    }

    static let title: LocalizedStringResource = "Gated"

    var probe = Probe()
    var gate = Gate()
    var started: Gate? = nil
    var behaviour = Behaviour.succeed

    init() {}

    init(probe: Probe, gate: Gate, started: Gate? = nil, behaviour: Behaviour = .succeed) {
        self.probe = probe
        self.gate = gate
        self.started = started
        self.behaviour = behaviour
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        probe.started()
        started?.open()
        probe.suspendExecuting()
        do {
            try await gate.wait()
        } catch {
            probe.finishedWhileSuspended()
            throw error
        }
        probe.resumeExecuting()
        probe.finished()
        if behaviour == .fail { throw IntentFailure() }
        return .result(value: probe.performs)
    }
}

/// Returns at once.
struct NoOpIntent: AppIntent {
    static let title: LocalizedStringResource = "No-op"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
