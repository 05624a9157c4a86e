import Foundation
import IntentRuntime
import Synchronization

/// WidgetCenter under a burst: 10,000 reload requests for one kind, all at once, each awaited
/// until a reload that started after it has finished. Coalescing should turn them into a few
/// provider calls. Reported: time for the burst, per request, and the provider calls it made.
enum WidgetReloadBenchmark: BenchmarkSuite {
    static let name = "WidgetCenter: coalescing a burst of reloads"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        let requests = AsyncSampling.isQuick ? 1_000 : 10_000
        let samples = AsyncSampling.isQuick ? 3 : min(harness.samples, 10)
        let providers: [(String, Duration)] = [("instant provider", .zero), ("1 ms provider", .milliseconds(1))]
        let sources: [(String, RequestSource)] = [
            ("after an intent run", .intent), ("app request", .app),
        ]
        for (providerName, delay) in providers {
            for (sourceName, source) in sources {
                harness.printGroup("\(requests) requests, \(sourceName), \(providerName), \(samples) samples")
                let (burst, calls) = try AsyncSampling.sampleWorkload(
                    "burst, per request",
                    samples: samples,
                    warmUps: 1,
                    operations: requests
                ) {
                    try await fireBurst(requests: requests, source: source, providerDelay: delay)
                }
                harness.printLine(BenchmarkResult(name: "whole burst", times: burst.times.map { $0 * requests }))
                harness.printLine(burst)
                let text = { (value: Int?) in value.map(String.init) ?? "-" }
                AsyncSampling.printFigure(
                    "provider calls",
                    median: text(AsyncSampling.percentile(calls, 50)),
                    p10: text(AsyncSampling.percentile(calls, 10)),
                    p90: text(AsyncSampling.percentile(calls, 90)),
                    note: "min \(text(calls.min())), max \(text(calls.max()))"
                )
            }
        }
    }

    /// Where a request comes from: an intent run (exempt from the daily budget) or the app.
    enum RequestSource: Sendable {
        case intent
        case app
    }

    /// Makes a center, fires `requests` reloads at once, waits for them all; returns the provider calls.
    private static func fireBurst(requests: Int, source: RequestSource, providerDelay: Duration) async throws -> Int {
        let calls = ReloadCallCounter()
        var limits = Limits.platform
        limits.reloadsPerDay = .max
        let kind = "burst"
        let catalog = try WidgetCatalog(
            widgets: [CountingWidget(kind: kind, provider: CountingProvider(calls: calls, delay: providerDelay))],
            limits: limits
        )
        let center = WidgetCenter(catalog: catalog, limits: limits)
        let runner = Task { await center.run() }
        defer { runner.cancel() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<requests {
                group.addTask {
                    switch source {
                    case .intent: await center.reloadTimelines(afterRunOf: "BurstIntent", kinds: [kind])
                    case .app: await center.reloadTimelinesAndWait(ofKind: kind)
                    }
                }
            }
        }
        runner.cancel()
        await runner.value
        return calls.value
    }
}

/// A thread-safe call counter.
final class ReloadCallCounter: Sendable {
    private let count = Atomic<Int>(0)

    func increment() {
        count.add(1, ordering: .relaxed)
    }

    var value: Int { count.load(ordering: .relaxed) }
}

/// One entry holding the call number.
struct CountingEntry: TimelineEntry {
    let date: Date
    let call: Int
}

/// Counts its timeline calls; each takes `delay` (none: returns at once).
struct CountingProvider: TimelineProvider, AsyncTimelineProvider {
    let calls: ReloadCallCounter
    let delay: Duration

    func placeholder(in context: Context) -> CountingEntry {
        CountingEntry(date: Date(), call: 0)
    }

    func snapshot(in context: Context) async -> CountingEntry {
        CountingEntry(date: Date(), call: 0)
    }

    func timeline(in context: Context) async -> Timeline<CountingEntry> {
        calls.increment()
        if delay > .zero { try? await Task.sleep(for: delay) }
        return Timeline(entries: [CountingEntry(date: Date(), call: calls.value)], policy: .never)
    }
}

/// A static widget over a ``CountingProvider``.
struct CountingWidget: Widget {
    let kind: String
    let provider: CountingProvider

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: provider)
    }
}
