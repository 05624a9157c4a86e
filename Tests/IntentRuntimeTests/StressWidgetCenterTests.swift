import Foundation
import IntentRuntime
import Testing

// Reload storms on WidgetCenter: many kinds, thousands of concurrent requests (app and intent reasons, single
// kinds and "all"), providers that are quick, slow, or stuck until the center abandons them on its manual clock.
// Rerun one storm with `STRESS_SEED=<seed> swift test --filter StressWidgetCenterTests`.

/// An entry naming the reload generation it came from: the kind's request count when the provider was called.
struct StressEntry: TimelineEntry {
    let date: Date
    let generation: Int
}

/// Shared state of a storm: per kind, requests made, provider calls, how many run at once.
final class StressProviderLedger: Sendable {
    enum Step: Sendable {
        case quick(yields: Int)
        case slow
        case stuck
    }

    private struct Kind {
        var requests = 0
        var calls = 0
        var active = 0
        var maxActive = 0
    }

    private struct State {
        var kinds: [String: Kind] = [:]
        var random: StressRandom
        var calm = false
    }

    private let state: StressLocked<State>

    init(seed: UInt64) {
        state = StressLocked(State(random: StressRandom(seed: seed)))
    }

    /// Counts a request for `kind` before it is made; returns its sequence number.
    func requestMade(_ kind: String) -> Int {
        state.withLock { state in
            state.kinds[kind, default: Kind()].requests += 1
            return state.kinds[kind, default: Kind()].requests
        }
    }

    /// From now on every call is quick.
    func calm() {
        state.withLock { $0.calm = true }
    }

    func requests(_ kind: String) -> Int { state.withLock { $0.kinds[kind]?.requests ?? 0 } }
    func calls(_ kind: String) -> Int { state.withLock { $0.kinds[kind]?.calls ?? 0 } }
    func maxActive(_ kind: String) -> Int { state.withLock { $0.kinds[kind]?.maxActive ?? 0 } }

    /// A provider call of `kind` starts: returns the generation it serves and what it does.
    func callStarted(_ kind: String) -> (generation: Int, step: Step) {
        state.withLock { state in
            var entry = state.kinds[kind, default: Kind()]
            entry.calls += 1
            entry.active += 1
            entry.maxActive = max(entry.maxActive, entry.active)
            state.kinds[kind] = entry
            let roll = state.random.next() % 100
            let step: Step
            if state.calm || roll < 70 {
                step = .quick(yields: Int(roll % 4))
            } else if roll < 90 {
                step = .slow
            } else {
                step = .stuck
            }
            return (entry.requests, step)
        }
    }

    func callEnded(_ kind: String) {
        state.withLock { $0.kinds[kind]?.active -= 1 }
    }
}

struct StressTimelineProvider: TimelineProvider, AsyncTimelineProvider {
    let kind: String
    let ledger: StressProviderLedger

    func placeholder(in context: Context) -> StressEntry {
        StressEntry(date: .distantPast, generation: -1)
    }

    func snapshot(in context: Context) async -> StressEntry {
        StressEntry(date: .distantPast, generation: -1)
    }

    func timeline(in context: Context) async -> Timeline<StressEntry> {
        let (generation, step) = ledger.callStarted(kind)
        defer { ledger.callEnded(kind) }
        switch step {
        case .quick(let yields):
            for _ in 0..<yields { await Task.yield() }
        case .slow:
            try? await Task.sleep(for: .milliseconds(1))
        case .stuck:
            // Ends only when the center abandons the call and cancels it.
            try? await Task.sleep(for: .seconds(3_600))
        }
        return Timeline(entries: [StressEntry(date: .distantPast, generation: generation)], policy: .never)
    }
}

struct StressWidget: Widget {
    let kind: String
    let ledger: StressProviderLedger

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StressTimelineProvider(kind: kind, ledger: ledger))
            .configurationDisplayName("Stress \(kind)")
            .supportedFamilies([.systemSmall])
    }
}

/// Every event a center emitted, collected as it goes.
final class StressEventLog: Sendable {
    private let events = StressLocked<[WidgetReloadEvent]>([])

    func append(_ event: WidgetReloadEvent) {
        events.withLock { $0.append(event) }
    }

    func count(_ kind: String, _ phase: WidgetReloadEvent.Phase) -> Int {
        events.withLock { events in events.count { $0.kind == kind && $0.phase == phase } }
    }
}

@Suite("Stress: WidgetCenter")
struct StressWidgetCenterTests {
    static let seeds: [UInt64] = [StressRandom.seed(0x5EED_0001), StressRandom.seed(0x5EED_0002)]

