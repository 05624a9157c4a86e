import AppIntent
import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

/// The Live Activity's counter, as a widget would show it.
private struct LiveActivityEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// Reads the framework's shared counter on every timeline.
private struct LiveActivityProvider: TimelineProvider, AsyncTimelineProvider {
    func placeholder(in context: Context) -> LiveActivityEntry { LiveActivityEntry(date: .distantPast, count: 0) }

    func snapshot(in context: Context) async -> LiveActivityEntry { await timeline(in: context).entries[0] }

    func timeline(in context: Context) async -> Timeline<LiveActivityEntry> {
        let count = await LiveActivityCounter.shared.value
        return Timeline(entries: [LiveActivityEntry(date: .distantPast, count: count)], policy: .never)
    }
}

private struct LiveActivityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LiveActivity", provider: LiveActivityProvider())
            .configurationDisplayName("Counter")
            .supportedFamilies([.accessoryRectangular])
    }
}

@Suite("The framework's ConfigurationAppIntent reloads the widget")
struct WidgetFrameworkIntentTests {
    /// The metadata Xcode should have written for the framework-hosted intent.
    private static func frameworkMetadata() throws -> MetadataBundle {
        try MetadataBundle(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/DynamicIsland/framework.actionsdata"))
    }

    @Test("A tap on the Live Activity button runs the framework's intent; the widget then shows the new count")
    func tapUpdatesWidget() async throws {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        let center = WidgetCenter(
            catalog: try WidgetCatalog(widgets: [LiveActivityWidget(), TestWidget(kind: "Other")]),
            clock: ManualClock(), startDate: midnight)
        let host = IntentHost(
            bundleIdentifier: "com.example.DynamicIsland.LiveActivity", registry: registry,
            bundles: [try Self.frameworkMetadata()], configuration: .notAboutTime, reloader: center)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            #expect(await center.currentEntry(ofKind: "LiveActivity") == nil)
            // Other tests share the process-wide counter and only ever add to it, so each shown
            // count is at least the value the run returned, and above the previous shown count.
            var shown = Int.min
            for _ in 1...3 {
                let outcome = try await host.run(identifier: "ConfigurationAppIntent", widgetKinds: ["LiveActivity"])
                #expect(outcome.succeeded)
                let value = try #require(outcome.value as? Int)
                #expect(value > shown)
                let entry = try #require(
                    await center.currentEntry(ofKind: "LiveActivity", as: LiveActivityEntry.self))
                #expect(entry.count >= value)
                shown = entry.count
                let started = try #require(await events.next(.started))
                #expect(started.kind == "LiveActivity")
                #expect(started.reason == .intent(actionIdentifier: "ConfigurationAppIntent"))
            }
            #expect(await center.currentEntry(ofKind: "Other") == nil)
            #expect(await center.reloadsToday(ofKind: "LiveActivity") == 0)
        }
    }
}
