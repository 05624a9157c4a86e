import IntentRuntime
import RuntimeTestSupport
import Testing

@Suite("IntentExecutor: timeouts, cancellation, reloads, opened intents")
struct RunLifecycleTests {
    @Test func aRunLongerThanTheTimeoutEndsTimedOutAndPerformSeesCancellation() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(timeout: .milliseconds(30)),
            reloader: reloader
        )
        let probe = Probe()
        let outcome = await executor.run(GatedIntent(probe: probe, gate: Gate()))
        #expect(outcome.phase == .timedOut)
        #expect((outcome.error as? ExecutionError)?.code == .timedOut)
        #expect(probe.inFlight == 0)  // perform() returned: the cancellation reached it
        #expect(reloader.count == 1)
    }

    @Test func manyOverlappingRunsAllTimeOutRoundAfterRound() async throws {
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(reentrancy: .allow, timeout: .seconds(3))
        )
        let probe = Probe()
        // Each round waits one timeout; the no-op runs have three seconds to finish in, which a
        // suite-wide run under ThreadSanitizer (stress suites competing for 2 cores) needed: with one
        // second, 48 of 50 timed out there, while alone they pass every time.
        for round in 0..<3 {
            let phases = await withTaskGroup(of: RunPhase.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            return await executor.run(GatedIntent(probe: probe, gate: Gate())).phase
                        }
                        return await executor.run(NoOpIntent()).phase
                    }
                }
                return await group.reduce(into: [RunPhase: Int]()) { $0[$1, default: 0] += 1 }
            }
            #expect(phases == [.timedOut: 25, .succeeded: 25], "round \(round)")
        }
        #expect(probe.inFlight == 0)
    }

    @Test func anInjectedClockTimesRunsOutToo() async throws {
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(
                timeout: .milliseconds(500), timeoutMeasurement: .clock(ForwardingClock()))
        )
        let probe = Probe()
        let timedOut = await executor.run(GatedIntent(probe: probe, gate: Gate()))
        let quick = await executor.run(NoOpIntent())
        #expect(timedOut.phase == .timedOut)
        #expect(probe.inFlight == 0)
        #expect(quick.phase == .succeeded)
    }

    @Test func aRunThatFinishesBeforeTheTimeoutIsNotCancelled() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let gate = Gate()
        let started = Gate()
        async let outcome = executor.run(GatedIntent(probe: Probe(), gate: gate, started: started))
        try await started.wait()
        gate.open()
        #expect(await outcome.phase == .succeeded)
    }

    @Test func cancellingTheCallerCancelsPerform() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: reloader)
        let probe = Probe()
        let started = Gate()
        let run = Task { await executor.run(GatedIntent(probe: probe, gate: Gate(), started: started)) }
        try await started.wait()
        run.cancel()
        let outcome = await run.value
        #expect(outcome.phase == .cancelled)
        #expect(outcome.error is CancellationError)
        #expect(probe.inFlight == 0)
        #expect(reloader.count == 1)
    }

    @Test func aRunCancelledBeforeItStartsIsNotReloaded() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: reloader)
        let probe = Probe()
        let outcome = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await executor.run(InterleavingIntent(tag: 1, probe: probe))
        }.value
        #expect(outcome.phase == .cancelled)
        #expect(probe.performs == 0)
        #expect(reloader.count == 0)
    }

    @Test func reloadHookRunsOncePerStartedRunWithTheTappedKinds() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: reloader)
        _ = await executor.run(NoOpIntent(), widgetKinds: ["Counter"])
        _ = await executor.run(GatedIntent(probe: Probe(), gate: Self.open(), behaviour: .fail))
        #expect(reloader.count == 2)
        #expect(reloader.kinds == [["Counter"], nil])
    }

    @Test func anOpenedIntentRunsNext() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: reloader)
        let outcome = await executor.run(OpenerIntent(next: .followUp))
        #expect(outcome.phase == .succeeded)
        #expect(outcome.chain.map(\.actionIdentifier) == ["OpenerIntent", "FollowUpIntent"])
        #expect(outcome.openedRun?.value as? String == "followed up")
        #expect(outcome.succeeded)
        #expect(reloader.count == 2)
    }

    @Test func anIntentThatOpensItselfIsRefused() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let outcome = await executor.run(OpenerIntent(next: .itself))
        let opened = try #require(outcome.openedRun)
        #expect(outcome.phase == .succeeded)
        #expect(opened.phase == .rejected)
        #expect((opened.error as? ExecutionError)?.code == .openedIntentCycle)
        #expect(!outcome.succeeded)
    }

    @Test func chainsDeeperThanTheLimitAreCut() async throws {
        let executor = IntentExecutor(configuration: ExecutorConfiguration(maximumChainDepth: 1))
        let outcome = await executor.run(OpenerIntent(next: .opener))
        #expect(outcome.chain.map(\.phase) == [.succeeded, .succeeded, .rejected])
        #expect((outcome.chain.last?.error as? ExecutionError)?.code == .openedIntentChainTooDeep)
    }

    private static func open() -> Gate {
        let gate = Gate()
        gate.open()
        return gate
    }
}

/// Opens another intent.
struct OpenerIntent: AppIntent {
    enum Next: Sendable {
        case followUp
        case itself
        case opener
    }

    static let title: LocalizedStringResource = "Opener"

    var next = Next.followUp

    init() {}

    init(next: Next) {
        self.next = next
    }

    func perform() async throws -> some IntentResult & OpensIntent {
        let intent: any AppIntent =
            switch next {
            case .followUp: FollowUpIntent()
            case .itself: OpenerIntent(next: .itself)
            case .opener: SecondOpenerIntent()
            }
        return .result(opensIntent: intent)
    }
}

/// Opens a follow-up.
struct SecondOpenerIntent: AppIntent {
    static let title: LocalizedStringResource = "Second opener"

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: FollowUpIntent())
    }
}

/// The end of a chain.
struct FollowUpIntent: AppIntent {
    static let title: LocalizedStringResource = "Follow up"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "followed up")
    }
}

/// A clock other than `ContinuousClock` (it forwards to one), so the executor takes its generic,
/// clock-sleeping timeout path.
struct ForwardingClock: Clock {
    private let base = ContinuousClock()

    var now: ContinuousClock.Instant { base.now }

    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}