    @Test(arguments: seeds)
    func reloadStormsKeepTheInvariants(seed: UInt64) async throws {
        let kinds = (0..<8).map { "kind-\($0)" }
        let requestsPerTask = 6
        let tasks = 500
        let ledger = StressProviderLedger(seed: seed)
        var limits = Limits.platform
        limits.widgetsPerBundleLevel = kinds.count
        limits.reloadsPerDay = .max
        limits.reloadTimeLimit = .seconds(10)
        let catalog = try WidgetCatalog(widgets: kinds.map { StressWidget(kind: $0, ledger: ledger) }, limits: limits)
        let clock = ManualClock()
        let center = WidgetCenter(catalog: catalog, clock: clock, startDate: Date(timeIntervalSince1970: 1_800_000_000))
        let log = StressEventLog()
        let events = center.events()
        let collector = Task {
            for await event in events { log.append(event) }
        }
        let runner = Task { await center.run() }
        // Time passes on the center's clock, so stuck providers get abandoned.
        let ticker = Task {
            while !Task.isCancelled {
                clock.advance(by: limits.reloadTimeLimit)
                try? await Task.sleep(for: .milliseconds(2))
            }
        }
        defer {
            ticker.cancel()
            runner.cancel()
            collector.cancel()
        }

        // The storm: each task makes a few requests, of a seeded kind and reason.
        var random = StressRandom(seed: seed)
        let plans: [[(kind: String?, intent: Bool)]] = (0..<tasks).map { _ in
            (0..<requestsPerTask).map { _ in
                let roll = random.next() % 100
                let kind: String? = roll < 5 ? nil : kinds[Int(random.next() % UInt64(kinds.count))]
                return (kind, random.next() % 2 == 0)
            }
        }
        try await StressExecutorTests.bounded(seconds: 300, "seed \(seed): the storm never ended") {
            await withTaskGroup(of: Void.self) { group in
                for plan in plans {
                    group.addTask {
                        for (kind, intent) in plan {
                            for each in kind.map({ [$0] }) ?? kinds { _ = ledger.requestMade(each) }
                            switch (kind, intent) {
                            case (let kind?, false): await center.reloadTimelinesAndWait(ofKind: kind)
                            case (let kind?, true): await center.reloadTimelines(afterRunOf: "Storm", kinds: [kind])
                            case (nil, false): await center.reloadAllTimelinesAndWait()
                            case (nil, true): await center.reloadTimelines(afterRunOf: "Storm", kinds: nil)
                            }
                        }
                    }
                }
            }
        }

        // A last request per kind, with quick providers and the clock at rest (every stuck call was abandoned
        // already: each storm request returned), must show a timeline from after every request.
        ticker.cancel()
        ledger.calm()
        for kind in kinds {
            let sequence = ledger.requestMade(kind)
            try await StressExecutorTests.bounded(seconds: 120, "seed \(seed): the final reload of \(kind) hung") {
                await center.reloadTimelinesAndWait(ofKind: kind)
            }
            let entry = await center.currentEntry(ofKind: kind, as: StressEntry.self)
            #expect(entry?.generation == sequence, "seed \(seed): \(kind) shows \(String(describing: entry))")
        }

        // The event log settles: every request was started, coalesced into a pending reload, or (never here)
        // refused; every start finished or was abandoned.
        for kind in kinds {
            let settled = await Self.waitUntil(seconds: 60) {
                log.count(kind, .requested) == ledger.requests(kind)
                    && log.count(kind, .started) == log.count(kind, .finished) + log.count(kind, .abandoned)
            }
            #expect(settled, "seed \(seed): \(kind): events never settled")
            let requested = log.count(kind, .requested)
            let started = log.count(kind, .started)
            let coalesced = log.count(kind, .coalesced)
            #expect(requested == ledger.requests(kind), "seed \(seed): \(kind): requests seen by the center")
            #expect(started + coalesced == requested, "seed \(seed): \(kind): \(started) + \(coalesced) ≠ \(requested)")
            #expect(log.count(kind, .overBudget) == 0, "seed \(seed): \(kind)")
            #expect(started == ledger.calls(kind), "seed \(seed): \(kind): started events vs provider calls")
            #expect(ledger.maxActive(kind) == 1, "seed \(seed): \(kind): overlapping timeline calls")
            #expect(started <= requested, "seed \(seed): \(kind): more provider calls than requests")
        }
        // The storm did what it is for: requests coalesced, and stuck providers were abandoned.
        let totals = kinds.map { (log.count($0, .coalesced), log.count($0, .abandoned), log.count($0, .started)) }
        stressLog("seed \(seed): coalesced, abandoned, started per kind: \(totals)")
        #expect(totals.map(\.0).reduce(0, +) > 0, "seed \(seed): no request coalesced")
        #expect(totals.map(\.1).reduce(0, +) > 0, "seed \(seed): no provider was abandoned")
    }

    /// Polls `condition` until it holds or `seconds` pass (a hang guard for asynchronous event delivery).
    static func waitUntil(seconds: Int, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
