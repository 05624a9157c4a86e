import Foundation
import IntentRuntime
import Testing

@Suite("WidgetCenter reloads")
struct TimelineReloadTests {
    private static let minute: TimeInterval = 60

    private func makeCenter(
        script: ProviderScript,
        clock: ManualClock,
        kind: String = "counter",
        limits: Limits = .platform
    ) throws -> WidgetCenter {
        let catalog = try WidgetCatalog(widgets: [ScriptedWidget(kind: kind, script: script)], limits: limits)
        return WidgetCenter(catalog: catalog, clock: clock, startDate: midnight)
    }

    @Test("1,000 concurrent requests: never two provider calls at once, and at most 2 calls")
    func coalescing() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        let gate = WidgetGate()
        script.script([.gated(gate), .gated(gate)])
        let center = try makeCenter(script: script, clock: clock)
        var events = center.events().makeAsyncIterator()
        var counts: [WidgetReloadEvent.Phase: Int] = [:]
        try await whileRunning(center) {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<1000 {
                    group.addTask { await center.reloadTimelinesAndWait(ofKind: "counter") }
                }
                // Open the gate only once every request has arrived while the first call runs.
                while counts[.requested, default: 0] < 1000 || counts[.started, default: 0] < 1,
                    let event = await events.next()
                {
                    counts[event.phase, default: 0] += 1
                }
                gate.open()
                while counts[.finished, default: 0] < 2, let event = await events.next() {
                    counts[event.phase, default: 0] += 1
                }
            }
        }
        #expect(script.calls == 2)
        #expect(script.maxActive == 1)
        #expect(counts[.coalesced] == 998)
        #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 2)
        #expect(await center.reloadsToday(ofKind: "counter") == 2)
    }

    @Test("Reloads of one kind never overlap, whatever the arrival order")
    func serialUnderLoad() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        var limits = Limits.platform
        limits.reloadsPerDay = .max
        let center = try makeCenter(script: script, clock: clock, limits: limits)
        try await whileRunning(center) {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<1000 {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            await center.reloadTimelinesAndWait(ofKind: "counter")
                        } else {
                            await center.reloadTimelines(afterRunOf: "Tap", kinds: nil)
                        }
                    }
                }
            }
        }
        #expect(script.maxActive == 1)
        #expect((1...1000).contains(script.calls))
        // Every request returns only after a reload that started after it: the last call's
        // timeline is current.
        #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == script.calls)
    }

    @Test(".after schedules the next reload at its date on the clock")
    func afterPolicy() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight) { now, call in
            Timeline(entries: [NumberEntry(date: now, value: call)], policy: .after(now + 15 * Self.minute))
        }
        let center = try makeCenter(script: script, clock: clock)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")
            _ = await events.next(.finished)
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 15 * Self.minute)

            clock.advance(by: .seconds(15 * 60 - 1))
            await clock.waitForSleepers(count: 1)
            #expect(clock.sleeperDeadlines == [ManualClock.Instant(offset: .seconds(15 * 60))])
            #expect(script.calls == 1)

            clock.advance(by: .seconds(1))
            let started = try #require(await events.next(.started, .overBudget))
            #expect(started.phase == .started)
            #expect(started.reason == .scheduled)
            #expect(started.date == midnight + 15 * Self.minute)
            _ = await events.next(.finished)
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 30 * Self.minute)
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 2)

            clock.advance(by: .seconds(15 * 60))
            let next = try #require(await events.next(.started))
            #expect(next.date == midnight + 30 * Self.minute)
        }
    }

    @Test(".atEnd schedules the next reload at the last entry's date")
    func atEndPolicy() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight) { now, call in
            let entries = [20, 0, 10].map { NumberEntry(date: now + Double($0) * Self.minute, value: call * 100 + $0) }
            return Timeline(entries: entries, policy: .atEnd)
        }
        let center = try makeCenter(script: script, clock: clock)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")
            _ = await events.next(.finished)
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 20 * Self.minute)
            clock.advance(by: .seconds(12 * 60))
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 110)

            clock.advance(by: .seconds(8 * 60 - 1))
            await clock.waitForSleepers(count: 1)
            #expect(clock.sleeperDeadlines == [ManualClock.Instant(offset: .seconds(20 * 60))])

            clock.advance(by: .seconds(1))
            let started = try #require(await events.next(.started))
            #expect(started.reason == .scheduled)
            #expect(started.date == midnight + 20 * Self.minute)
            _ = await events.next(.finished)
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 200)
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 40 * Self.minute)
        }
    }

    @Test("A policy date that has passed is pushed to the minimum interval")
    func pastDate() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight) { now, call in
            Timeline(entries: [NumberEntry(date: now, value: call)], policy: .after(now - 60))
        }
        let center = try makeCenter(script: script, clock: clock)
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 5 * Self.minute)
        }
    }

    @Test(".never schedules nothing")
    func neverPolicy() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        let center = try makeCenter(script: script, clock: clock)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")
            _ = await events.next(.finished)
            #expect(await center.nextReloadDate(ofKind: "counter") == nil)
            clock.advance(by: .seconds(3 * 86_400))
            #expect(await center.nextReloadDate(ofKind: "counter") == nil)
            #expect(script.calls == 1)
            // The next start is the one asked for here, not a scheduled one.
            await center.reloadTimelinesAndWait(ofKind: "counter")
            let started = try #require(await events.next(.started))
            #expect(started.reason == .app)
            #expect(started.date == midnight + 3 * 86_400)
            #expect(script.calls == 2)
        }
    }

    @Test("The budget stops the 71st scheduled reload of a day, but not intent-caused reloads")
    func dailyBudget() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight) { now, call in
            Timeline(entries: [NumberEntry(date: now, value: call)], policy: .after(now + 15 * Self.minute))
        }
        let center = try makeCenter(script: script, clock: clock)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelines(afterRunOf: "Increment", kinds: ["counter"])
            _ = await events.next(.finished)
            #expect(await center.reloadsToday(ofKind: "counter") == 0)

            for reload in 1...70 {
                clock.advance(by: .seconds(15 * 60))
                let event = try #require(await events.next(.started, .overBudget))
                #expect(event.phase == .started, "scheduled reload \(reload)")
                _ = await events.next(.finished)
            }
            #expect(await center.reloadsToday(ofKind: "counter") == 70)

            clock.advance(by: .seconds(15 * 60))
            let refused = try #require(await events.next(.started, .overBudget))
            #expect(refused.phase == .overBudget)
            #expect(refused.reason == .scheduled)
            #expect(refused.date == midnight + 71 * 15 * Self.minute)
            #expect(script.calls == 71)
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 86_400)

            // An app request is refused too…
            await center.reloadTimelinesAndWait(ofKind: "counter")
            #expect(await events.next(.started, .overBudget)?.phase == .overBudget)
            // …but an intent run still reloads.
            await center.reloadTimelines(afterRunOf: "Increment", kinds: nil)
            let exempt = try #require(await events.next(.started, .overBudget))
            #expect(exempt.phase == .started)
            #expect(exempt.reason == .intent(actionIdentifier: "Increment"))
            #expect(script.calls == 72)
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 72)
            #expect(await center.reloadsToday(ofKind: "counter") == 70)
        }
    }

    @Test("The budget refills the next day")
    func budgetNextDay() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight) { now, call in
            Timeline(entries: [NumberEntry(date: now, value: call)], policy: .after(now + 6 * 60 * Self.minute))
        }
        var limits = Limits.platform
        limits.reloadsPerDay = 2
        let center = try makeCenter(script: script, clock: clock, limits: limits)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")  // 00:00, 1 of 2
            _ = await events.next(.finished)
            clock.advance(by: .seconds(6 * 3600))  // 06:00, 2 of 2
            #expect(await events.next(.started, .overBudget)?.phase == .started)
            _ = await events.next(.finished)
            clock.advance(by: .seconds(6 * 3600))  // 12:00, refused; retried at midnight
            #expect(await events.next(.started, .overBudget)?.phase == .overBudget)
            #expect(await center.nextReloadDate(ofKind: "counter") == midnight + 86_400)
            clock.advance(by: .seconds(12 * 3600))
            let started = try #require(await events.next(.started, .overBudget))
            #expect(started.phase == .started)
            #expect(started.date == midnight + 86_400)
        }
    }

    @Test("A provider slower than the limit is abandoned and the previous entry stays current")
    func slowProviderAbandoned() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        let gate = WidgetGate(ignoresCancellation: true)
        let center = try makeCenter(script: script, clock: clock)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")
            _ = await events.next(.finished)
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 1)
            clock.advance(by: .seconds(60))

            let thirdGate = WidgetGate()
            script.script([.gated(gate), .gated(thirdGate)])
            async let slowReload: Void = center.reloadTimelinesAndWait(ofKind: "counter")
            let started = try #require(await events.next(.started))
            #expect(started.date == midnight + 60)

            clock.advance(by: .seconds(27))
            await clock.waitForSleepers(count: 1)
            #expect(clock.sleeperDeadlines == [ManualClock.Instant(offset: .seconds(60 + 28))])
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 1)

            clock.advance(by: .seconds(1))
            let abandoned = try #require(await events.next(.abandoned, .finished))
            #expect(abandoned.phase == .abandoned)
            #expect(abandoned.date == midnight + 60 + 28)
            await slowReload
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 1)

            // A new request waits for the abandoned call to return before calling again.
            async let nextReload: Void = center.reloadTimelinesAndWait(ofKind: "counter")
            _ = await events.next(.requested)
            #expect(script.calls == 2)
            gate.open()
            // The third call starts once the abandoned one has returned; what that one returned
            // is dropped.
            #expect(await events.next(.started)?.reason == .app)
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 1)
            thirdGate.open()
            await nextReload
            #expect(script.calls == 3)
            #expect(script.maxActive == 1)
            #expect(script.cancelledCalls == [2])
            #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 3)
        }
    }

    @Test("Unknown kinds are ignored")
    func unknownKind() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        let center = try makeCenter(script: script, clock: clock)
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "missing")
            await center.reloadTimelines(afterRunOf: "Tap", kinds: ["missing"])
        }
        #expect(script.calls == 0)
        #expect(await center.currentEntry(ofKind: "missing") == nil)
        #expect(await center.timeline(ofKind: "counter") == nil)
    }
}

