import Foundation
import IntentRuntime
import Synchronization

/// An entry that carries one number.
struct NumberEntry: TimelineEntry, Equatable {
    let date: Date
    let value: Int
}

/// A provider that returns one entry with a fixed value, now, and never reloads.
struct FixedProvider: TimelineProvider, AsyncTimelineProvider {
    var value = 0

    func placeholder(in context: Context) -> NumberEntry {
        NumberEntry(date: .distantPast, value: -1)
    }

    func snapshot(in context: Context) async -> NumberEntry {
        NumberEntry(date: .distantPast, value: value)
    }

    func timeline(in context: Context) async -> Timeline<NumberEntry> {
        Timeline(entries: [NumberEntry(date: .distantPast, value: value)], policy: .never)
    }
}

/// A widget whose kind is given at creation.
struct TestWidget: Widget {
    let kind: String

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FixedProvider())
            .configurationDisplayName("Test \(kind)")
            .supportedFamilies([.systemSmall])
    }
}

/// A latch: tasks wait until it is opened; it stays open. Waiting also ends on cancellation,
/// unless the gate ignores cancellation (as a provider that never checks for it would).
final class WidgetGate: Sendable {
    let ignoresCancellation: Bool

    init(ignoresCancellation: Bool = false) {
        self.ignoresCancellation = ignoresCancellation
    }

    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isOpen = state.withLock { state in
                    if !state.isOpen { state.waiters.append(continuation) }
                    return state.isOpen
                }
                if isOpen { continuation.resume() }
            }
        } onCancel: {
            if !ignoresCancellation { open() }
        }
    }
}

/// What a scripted provider does on one call.
enum ProviderStep: Sendable {
    /// Returns at once.
    case immediate
    /// Waits for the gate first.
    case gated(WidgetGate)
}

/// Counts a provider's calls and how many ran at once; decides each call's behaviour and policy.
final class ProviderScript: Sendable {
    private struct State {
        var calls = 0
        var active = 0
        var maxActive = 0
        var cancelledCalls: [Int] = []
        var steps: [ProviderStep] = []
    }

    private let state = Mutex(State())
    let start: Date
    let clock: ManualClock
    let makeTimeline: @Sendable (_ now: Date, _ call: Int) -> Timeline<NumberEntry>

    init(
        clock: ManualClock,
        start: Date,
        makeTimeline: @escaping @Sendable (_ now: Date, _ call: Int) -> Timeline<NumberEntry> = { now, call in
            Timeline(entries: [NumberEntry(date: now, value: call)], policy: .never)
        }
    ) {
        self.clock = clock
        self.start = start
        self.makeTimeline = makeTimeline
    }

    var calls: Int { state.withLock { $0.calls } }
    var maxActive: Int { state.withLock { $0.maxActive } }
    var cancelledCalls: [Int] { state.withLock { $0.cancelledCalls } }

    /// Sets what the next calls do, in order; calls beyond the list return at once.
    func script(_ steps: [ProviderStep]) {
        state.withLock { $0.steps = steps }
    }

    /// The manual clock's date.
    var now: Date { start.addingTimeInterval(TimelineSeconds.of(clock.now.offset)) }

    func call() async -> Timeline<NumberEntry> {
        let (call, step) = state.withLock { state in
            state.calls += 1
            state.active += 1
            state.maxActive = max(state.maxActive, state.active)
            return (state.calls, state.steps.isEmpty ? ProviderStep.immediate : state.steps.removeFirst())
        }
        if case .gated(let gate) = step { await gate.wait() }
        await Task.yield()
        let timeline = makeTimeline(now, call)
        let isCancelled = Task.isCancelled
        state.withLock { state in
            state.active -= 1
            if isCancelled { state.cancelledCalls.append(call) }
        }
        return timeline
    }
}

enum TimelineSeconds {
    static func of(_ duration: Duration) -> TimeInterval {
        TimeInterval(duration.components.seconds) + TimeInterval(duration.components.attoseconds) / 1e18
    }
}

struct ScriptedProvider: TimelineProvider, AsyncTimelineProvider {
    let script: ProviderScript

    func placeholder(in context: Context) -> NumberEntry { NumberEntry(date: .distantPast, value: -1) }

    func snapshot(in context: Context) async -> NumberEntry { NumberEntry(date: .distantPast, value: -1) }

    func timeline(in context: Context) async -> Timeline<NumberEntry> { await script.call() }
}

struct ScriptedWidget: Widget {
    let kind: String
    let script: ProviderScript

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ScriptedProvider(script: script))
            .supportedFamilies([.systemSmall])
    }
}

/// Runs `body` while `center.run()` runs, then stops the center.
func whileRunning(_ center: WidgetCenter, _ body: () async throws -> Void) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await center.run() }
        try await body()
        group.cancelAll()
    }
}

extension AsyncStream<WidgetReloadEvent>.Iterator {
    /// The next event of a phase (skipping others), or `nil` when the stream ended.
    mutating func next(_ phases: WidgetReloadEvent.Phase...) async -> WidgetReloadEvent? {
        while let event = await next() {
            if phases.contains(event.phase) { return event }
        }
        return nil
    }
}

/// A UTC midnight, so that clock days start at the clock's origin.
let midnight = Date(timeIntervalSince1970: 20_833 * 86_400)
