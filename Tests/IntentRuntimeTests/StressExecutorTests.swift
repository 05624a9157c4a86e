import Foundation
import IntentRuntime
import Testing

// Stress and fault tests of the executor: 10,000 concurrent requests over many action identifiers, with a
// seeded mix of instant, slow, throwing, cancelled and timing-out intents. Every failure message names the seed;
// rerun one configuration with `STRESS_SEED=<seed> swift test --filter StressExecutorTests`.

/// Progress lines on standard error, when `STRESS_VERBOSE=1`.
func stressLog(_ line: @autoclosure () -> String) {
    guard ProcessInfo.processInfo.environment["STRESS_VERBOSE"] == "1" else { return }
    FileHandle.standardError.write(Data("stress: \(line())\n".utf8))
}

// MARK: - A lock ThreadSanitizer sees

/// A value behind an `NSLock`. The stress tests use it instead of `Synchronization.Mutex`, whose futex-based lock
/// ThreadSanitizer does not model on Linux (it reports "Swift access race" inside `withLock` bodies with no race),
/// so that a TSan run of these tests reports only real races.
final class StressLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// MARK: - Seeded randomness

/// SplitMix64: a tiny, fast, seedable generator, so that every stress run replays from its seed.
struct StressRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed from `STRESS_SEED` when set, else `fallback`.
    static func seed(_ fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["STRESS_SEED"].flatMap { UInt64($0) } ?? fallback
    }
}

// MARK: - The intent under stress

/// What one stress request's intent does.
enum StressBehaviour: String, Sendable, CaseIterable {
    /// Returns at once.
    case instant
    /// Suspends briefly (yields and a 1 ms sleep), then returns.
    case slow
    /// Throws ``StressFailure``.
    case throwing
    /// Sleeps far longer than the executor's timeout: only the timeout ends it.
    case hanging
    /// Like `hanging`, but the caller cancels its task.
    case cancelledByCaller

    /// Picks a behaviour with fixed weights: 40% instant, 25% slow, 15% throwing, 20% cancelled, of which
    /// `hangingPerMille` ‰ hanging (taken from instant).
    static func pick(using random: inout StressRandom, hangingPerMille: Int) -> StressBehaviour {
        let roll = Int(random.next() % 1000)
        switch roll {
        case ..<hangingPerMille: return .hanging
        case ..<400: return .instant
        case ..<650: return .slow
        case ..<800: return .throwing
        default: return .cancelledByCaller
        }
    }
}

/// The error a `throwing` stress intent throws, naming its request.
struct StressFailure: Error, Equatable {
    let request: Int
}

/// Counts what stress intents do: how often each request's instance entered `perform()`.
final class StressLedger: Sendable {
    private let performs = StressLocked<[Int: Int]>([:])

    func performed(_ request: Int) {
        performs.withLock { $0[request, default: 0] += 1 }
    }

    func performCount(_ request: Int) -> Int {
        performs.withLock { $0[request] ?? 0 }
    }

    var totalPerforms: Int { performs.withLock { $0.values.reduce(0, +) } }
}

/// One intent type serves every stress request: the request number, behaviour and ledger are set on the instance.
struct StressIntent: AppIntent {
    static let title: LocalizedStringResource = "Stress"

    var request = -1
    var behaviour = StressBehaviour.instant
    var ledger: StressLedger?

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        ledger?.performed(request)
        switch behaviour {
        case .instant:
            break
        case .slow:
            await Task.yield()
            try await Task.sleep(for: .milliseconds(1))
            await Task.yield()
        case .throwing:
            await Task.yield()
            throw StressFailure(request: request)
        case .hanging, .cancelledByCaller:
            try await Task.sleep(for: .seconds(3_600))
        }
        return .result(value: request)
    }
}

/// Records every reload the executor asks for; each stress request passes its own widget kind, `req-<n>`.
final class StressReloader: TimelineReloader {
    private let calls = StressLocked<[String: Int]>([:])

    func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        calls.withLock { calls in
            for kind in kinds ?? ["<all>"] { calls[kind, default: 0] += 1 }
        }
    }

    var byKind: [String: Int] { calls.withLock { $0 } }
}