@Suite("Manual clock")
struct ManualClockTests {
    @Test("Sleepers wake in deadline order when the clock reaches them")
    func wakesInOrder() async throws {
        let clock = ManualClock()
        let woken = try await withThrowingTaskGroup(of: Int.self) { group in
            for seconds in [30, 10, 20] {
                group.addTask {
                    try await clock.sleep(until: .init(offset: .seconds(seconds)))
                    return seconds
                }
            }
            await clock.waitForSleepers(count: 3)
            clock.advance(by: .seconds(15))
            let first = try await group.next()
            #expect(first == 10)
            #expect(clock.sleeperDeadlines.map(\.offset) == [.seconds(20), .seconds(30)])
            clock.advance(by: .seconds(15))
            return try await group.reduce(into: [first]) { $0.append($1) }
        }
        #expect(Set(woken) == [10, 20, 30])
        #expect(clock.now.offset == .seconds(30))
    }

    @Test("A cancelled sleeper wakes with CancellationError and leaves the clock")
    func cancellation() async throws {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(until: .init(offset: .seconds(60))) }
        await clock.waitForSleepers(count: 1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperDeadlines.isEmpty)
    }

    @Test("A deadline already passed returns at once")
    func pastDeadline() async throws {
        let clock = ManualClock(now: .init(offset: .seconds(100)))
        try await clock.sleep(for: .zero)
        try await clock.sleep(until: .init(offset: .seconds(50)))
        #expect(clock.sleeperDeadlines.isEmpty)
    }
}

