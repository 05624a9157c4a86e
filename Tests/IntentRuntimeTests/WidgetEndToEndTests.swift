import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

/// The widget's button: adds one to a counter kept in an app-group store.
private struct IncrementCounterIntent: AppIntent {
    static let title: LocalizedStringResource = "Increment"

    @Parameter(title: "Containers")
    var containers: String

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: try CounterStore(containers: containers).store.increment("counter"))
    }
}

/// The app group the intent and the widget share.
private struct CounterStore: Sendable {
    let store: AppGroupStore

    init(containers: String) throws {
        let group = try AppGroup(identifier: "group.counter", containersDirectory: URL(fileURLWithPath: containers))
        store = try AppGroupStore(group: group)
    }
}

private struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// Reads the counter from the store on every timeline.
private struct CounterProvider: TimelineProvider, AsyncTimelineProvider {
    let containers: String

    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: .distantPast, count: 0) }

    func snapshot(in context: Context) async -> CounterEntry { await timeline(in: context).entries[0] }

    func timeline(in context: Context) async -> Timeline<CounterEntry> {
        let count = (try? CounterStore(containers: containers).store.integer(forKey: "counter")) ?? 0
        return Timeline(entries: [CounterEntry(date: .distantPast, count: count)], policy: .never)
    }
}

private struct CounterWidget: Widget {
    let containers: String

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider(containers: containers))
            .supportedFamilies([.systemSmall])
    }
}

@Suite("Widgets reload after intents run")
struct WidgetEndToEndTests {
    private static func temporaryContainers() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-widgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("A tap runs the intent; the widget then shows the new count without an explicit reload")
    func tapUpdatesWidget() async throws {
        let containers = try Self.temporaryContainers()
        defer { try? FileManager.default.removeItem(at: containers) }
        let center = WidgetCenter(
            catalog: try WidgetCatalog(widgets: [
                CounterWidget(containers: containers.path), TestWidget(kind: "Other"),
            ]),
            clock: ManualClock(), startDate: midnight)
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: center)
        var events = center.events().makeAsyncIterator()
        try await whileRunning(center) {
            #expect(await center.currentEntry(ofKind: "Counter") == nil)
            for expected in 1...3 {
                let intent = IncrementCounterIntent()
                intent.containers = containers.path
                let outcome = await executor.run(intent, widgetKinds: ["Counter"])
                #expect(outcome.succeeded)
                #expect(outcome.value as? Int == expected)
                #expect(await center.currentEntry(ofKind: "Counter", as: CounterEntry.self)?.count == expected)
                let started = try #require(await events.next(.started))
                #expect(started.kind == "Counter")
                #expect(started.reason == .intent(actionIdentifier: "IncrementCounterIntent"))
            }
            #expect(await center.currentEntry(ofKind: "Other") == nil)
            #expect(await center.reloadsToday(ofKind: "Counter") == 0)
        }
    }

    @Test("A run that names no widget reloads every kind")
    func reloadsAllKinds() async throws {
        let containers = try Self.temporaryContainers()
        defer { try? FileManager.default.removeItem(at: containers) }
        let center = WidgetCenter(
            catalog: try WidgetCatalog(widgets: [
                CounterWidget(containers: containers.path), TestWidget(kind: "Other"),
            ]),
            clock: ManualClock(), startDate: midnight)
        let executor = IntentExecutor(configuration: .notAboutTime, reloader: center)
        try await whileRunning(center) {
            let intent = IncrementCounterIntent()
            intent.containers = containers.path
            #expect(await executor.run(intent).succeeded)
            #expect(await center.currentEntry(ofKind: "Counter", as: CounterEntry.self)?.count == 1)
            #expect(await center.currentEntry(ofKind: "Other", as: NumberEntry.self)?.value == 0)
        }
    }
}