/// A flag that can be claimed once, by whichever task gets there first.
final class StressOnce: Sendable {
    private let claimed = StressLocked(false)

    /// Returns `true` to the first caller only.
    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}

final class StressPending: Sendable {
    private let state: StressLocked<[Int: StressExecutorTests.Request]>

    init(_ requests: [StressExecutorTests.Request]) {
        state = StressLocked(Dictionary(uniqueKeysWithValues: requests.map { ($0.index, $0) }))
    }

    func done(_ index: Int) {
        _ = state.withLock { $0.removeValue(forKey: index) }
    }

    var remaining: [StressExecutorTests.Request] { state.withLock { $0.values.sorted { $0.index < $1.index } } }
}

// MARK: - Tests

@Suite("Stress: executor")
struct StressExecutorTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var requests: Int
        var keys: Int
        var concurrency: ExecutorConfiguration.ConcurrencyPolicy
        var reentrancy: ExecutorConfiguration.ReentrancyPolicy
        var timeout: Duration
        var hangingPerMille: Int

        var testDescription: String {
            "seed \(seed), \(requests) requests over \(keys) keys, \(concurrency), \(reentrancy)"
        }
    }

    static func configurations(
        _ reentrancy: ExecutorConfiguration.ReentrancyPolicy,
        seeds: (serial: UInt64, concurrent: UInt64)
    ) -> [Configuration] {
        [(seeds.serial, ExecutorConfiguration.ConcurrencyPolicy.serial), (seeds.concurrent, .concurrent(maxRuns: 64))]
            .map { seed, concurrency in
                Configuration(
                    seed: StressRandom.seed(seed), requests: 10_000, keys: 2_000, concurrency: concurrency,
                    reentrancy: reentrancy, timeout: .seconds(20), hangingPerMille: 1)
            }
    }

    /// What one request was and how it ended.
    struct Request: Sendable {
        let index: Int
        let key: String
        let behaviour: StressBehaviour
        let yieldsBeforeSending: Int
        let yieldsBeforeCancel: Int
    }

    // The timeout (20 s) is long enough that only a hanging intent reaches it on a loaded machine: with the whole
    // suite running on 2 cores, CPU-bound tests can hold the cooperative pool for seconds, and a 5 s timeout made
    // a few 1 ms intents time out. The ~10 hanging runs per configuration overlap, so they add one timeout.
    @Test(arguments: configurations(.reject, seeds: (0x1A7E_2026, 0x1A7E_2028)))
    func rejectingGuard(_ configuration: Configuration) async throws {
        try await checkInvariants(configuration)
    }

    // With `.coalesce` every caller shares the outcome of the run it joined. Before ca5246c about 50 of 10,000
    // coalesced callers never got one ("SWIFT TASK CONTINUATION MISUSE: run(_:identifier:widgetKinds:chain:) leaked
    // its continuation"); `STRESS_VERBOSE=1` lists the requests still pending after 20 s.
    @Test(arguments: configurations(.coalesce, seeds: (0x1A7E_2027, 0x1A7E_2029)))
    func coalescingGuard(_ configuration: Configuration) async throws {
        try await checkInvariants(configuration)
    }

    func checkInvariants(_ configuration: Configuration) async throws {
        let seed = configuration.seed
        var random = StressRandom(seed: seed)
        let requests = (0..<configuration.requests).map { index in
            Request(
                index: index,
                key: "action-\(random.next() % UInt64(configuration.keys))",
                behaviour: StressBehaviour.pick(using: &random, hangingPerMille: configuration.hangingPerMille),
                yieldsBeforeSending: Int(random.next() % 8),
                yieldsBeforeCancel: Int(random.next() % 4)
            )
        }
        let ledger = StressLedger()
        let reloader = StressReloader()
        var executor: IntentExecutor? = IntentExecutor(
            configuration: ExecutorConfiguration(
                concurrency: configuration.concurrency,
                reentrancy: configuration.reentrancy,
                timeout: configuration.timeout
            ),
            reloader: reloader
        )
        let events = try #require(executor).events(bufferingNewest: 1 << 20)
        let collector = Task { () -> [RunEvent] in
            var collected: [RunEvent] = []
            for await event in events { collected.append(event) }
            return collected
        }

        stressLog("sending \(configuration.testDescription)")
        let outcomes: [Int: RunOutcome]
        do {
            let sending = try #require(executor)
            outcomes = try await Self.bounded(seconds: 300, "seed \(seed): requests still pending after 300 s") {
                await Self.send(requests, to: sending, ledger: ledger)
            }
        }
        stressLog("sent \(configuration.testDescription)")

        // Every request got exactly one outcome, in a terminal phase that fits its behaviour.
        #expect(outcomes.count == requests.count, "seed \(seed)")
        var runOwners: [UInt64: [Int]] = [:]
        for request in requests {
            guard let outcome = outcomes[request.index] else {
                Issue.record("seed \(seed): request \(request.index) got no outcome")
                continue
            }
            #expect(outcome.phase.isTerminal, "seed \(seed): request \(request.index): \(outcome)")
            runOwners[outcome.runID.rawValue, default: []].append(request.index)
            let allowed = Self.allowedPhases(request.behaviour, reentrancy: configuration.reentrancy)
            #expect(
                allowed.contains(outcome.phase),
                "seed \(seed): request \(request.index) (\(request.behaviour)) ended \(outcome.phase): \(outcome)"
            )
            if outcome.phase == .failed, configuration.reentrancy == .reject {
                #expect((outcome.error as? StressFailure)?.request == request.index, "seed \(seed): \(outcome)")
            }
            // No run executed twice: an instance entered perform() at most once.
            #expect(ledger.performCount(request.index) <= 1, "seed \(seed): request \(request.index) ran twice")
            if [.succeeded, .failed, .timedOut].contains(outcome.phase), outcome.actionIdentifier == request.key,
                configuration.reentrancy == .reject
            {
                #expect(ledger.performCount(request.index) == 1, "seed \(seed): request \(request.index) never ran")
            }
        }

        // No guard left held; nobody still waits; a fresh request for every key runs.
        if let live = executor {
            await Self.checkEveryGuardReleased(live, keys: Set(requests.map(\.key)), ledger: ledger, seed: seed)
        }

        // The executor drains: released, it ends its event stream (no task still holds it).
        executor = nil
        let collected = try await Self.bounded(seconds: 120, "seed \(seed): the event stream never ended") {
            await collector.value
        }
        let phasesByRun = Dictionary(grouping: collected, by: \.runID.rawValue).mapValues { $0.map(\.phase) }
        let runsOfRequests = Set(outcomes.values.map(\.runID.rawValue))
        for run in runsOfRequests {
            let phases = phasesByRun[run] ?? []
            let terminal = phases.filter(\.isTerminal)
            #expect(terminal.count == 1, "seed \(seed): run \(run) has terminal phases \(phases)")
            #expect(phases.first == .queued, "seed \(seed): run \(run) has phases \(phases)")
            #expect(phases.count <= 3 && phases.last?.isTerminal == true, "seed \(seed): run \(run): \(phases)")
        }
        for (run, indices) in runOwners where indices.count > 1 {
            #expect(configuration.reentrancy == .coalesce, "seed \(seed): run \(run) shared by \(indices)")
        }

        // No reload lost or doubled: one reload per run that reached `running`, for that run's own request.
        let started = Set(collected.filter { $0.phase == .running }.map(\.runID.rawValue))
        let reloads = reloader.byKind
        var reloadedRuns: [UInt64: Int] = [:]
        for (kind, count) in reloads where kind.hasPrefix("req-") {
            let index = try #require(Int(kind.dropFirst(4)))
            #expect(count == 1, "seed \(seed): \(kind) reloaded \(count) times")
            if let run = outcomes[index]?.runID.rawValue { reloadedRuns[run, default: 0] += count }
        }
        for run in runsOfRequests {
            let expected = started.contains(run) ? 1 : 0
            #expect(
                reloadedRuns[run] ?? 0 == expected, "seed \(seed): run \(run) got \(reloadedRuns[run] ?? 0) reloads")
        }
        #expect(reloads.keys.filter { $0.hasPrefix("fresh-") }.count == Set(requests.map(\.key)).count)
        #expect(ledger.totalPerforms == started.count, "seed \(seed): perform() calls vs runs that started")
        let cancelled = requests.filter { $0.behaviour == .cancelledByCaller }
        #expect(
            cancelled.isEmpty || cancelled.contains { outcomes[$0.index]?.phase == .cancelled },
            "seed \(seed): no cancelled request ended cancelled"
        )
    }

    /// Checks that no guard is held and nobody waits, then runs a fresh request for every key.
    static func checkEveryGuardReleased(
        _ live: IntentExecutor, keys: Set<String>, ledger: StressLedger, seed: UInt64
    ) async {
        for key in keys.sorted() {
            #expect(!live.isGuarded(key), "seed \(seed): guard \(key) still held")
            #expect(live.coalescedCallerCount(forKey: key) == 0, "seed \(seed): callers still wait on \(key)")
            let fresh = StressIntent(request: -2, behaviour: .instant, ledger: ledger)
            let outcome = await live.run(fresh, actionIdentifier: key, widgetKinds: ["fresh-\(key)"])
            #expect(outcome.phase == .succeeded, "seed \(seed): fresh request for \(key): \(outcome)")
        }
    }

    /// The phases a request may end in, whatever the timing.
    static func allowedPhases(
        _ behaviour: StressBehaviour,
        reentrancy: ExecutorConfiguration.ReentrancyPolicy
    ) -> Set<RunPhase> {
        // A coalesced caller gets the outcome of the run it joined, whatever that run did.
        if reentrancy == .coalesce { return [.succeeded, .failed, .timedOut, .cancelled] }
        switch behaviour {
        case .instant, .slow: return [.succeeded, .rejected]
        case .throwing: return [.failed, .rejected]
        case .hanging: return [.timedOut, .rejected]
        case .cancelledByCaller: return [.cancelled, .rejected]
        }
    }

    /// Sends every request at once, each from its own task; a `cancelledByCaller` request's task is cancelled
    /// after a few yields.
    static func send(
        _ requests: [Request],
        to executor: IntentExecutor,
        ledger: StressLedger
    ) async -> [Int: RunOutcome] {
        await withTaskGroup(of: (Int, RunOutcome).self) { group in
            for request in requests {
                let intent = StressIntent(request: request.index, behaviour: request.behaviour, ledger: ledger)
                let key = request.key
                let kind = "req-\(request.index)"
                group.addTask {
                    for _ in 0..<request.yieldsBeforeSending { await Task.yield() }
                    let task = Task { await executor.run(intent, actionIdentifier: key, widgetKinds: [kind]) }
                    if request.behaviour == .cancelledByCaller {
                        for _ in 0..<request.yieldsBeforeCancel { await Task.yield() }
                        task.cancel()
                    }
                    return (request.index, await task.value)
                }
            }
            var outcomes: [Int: RunOutcome] = [:]
            let pending = StressPending(requests)
            let watchdog = Task {
                try await Task.sleep(for: .seconds(20))
                for request in pending.remaining.prefix(20) {
                    let guarded = executor.isGuarded(request.key)
                    let waiting = executor.coalescedCallerCount(forKey: request.key)
                    stressLog("pending after 20 s: \(request), guard held: \(guarded), coalesced callers: \(waiting)")
                }
            }
            defer { watchdog.cancel() }
            for await (index, outcome) in group {
                pending.done(index)
                outcomes[index] = outcome
                if outcomes.count.isMultiple(of: 1000) { stressLog("\(outcomes.count) outcomes") }
            }
            return outcomes
        }
    }

    /// Awaits `body`, recording an issue and throwing when it takes longer than `seconds`: a hang guard, not a
    /// timing assertion (the limit is far above any expected duration). On a hang `body`'s task is left behind.
    static func bounded<T: Sendable>(
        seconds: Int,
        _ message: String,
        _ body: @escaping @Sendable () async -> T
    ) async throws -> T {
        let settled = StressOnce()
        let result: T? = await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            Task {
                let value = await body()
                if settled.claim() { continuation.resume(returning: value) }
            }
            Task {
                try? await Task.sleep(for: .seconds(seconds))
                if settled.claim() { continuation.resume(returning: nil) }
            }
        }
        guard let result else {
            Issue.record(Comment(rawValue: message))
            throw CancellationError()
        }
        return result
    }
}
