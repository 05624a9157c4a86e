import IntentRuntime
import RuntimeTestSupport
import Testing

@Suite("IntentExecutor: serialization and phases")
struct IntentExecutorTests {
    @Test func runsAnIntentAndReportsItsValue() async throws {
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(timeout: ExecutorConfiguration.notAboutTimeLimit))
        let probe = Probe()
        let outcome = await executor.run(InterleavingIntent(tag: 7, probe: probe))
        #expect(outcome.phase == .succeeded)
        #expect(outcome.value as? Int == 7)
        #expect(outcome.actionIdentifier == "InterleavingIntent")
        #expect(probe.performs == 1)
    }

    @Test func phasesAreStreamedInOrder() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let events = executor.events()
        _ = await executor.run(NoOpIntent())
        _ = await executor.run(GatedIntent(probe: Probe(), gate: openGate(), behaviour: .fail))
        var phases: [String] = []
        for await event in events {
            phases.append("\(event.runID) \(event.actionIdentifier) \(event.phase)")
            if phases.count == 6 { break }
        }
        #expect(
            phases == [
                "#1 NoOpIntent queued", "#1 NoOpIntent running", "#1 NoOpIntent succeeded",
                "#2 GatedIntent queued", "#2 GatedIntent running", "#2 GatedIntent failed",
            ]
        )
    }

    @Test func aThrownErrorIsTheOutcomesError() async throws {
        let executor = IntentExecutor(configuration: .notAboutTime)
        let outcome = await executor.run(GatedIntent(probe: Probe(), gate: openGate(), behaviour: .fail))
        #expect(outcome.phase == .failed)
        #expect(outcome.error as? IntentFailure == IntentFailure())
    }

    @Test func serialPolicyRunsOnePerformAtATimeInArrivalOrder() async throws {
        let executor = IntentExecutor(configuration: ExecutorConfiguration(reentrancy: .allow))
        let probe = Probe()
        let outcomes = await withTaskGroup(of: (Int, RunOutcome).self) { group in
            for tag in 0..<1_000 {
                group.addTask {
                    let intent = InterleavingIntent(tag: tag, probe: probe)
                    return (tag, await executor.run(intent, actionIdentifier: "Intent\(tag % 50)"))
                }
            }
            var outcomes: [Int: RunOutcome] = [:]
            for await (tag, outcome) in group { outcomes[tag] = outcome }
            return outcomes
        }
        #expect(outcomes.count == 1_000)
        #expect(outcomes.values.allSatisfy { $0.phase == .succeeded })
        #expect(Set(outcomes.values.map(\.actionIdentifier)).count == 50)
        #expect(probe.performs == 1_000)
        // Never two performs between suspension points at once…
        #expect(probe.maxExecuting == 1)
        // …yet runs did interleave at their suspension points.
        #expect(probe.maxInFlight > 1)
        // Starts follow arrival order: run identifiers are handed out on arrival.
        let startOrder = probe.startedTags.compactMap { outcomes[$0]?.runID }
        #expect(startOrder.count == 1_000)
        #expect(startOrder == startOrder.sorted())
    }

    @Test(arguments: [1, 3, 8])
    func boundedPolicyNeverExceedsItsLimit(maxRuns: Int) async throws {
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(
                concurrency: .concurrent(maxRuns: maxRuns), reentrancy: .allow,
                timeout: ExecutorConfiguration.notAboutTimeLimit)
        )
        let probe = Probe()
        let phases = await withTaskGroup(of: RunPhase.self) { group in
            for tag in 0..<1_000 {
                group.addTask {
                    let intent = InterleavingIntent(tag: tag, probe: probe, yields: 5)
                    return await executor.run(intent, actionIdentifier: "Intent\(tag % 50)").phase
                }
            }
            return await group.reduce(into: [RunPhase]()) { $0.append($1) }
        }
        #expect(phases.count == 1_000)
        #expect(phases.allSatisfy { $0 == .succeeded })
        #expect(probe.performs == 1_000)
        #expect(probe.maxInFlight <= maxRuns)
    }

    @Test func boundedPolicyAdmitsInArrivalOrder() async throws {
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(
                concurrency: .concurrent(maxRuns: 1), reentrancy: .allow,
                timeout: ExecutorConfiguration.notAboutTimeLimit)
        )
        let blocker = Probe()
        let gate = Gate()
        let started = Gate()
        async let first = executor.run(GatedIntent(probe: blocker, gate: gate, started: started))
        try await started.wait()
        // The blocked run holds the only slot; queue the others one after another.
        let probe = Probe()
        let events = executor.events()
        let outcomes = await withTaskGroup(of: RunOutcome.self) { group in
            var queued = 0
            var iterator = events.makeAsyncIterator()
            for tag in 0..<20 {
                group.addTask { await executor.run(InterleavingIntent(tag: tag, probe: probe)) }
                while queued <= tag, let event = await iterator.next() {
                    if event.phase == .queued { queued += 1 }
                }
            }
            gate.open()
            return await group.reduce(into: [RunOutcome]()) { $0.append($1) }
        }
        #expect(await first.phase == .succeeded)
        let runIDByTag = Dictionary(uniqueKeysWithValues: outcomes.map { (($0.value as? Int) ?? -1, $0.runID) })
        let startOrder = probe.startedTags.compactMap { runIDByTag[$0] }
        #expect(startOrder.count == 20)
        #expect(startOrder == startOrder.sorted())
    }

    @Test func cancellingAQueuedRunEndsItWithoutStartingIt() async throws {
        let reloader = RecordingReloader()
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(
                concurrency: .concurrent(maxRuns: 1), reentrancy: .allow,
                timeout: ExecutorConfiguration.notAboutTimeLimit),
            reloader: reloader
        )
        let probe = Probe()
        let gate = Gate()
        let started = Gate()
        async let first = executor.run(GatedIntent(probe: probe, gate: gate, started: started))
        try await started.wait()
        let events = executor.events()
        let waiting = Task { await executor.run(InterleavingIntent(tag: 1, probe: probe)) }
        for await event in events where event.phase == .queued { break }
        waiting.cancel()
        let cancelled = await waiting.value
        gate.open()
        #expect(cancelled.phase == .cancelled)
        #expect(await first.phase == .succeeded)
        #expect(probe.performs == 1)
        #expect(reloader.count == 1)
    }

    private func openGate() -> Gate {
        let gate = Gate()
        gate.open()
        return gate
    }
}
