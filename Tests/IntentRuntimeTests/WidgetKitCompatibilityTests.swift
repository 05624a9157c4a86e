import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

/// A provider written in WidgetKit's completion-handler form, as real widgets are.
struct CompletionProvider: TimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let text: String
    }

    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0), text: "…") }

    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(Entry(date: Date(timeIntervalSince1970: 0), text: "snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(
            Timeline(entries: [Entry(date: Date(timeIntervalSince1970: 0), text: "from completion")], policy: .never))
    }
}

/// A provider written in the async form.
struct AsyncProvider: TimelineProvider, AsyncTimelineProvider {
    func placeholder(in context: Context) -> CompletionProvider.Entry {
        CompletionProvider.Entry(date: Date(timeIntervalSince1970: 0), text: "…")
    }

    func timeline(in context: Context) async -> Timeline<CompletionProvider.Entry> {
        Timeline(entries: [placeholder(in: context)], policy: .atEnd)
    }
}

struct CompletionWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Completion", provider: CompletionProvider()) { entry in entry.text }
    }
}

/// An intent that asks WidgetKit to reload a kind, as apps do from perform().
struct ReloadFromPerformIntent: AppIntent {
    static let title: LocalizedStringResource = "Reload"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "Completion")
        return .result()
    }
}

@Suite("WidgetKit as apps call it")
struct WidgetKitCompatibilityTests {
    @Test func aCompletionHandlerProviderFeedsTheAsyncForms() async {
        let provider = CompletionProvider()
        let context = TimelineProviderContext(family: .systemSmall)
        #expect(await provider.waitForTimeline(in: context).entries.map(\.text) == ["from completion"])
        #expect(await provider.waitForSnapshot(in: context).text == "snapshot")
    }

    @Test func anAsyncProviderFeedsTheCompletionForms() async {
        let text = await withCheckedContinuation { continuation in
            AsyncProvider().getTimeline(in: TimelineProviderContext(family: .systemSmall)) { timeline in
                continuation.resume(returning: "\(timeline.entries.count) entries")
            }
        }
        #expect(text == "1 entries")
        // It has no snapshot form: its snapshot is its placeholder.
        #expect(await AsyncProvider().snapshot(in: TimelineProviderContext(family: .systemSmall)).text == "…")
    }

    @Test func sharedIsTheHostsCenterDuringARunAndReloadsReachIt() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [CompletionWidget()]))
        let events = center.events()
        let runner = Task { await center.run() }
        defer { runner.cancel() }
        var registry = IntentRegistry()
        registry.register(ReloadFromPerformIntent.self)
        // The run's implicit reload is limited to another kind, so a reload of "Completion" can only
        // come from WidgetCenter.shared inside perform().
        let host = IntentHost(
            bundleIdentifier: "com.example.tests", registry: registry, configuration: .notAboutTime, reloader: center)
        let outcome = try await host.run(identifier: "ReloadFromPerformIntent", widgetKinds: ["Other"])
        #expect(outcome.phase == .succeeded)
        for await event in events where event.kind == "Completion" && event.phase == .finished {
            #expect(event.reason == .app)
            break
        }
        #expect(
            await center.currentEntry(ofKind: "Completion", as: CompletionProvider.Entry.self)?.text
                == "from completion")
    }

    @Test func withoutAHostSharedIsADefaultCenterThatReportsWhatWasAsked() async {
        let events = WidgetCenter.processDefault.events()
        #expect(WidgetCenter.shared === WidgetCenter.processDefault)
        WidgetCenter.shared.reloadTimelines(ofKind: "AnyKind-\(ObjectIdentifier(events as AnyObject).hashValue)")
        for await event in events where event.kind.hasPrefix("AnyKind-") {
            #expect(event.phase == .ignored)
            break
        }
    }

    @Test func currentConfigurationsListTheCatalogsWidgets() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [CompletionWidget()]))
        let configurations = try await center.currentConfigurations()
        #expect(configurations.map(\.description) == ["Completion (systemSmall)"])
    }
}
