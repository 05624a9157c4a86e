import AppIntent
import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

/// A Live Activity button that holds its run open on a gate, then adds one to the counter's
/// activity with ActivityKit's API: to see a second tap meet the reentrancy guard.
struct GatedCounterTapIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Tap"
    static let gate = Locked<Gate?>(nil)

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        try await Self.gate.withLock { $0 }?.wait()
        var shown = 0
        for activity in Activity<CounterActivityAttributes>.activities where !activity.activityState.hasEnded {
            shown = activity.content.state.count + 1
            await activity.update(ActivityContent(state: .init(count: shown), staleDate: nil))
        }
        return .result(value: shown)
    }
}

@Suite("LiveActivityIntent drives a Live Activity", .serialized, .timeLimit(.minutes(1)))
struct LiveActivityIntentTests {
    static func host() throws -> IntentHost {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        registry.register(GatedCounterTapIntent.self)
        return IntentHost(
            bundleIdentifier: "com.example.DynamicIsland", registry: registry, configuration: .notAboutTime)
    }

    @Test("the Dynamic Island button starts the counter's activity, then its runs update it; observers see the count")
    func counterBecomesALiveActivity() async throws {
        let fixture = ActivityFixture()
        let host = try Self.host()
        try await LiveActivityCounter.$current.withValue(LiveActivityCounter()) {
            try await LiveActivityCenter.$current.withValue(fixture.center) {
                let first = try await host.run(identifier: "ConfigurationAppIntent")
                #expect(first.phase == .succeeded)
                let activity = try #require(Activity<CounterActivityAttributes>.activities.first)
                #expect(activity.content.state.count == 1)
                #expect(activity.attributes.name == "Counter")

                var contents = activity.contentUpdates.makeAsyncIterator()
                let second = try await host.run(identifier: "ConfigurationAppIntent", parameters: ["step": "5"])
                #expect(second.value as? Int == 6)
                #expect(await contents.next()?.state.count == 6)
                #expect(Activity<CounterActivityAttributes>.activities.count == 1)
                #expect(fixture.center.snapshot(id: activity.id)?.contentStateJSON == #"{"count":6}"#)
            }
        }
    }

    @Test("a second tap while the first is in flight is rejected by the executor: the activity counts one")
    func tapsGoThroughTheReentrancyGuard() async throws {
        let fixture = ActivityFixture()
        let host = try Self.host()
        let gate = Gate()
        GatedCounterTapIntent.gate.withLock { $0 = gate }
        defer { GatedCounterTapIntent.gate.withLock { $0 = nil } }
        try await LiveActivityCenter.$current.withValue(fixture.center) {
            let activity = try Activity.request(
                attributes: CounterActivityAttributes(),
                content: ActivityContent(state: .init(count: 0), staleDate: nil))
            let before = fixture.center.lastEventNumber
            async let first = host.executor.run(GatedCounterTapIntent())
            while gate.waiterCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
            let second = await host.executor.run(GatedCounterTapIntent())
            #expect(second.phase == .rejected)
            gate.open()
            let outcome = await first
            #expect(outcome.phase == .succeeded)
            #expect(activity.content.state.count == 1)
            #expect(fixture.center.events(after: before).map(\.kind) == [.updated])
        }
    }

    @Test("when other activities fill the cap, the button fails and says why; nothing is counted")
    func capFailsTheRunWithAReason() async throws {
        let fixture = ActivityFixture()
        let host = try Self.host()
        let counter = LiveActivityCounter()
        try await LiveActivityCounter.$current.withValue(counter) {
            try await LiveActivityCenter.$current.withValue(fixture.center) {
                _ = try fixture.request("one")
                _ = try fixture.request("two")
                let outcome = try await host.run(identifier: "ConfigurationAppIntent")
                #expect(outcome.phase == .failed)
                #expect("\(outcome.error.map { "\($0)" } ?? "")".contains("globalMaximumExceeded"))
                #expect(await counter.value == 0)
            }
        }
    }
}
