import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

@Suite("A host and the widget center it is given")
struct HostWidgetCenterTests {
    /// The README's embedding snippet: a center that nobody runs, handed to a host. The run used
    /// to wait forever for the reload; now the host starts the center.
    @Test func aRunReturnsAndReloadsWithACenterNobodyStarted() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [CompletionWidget()]))
        var registry = IntentRegistry()
        registry.register(NoOpIntent.self)
        let host = IntentHost(
            bundleIdentifier: "com.example.tests", registry: registry, configuration: .notAboutTime, reloader: center)
        // The limit tells a hang from a run that waited its turn at the start of a full `swift test` (seen past 20 s).
        let outcome = try await withTimeLimit(ExecutorConfiguration.notAboutTimeLimit) {
            try await host.run(identifier: "NoOpIntent")
        }
        #expect(
            outcome?.phase == .succeeded, "the run did not return within \(ExecutorConfiguration.notAboutTimeLimit)")
        #expect(
            await center.currentEntry(ofKind: "Completion", as: CompletionProvider.Entry.self)?.text
                == "from completion")
    }

    @Test func startingTwiceOrAfterRunIsHarmless() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [CompletionWidget()]))
        center.start()
        center.start()
        await center.reloadTimelinesAndWait(ofKind: "Completion")
        #expect(await center.reloadsToday(ofKind: "Completion") == 1)
    }
}

/// The value of `body`, or `nil` when it does not finish within `limit`. A body that hangs is
/// left behind (and cancelled), never awaited: a task group would wait for it forever.
func withTimeLimit<Value: Sendable>(
    _ limit: Duration,
    _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value? {
    let work = Task { try await body() }
    let result = Locked<Result<Value, any Error>??>(nil)
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value?, any Error>) in
        @Sendable func finish(_ outcome: Result<Value, any Error>?) {
            let first = result.withLock { stored -> Bool in
                guard stored == nil else { return false }
                stored = .some(outcome)
                return true
            }
            guard first else { return }
            if let outcome {
                continuation.resume(with: outcome.map { $0 })
            } else {
                continuation.resume(returning: nil)
            }
        }
        Task { finish(await work.result) }
        Task {
            try? await Task.sleep(for: limit)
            work.cancel()
            finish(nil)
        }
    }
}

/// A widget configured by an intent: it shows its configuration's greeting.
struct GreetingConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"

    @Parameter(title: "Greeting", default: "Hello")
    var greeting: String
}

struct GreetingProvider: AppIntentTimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let text: String
    }

    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, text: "…") }

    func snapshot(for configuration: GreetingConfiguration, in context: Context) async -> Entry {
        Entry(date: .distantPast, text: configuration.greeting)
    }

    func timeline(for configuration: GreetingConfiguration, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [Entry(date: .distantPast, text: configuration.greeting)], policy: .never)
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Greeting", intent: GreetingConfiguration.self, provider: GreetingProvider())
    }
}

@Suite("Placing a widget's configuration")
struct WidgetConfigurationPlacementTests {
    @Test func runningTheConfigurationIntentChangesWhatTheWidgetShows() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [GreetingWidget()]))
        var registry = IntentRegistry()
        registry.register(GreetingConfiguration.self)
        let host = IntentHost(
            bundleIdentifier: "com.example.tests", registry: registry, configuration: .notAboutTime, reloader: center)

        _ = try await host.run(identifier: "GreetingConfiguration")
        #expect(await center.currentEntry(ofKind: "Greeting", as: GreetingProvider.Entry.self)?.text == "Hello")

        _ = try await host.run(identifier: "GreetingConfiguration", parameters: ["greeting": "Hej"])
        #expect(await center.currentEntry(ofKind: "Greeting", as: GreetingProvider.Entry.self)?.text == "Hej")
        let placed = await center.configuration(ofKind: "Greeting") as? GreetingConfiguration
        #expect(placed?.greeting == "Hej")

        // A scheduled or app-requested reload keeps the placed configuration.
        await center.reloadTimelinesAndWait(ofKind: "Greeting")
        #expect(await center.currentEntry(ofKind: "Greeting", as: GreetingProvider.Entry.self)?.text == "Hej")
    }

    @Test func configuringPlacesTheIntentOnlyOnTheWidgetsItConfigures() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [GreetingWidget(), CompletionWidget()]))
        let configuration = GreetingConfiguration()
        configuration.greeting = "Hi"
        #expect(await center.configure(with: configuration) == ["Greeting"])
        #expect(await center.configuration(ofKind: "Completion") == nil)
    }
}
