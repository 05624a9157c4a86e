import IntentRuntime
import RuntimeTestSupport
import Testing

@Suite("IntentExecutor: reentrancy guard")
struct ReentrancyGuardTests {
    @Test func rejectLetsOneOfAThousandTapsRun() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: reloader)
        let probe = Probe()
        let gate = Gate()
        let phases = await withTaskGroup(of: RunOutcome.self) { group in
            for _ in 0..<1_000 {
                group.addTask { await executor.run(GatedIntent(probe: probe, gate: gate)) }
            }
            var phases: [RunPhase: Int] = [:]
            for await outcome in group {
                phases[outcome.phase, default: 0] += 1
                if phases[.rejected] == 999 { gate.open() }
            }
            return phases
        }
        #expect(phases == [.succeeded: 1, .rejected: 999])
        #expect(probe.performs == 1)
        #expect(reloader.count == 1)
        #expect(executor.isGuarded("GatedIntent") == false)
    }

    @Test func rejectionNamesTheInFlightRun() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let gate = Gate()
        let started = Gate()
        async let first = executor.run(GatedIntent(probe: Probe(), gate: gate, started: started))
        try await started.wait()
        let second = await executor.run(GatedIntent(probe: Probe(), gate: gate))
        gate.open()
        #expect(await first.phase == .succeeded)
        let error = try #require(second.error as? ExecutionError)
        #expect(error.code == .rejectedInFlight)
        #expect(error.message.contains("GatedIntent"))
        #expect(error.message.contains("#1"))
    }

    @Test func coalesceGivesAThousandCallersTheSameOutcome() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(reentrancy: .coalesce),
            reloader: reloader
        )
        let probe = Probe()
        let gate = Gate()
        let started = Gate()
        let outcomes = await withTaskGroup(of: RunOutcome.self) { group in
            for _ in 0..<1_000 {
                group.addTask { await executor.run(GatedIntent(probe: probe, gate: gate, started: started)) }
            }
            // One run starts; the other 999 callers join it. Then let it finish.
            try? await started.wait()
            while executor.coalescedCallerCount(forKey: "GatedIntent") < 999 { await Task.yield() }
            gate.open()
            return await group.reduce(into: [RunOutcome]()) { $0.append($1) }
        }
        #expect(outcomes.count == 1_000)
        #expect(probe.performs == 1)
        #expect(Set(outcomes.map(\.runID)).count == 1)
        #expect(outcomes.allSatisfy { $0.phase == .succeeded && $0.value as? Int == 1 })
        #expect(reloader.count == 1)
    }

    @Test(.timeLimit(.minutes(2)), arguments: [0, 16])
    func everyCoalescedCallerGetsAnOutcomeUnderChurn(maxRuns: Int) async throws {
        // Runs end while callers are joining them: a caller that arrives as the run ends must
        // not be left waiting on a run that already released its guard.
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(
                concurrency: maxRuns == 0 ? .serial : .concurrent(maxRuns: maxRuns),
                reentrancy: .coalesce
            )
        )
        let phases = await withTaskGroup(of: RunPhase.self) { group in
            for index in 0..<5_000 {
                group.addTask {
                    let key = "Key\(index * 7_919 % 1_000)"
                    let intent = NappingIntent(naps: index.isMultiple(of: 3))
                    guard index % 7 < 2 else {
                        for _ in 0..<(index % 8) { await Task.yield() }
                        return await executor.run(intent, actionIdentifier: key).phase
                    }
                    let tap = Task { await executor.run(intent, actionIdentifier: key) }
                    for _ in 0..<(index % 4) { await Task.yield() }
                    tap.cancel()
                    return await tap.value.phase
                }
            }
            return await group.reduce(into: [RunPhase]()) { $0.append($1) }
        }
        #expect(phases.count == 5_000)
        #expect(phases.allSatisfy { [.succeeded, .cancelled].contains($0) })
    }

    @Test func allowRunsEveryTap() async throws {
        let executor = IntentExecutor(configuration: ExecutorConfiguration(reentrancy: .allow))
        let probe = Probe()
        let gate = Gate()
        let outcomes = await withTaskGroup(of: RunOutcome.self) { group in
            for _ in 0..<10 {
                group.addTask { await executor.run(GatedIntent(probe: probe, gate: gate)) }
            }
            while gate.waiterCount < 10 { await Task.yield() }
            gate.open()
            return await group.reduce(into: [RunOutcome]()) { $0.append($1) }
        }
        #expect(outcomes.allSatisfy { $0.phase == .succeeded })
        #expect(probe.performs == 10)
    }

    @Test func parameterKeyedGuardSeparatesDifferentValues() async throws {
        let executor = IntentExecutor(configuration: ExecutorConfiguration(guardKey: .actionIdentifierAndParameters))
        let gate = Gate()
        let started = Gate()
        let first = StepIntent(step: 1, gate: gate, started: started)
        async let firstOutcome = executor.run(first)
        try await started.wait()
        let sameValue = await executor.run(StepIntent(step: 1, gate: gate))
        let otherStarted = Gate()
        async let otherValue = executor.run(StepIntent(step: 2, gate: gate, started: otherStarted))
        try await otherStarted.wait()
        gate.open()
        #expect(sameValue.phase == .rejected)
        #expect(await otherValue.phase == .succeeded)
        #expect(await firstOutcome.phase == .succeeded)
    }

    // MARK: - The guard is released on every terminal phase

    @Test func guardIsReleasedAfterTheRunThrows() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let probe = Probe()
        let failed = await executor.run(GatedIntent(probe: probe, gate: open(), behaviour: .fail))
        let next = await executor.run(GatedIntent(probe: probe, gate: open()))
        #expect(failed.phase == .failed)
        #expect(next.phase == .succeeded)
        #expect(probe.performs == 2)
    }

    @Test func guardIsReleasedAfterTheRunIsCancelled() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let probe = Probe()
        let started = Gate()
        let run = Task { await executor.run(GatedIntent(probe: probe, gate: Gate(), started: started)) }
        try await started.wait()
        run.cancel()
        let cancelled = await run.value
        let next = await executor.run(GatedIntent(probe: probe, gate: open()))
        #expect(cancelled.phase == .cancelled)
        #expect(next.phase == .succeeded)
        #expect(probe.performs == 2)
    }

    @Test func guardIsReleasedAfterTheRunTimesOut() async throws {
        let executor = IntentExecutor(configuration: ExecutorConfiguration(timeout: .milliseconds(500)))
        let probe = Probe()
        let timedOut = await executor.run(GatedIntent(probe: probe, gate: Gate()))
        let next = await executor.run(GatedIntent(probe: probe, gate: open()))
        #expect(timedOut.phase == .timedOut)
        #expect(next.phase == .succeeded)
        #expect(probe.performs == 2)
    }

    private func open() -> Gate {
        let gate = Gate()
        gate.open()
        return gate
    }
}

/// An intent with a parameter, for parameter-keyed guards.
struct StepIntent: AppIntent {
    static let title: LocalizedStringResource = "Step"

    @Parameter(title: "Step", default: 1)
    var step: Int

    var gate = Gate()
    var started: Gate? = nil

    init() {}

    init(step: Int, gate: Gate, started: Gate? = nil) {
        self.step = step
        self.gate = gate
        self.started = started
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        started?.open()
        try await gate.wait()
        return .result(value: step)
    }
}

/// Returns at once, or after a 1 ms nap.
struct NappingIntent: AppIntent {
    static let title: LocalizedStringResource = "Napping"

    var naps = false

    init() {}

    init(naps: Bool) {
        self.naps = naps
    }

    func perform() async throws -> some IntentResult {
        if naps { try await Task.sleep(for: .milliseconds(1)) }
        return .result()
    }
}
