import Foundation
import IntentRuntime
import IntentTesting
import Testing

@Suite("Beyond Apple's: widget reloads, test time, budgets and reentrancy, seen from a test")
struct WidgetAndTimeTests {
    @Test("a run reloads every widget; a tap in one widget reloads that widget only")
    func implicitReload() async throws {
        let definitions = IntentDefinitions(host: try Hosts.shelf())
        let intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")

        let everywhere = try await intent.run()
        #expect(Set(everywhere.reloadedWidgetKinds) == ["Clock", "Shelf"])

        let tapped = try await intent.run(IntentRunOptions(widgetKinds: ["Shelf"]))
        #expect(tapped.reloadedWidgetKinds == ["Shelf"])
        let finished = tapped.widgetReloads.filter { $0.phase == .finished }
        #expect(finished.map(\.reason) == [.intent(actionIdentifier: "ShelveBookIntent")])
    }

    @Test("a reload perform() asks for with the fire-and-forget call is part of the result")
    func requestedReload() async throws {
        let host = try Hosts.shelf(clock: ManualClock())
        let definitions = IntentDefinitions(host: host)
        let result = try await definitions.intents["RefreshShelfIntent"].makeIntent().run(
            IntentRunOptions(widgetKinds: ["Clock"]))
        let shelf = result.widgetReloads.filter { $0.kind == "Shelf" }
        #expect(shelf.map(\.phase) == [.requested, .started, .finished])
        #expect(shelf.allSatisfy { $0.reason == .app })
        #expect(Set(result.reloadedWidgetKinds) == ["Clock", "Shelf"])
        #expect(await host.widgetCenter?.reloadsToday(ofKind: "Shelf") == 1)  // app reloads are budgeted
        #expect(await host.widgetCenter?.reloadsToday(ofKind: "Clock") == 0)  // intent reloads are not
    }

    @Test("on a manual clock, a .after(15 min) widget reloads every quarter hour until its budget is spent")
    func budget() async throws {
        let clock = ManualClock()
        let host = try Hosts.shelf(clock: clock, limits: Limits(reloadsPerDay: 4))
        let definitions = IntentDefinitions(host: host)
        _ = try await definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel").run()
        let center = try #require(host.widgetCenter)
        #expect(await center.nextReloadDate(ofKind: "Clock") == Hosts.midnight.addingTimeInterval(15 * 60))

        var phases: [WidgetReloadEvent.Phase] = []
        for _ in 0..<5 {
            let events = await host.advanceClock(by: .seconds(15 * 60))
            phases += events.filter { $0.kind == "Clock" && $0.phase.rawValue != "requested" }.map(\.phase)
        }
        #expect(
            phases == [.started, .finished, .started, .finished, .started, .finished, .started, .finished, .overBudget])
        #expect(await center.reloadsToday(ofKind: "Clock") == 4)
        // Over budget, the next reload moves to the next day, when the budget is new.
        let tomorrow = Hosts.midnight.addingTimeInterval(86_400)
        #expect(await center.nextReloadDate(ofKind: "Clock") == tomorrow)
        let nextDay = await host.advanceClock(by: .seconds(86_400 - 5 * 15 * 60))
        #expect(nextDay.contains { $0.kind == "Clock" && $0.phase == .finished && $0.date == tomorrow })
        #expect(await center.reloadsToday(ofKind: "Clock") == 1)
    }

    @Test("a second tap while the first run is in flight is rejected; the guard is released after")
    func reentrancy() async throws {
        let host = try Hosts.shelf()
        let definitions = IntentDefinitions(host: host)
        let gate = RunGate()
        host.hold(runsOf: "ShelveBookIntent", at: gate)
        let intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")

        async let first = intent.run()
        await gate.waitForArrivals(1)
        let second = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(second?.code == .rejected)
        #expect(second?.message.contains("still in flight") == true)
        #expect(second?.result?.phases == [.queued, .rejected])
        #expect(second?.result?.reloadedWidgetKinds == [])
        gate.open()
        #expect(try await first.phases == [.queued, .running, .succeeded])

        host.releaseHold(runsOf: "ShelveBookIntent")
        #expect(try await intent.run().phase == .succeeded)
    }

    @Test("on a manual clock a run times out when the test moves the clock past its timeout, not before")
    func timeoutOnTestTime() async throws {
        let clock = ManualClock()
        let host = try Hosts.shelf(clock: clock)
        let definitions = IntentDefinitions(host: host)
        let run = Task { try await definitions.intents["WaitingIntent"].makeIntent().run() }
        await WaitingIntent.gate.waitForArrivals(1)
        await clock.waitForSleepers(count: 1)  // the run's timeout
        clock.advance(by: .seconds(29))
        #expect(host.host.executor.isGuarded("WaitingIntent"))
        clock.advance(by: .seconds(1))
        let outcome = await run.result
        let error = #expect(throws: IntentTestingError.self) { try outcome.get() }
        #expect(error?.code == .timedOut)
        #expect(error?.result?.phases == [.queued, .running, .timedOut])
    }
}