@Suite("WidgetCenter lifecycle")
struct WidgetCenterLifecycleTests {
    @Test("Requests made before run() wait for it; after run() has ended they return, abandoned")
    func lifecycle() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        let center = WidgetCenter(
            catalog: try WidgetCatalog(widgets: [ScriptedWidget(kind: "counter", script: script)]), clock: clock,
            startDate: midnight)
        var events = center.events().makeAsyncIterator()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await center.reloadTimelinesAndWait(ofKind: "counter") }
            #expect(await events.next(.started)?.kind == "counter")
            #expect(script.calls == 0)
            group.addTask { await center.run() }
            _ = await events.next(.finished)
            #expect(script.calls == 1)
            group.cancelAll()
        }
        await center.run()  // a second run returns at once
        await center.reloadTimelinesAndWait(ofKind: "counter")
        #expect(await events.next(.abandoned, .finished)?.phase == .abandoned)
        #expect(script.calls == 1)
        #expect(await center.currentEntry(ofKind: "counter", as: NumberEntry.self)?.value == 1)
    }
}

extension WidgetCenterLifecycleTests {
    @Test("Event streams end when the center is released")
    func streamsEnd() async throws {
        let clock = ManualClock()
        var center: WidgetCenter? = WidgetCenter(
            catalog: try WidgetCatalog(widgets: [TestWidget(kind: "plain")]), clock: clock, startDate: midnight)
        let events = try #require(center?.events())
        center = nil
        var count = 0
        for await _ in events { count += 1 }
        #expect(count == 0)
    }
}

extension TimelineReloadTests {
    @Test("A reload waiting across midnight counts against the new day's budget")
    func pendingAcrossMidnight() async throws {
        let clock = ManualClock()
        let script = ProviderScript(clock: clock, start: midnight)
        let gate = WidgetGate()
        var limits = Limits.platform
        limits.reloadsPerDay = 2
        let center = try makeCenter(script: script, clock: clock, limits: limits)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            await center.reloadTimelinesAndWait(ofKind: "counter")
            #expect(await center.reloadsToday(ofKind: "counter") == 1)
            clock.advance(by: .seconds(86_400 - 10))
            script.script([.gated(gate)])
            async let tap: Void = center.reloadTimelines(afterRunOf: "Tap", kinds: ["counter"])
            _ = await events.next(.started)
            _ = await events.next(.started)
            async let app: Void = center.reloadTimelinesAndWait(ofKind: "counter")
            #expect(await events.next(.requested, .overBudget)?.reason == .app)
            clock.advance(by: .seconds(15))
            gate.open()
            await tap
            await app
            #expect(await center.reloadsToday(ofKind: "counter") == 1)
        }
    }
}
