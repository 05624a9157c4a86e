import Foundation
import IntentCommandLine
import IntentRuntime
import IntentTesting
import RuntimeTestSupport
import Synchronization
import Testing

// MARK: - What a run and a widget provider see of their host

/// What each run of ``NoteWidgetCenterIntent`` found as `WidgetCenter.shared`, by the token it was given.
let widgetCentersSeen = Mutex<[String: [String]]>([:])

/// Notes the kinds of the widget center `WidgetCenter.shared` is during its run.
struct NoteWidgetCenterIntent: AppIntent {
    static let title: LocalizedStringResource = "Note Widget Center"

    @Parameter(title: "Token")
    var token: String

    func perform() async throws -> some IntentResult {
        let kinds = WidgetCenter.shared.catalog.kinds.sorted()
        widgetCentersSeen.withLock { $0[token] = kinds }
        return .result()
    }
}

/// Shows how many ovens ActivityKit lists where the provider runs.
struct OvenCountProvider: AppIntentTimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let ovens: Int
    }

    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, ovens: -1) }

    func snapshot(for configuration: CakeWidgetConfiguration, in context: Context) async -> Entry {
        Entry(date: .distantPast, ovens: Activity<OvenAttributes>.activities.count)
    }

    func timeline(for configuration: CakeWidgetConfiguration, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [Entry(date: .distantPast, ovens: Activity<OvenAttributes>.activities.count)], policy: .never)
    }
}

struct OvenCountWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Ovens", intent: CakeWidgetConfiguration.self, provider: OvenCountProvider())
    }
}

/// Issue 19, finding 3: the library host, the command line's host and the test host each assembled
/// a running app a little differently. They now wrap one `HostCore`; each test runs one scenario
/// through the three and compares. (A widget configuration intent and Live Activities persisting
/// are in ``SameBehaviourTests``.)
@Suite("One host: every host assembled once")
struct OneHostTests {
    static let bundleIdentifier = "com.example.Bakery"

    static func registry() -> IntentRegistry {
        var registry = IntentRegistry()
        registry.register(NoteWidgetCenterIntent.self)
        registry.register(StartBakingIntent.self)
        registry.register(PlaceOrderIntent.self)
        registry.register(entity: PlacedOrder.self)
        return registry
    }

    /// Runs `arguments` on the command line over `application`.
    static func commandLine(_ application: HostApplication, _ arguments: [String]) async -> Int32 {
        await IntentCommand.main(
            arguments: arguments,
            configuration: CommandLineConfiguration(
                programName: "bakery", version: "bakery 1", loadApplication: { application }),
            output: CommandOutput(standardOutput: CapturedOutput(), standardError: CapturedOutput())
        )
    }

    /// `WidgetCenter.shared` in `perform()` was the host's center in the library and test hosts, but
    /// the process's default center, with no widgets, in the command line's host: an intent's
    /// `reloadTimelines(ofKind:)` did nothing there.
    @Test func widgetCenterSharedIsTheHostsCenterInEveryHost() async throws {
        let catalog = try WidgetCatalog(widgets: [CakeWidget()])
        let tokens = (0..<3).map { _ in UUID().uuidString }

        let library = IntentHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime,
            reloader: WidgetCenter(catalog: catalog)
        )
        _ = try await library.run(identifier: "NoteWidgetCenterIntent", parameters: ["token": .string(tokens[0])])

        let application = HostApplication(
            registry: Self.registry(), executorConfiguration: .notAboutTime,
            widgetExtensions: [WidgetExtension(name: "Cakes", catalog: catalog)])
        let status = await Self.commandLine(
            application, ["run", "NoteWidgetCenterIntent", "--param", "token=\(tokens[1])"])
        #expect(status == 0)

        let testHost = try IntentTestHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), widgets: catalog,
            configuration: .notAboutTime)
        _ = try await IntentDefinitions(host: testHost).intents["NoteWidgetCenterIntent"]
            .makeIntent(token: tokens[2]).run()

        let seen = widgetCentersSeen.withLock { state in tokens.map { state[$0] } }
        #expect(seen[0] == ["Cake"])
        #expect(seen[1] == seen[0], "the command line's host")
        #expect(seen[2] == seen[0], "the test host")
    }

    /// The widgets reload after a run in every host: what the widget shows once the run returned.
    @Test func theWidgetsReloadAfterARunInEveryHost() async throws {
        let catalog = try WidgetCatalog(widgets: [CakeWidget()])
        let token = ["token": InvocationValue.string(UUID().uuidString)]

        let center = WidgetCenter(catalog: catalog)
        let library = IntentHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime,
            reloader: center)
        let libraryBefore = await center.currentEntry(ofKind: "Cake")
        _ = try await library.run(identifier: "NoteWidgetCenterIntent", parameters: token)
        let libraryShows = await center.currentEntry(ofKind: "Cake", as: CakeWidgetProvider.Entry.self)?.flavour

        let application = HostApplication(
            registry: Self.registry(), executorConfiguration: .notAboutTime,
            widgetExtensions: [WidgetExtension(name: "Cakes", catalog: catalog)])
        let status = await Self.commandLine(
            application, ["run", "NoteWidgetCenterIntent", "--param", "token=\(UUID().uuidString)"])
        #expect(status == 0)
        let commandLineShows = await application.widgetExtensions[0].center
            .currentEntry(ofKind: "Cake", as: CakeWidgetProvider.Entry.self)?.flavour

        let testHost = try IntentTestHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), widgets: catalog,
            configuration: .notAboutTime)
        _ = try await testHost.run(identifier: "NoteWidgetCenterIntent", parameters: token)
        let testHostShows = await testHost.widgetCenter?
            .currentEntry(ofKind: "Cake", as: CakeWidgetProvider.Entry.self)?.flavour

        #expect(libraryBefore == nil, "nothing reloaded before the run")
        #expect(libraryShows == "Vanilla")
        #expect(commandLineShows == libraryShows, "the command line's host")
        #expect(testHostShows == libraryShows, "the test host")
    }

    /// A widget's provider ran, in the command line's host, outside the host's Live Activities (and
    /// its containers and `WidgetCenter.shared`): a provider that lists activities found none there,
    /// and the host's own in the library and test hosts.
    @Test func aWidgetProviderSeesTheHostsLiveActivitiesInEveryHost() async throws {
        let catalog = try WidgetCatalog(widgets: [OvenCountWidget()])
        let containers = FileManager.default.temporaryDirectory.appendingPathComponent(
            "one-host-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: containers) }

        let libraryCenter = WidgetCenter(catalog: catalog)
        let library = IntentHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime,
            reloader: libraryCenter,
            activityCenter: LiveActivityCenter())
        _ = try await library.run(identifier: "StartBakingIntent")
        let libraryShows = await libraryCenter.currentEntry(ofKind: "Ovens", as: OvenCountProvider.Entry.self)?.ovens

        let application = AppGroup.$containersLocation.withValue(containers) {
            HostApplication(
                bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(),
                executorConfiguration: .notAboutTime,
                widgetExtensions: [WidgetExtension(name: "Ovens", catalog: catalog)])
        }
        let status = await AppGroup.$containersLocation.withValue(containers) {
            await Self.commandLine(application, ["run", "StartBakingIntent"])
        }
        #expect(status == 0)
        let commandLineShows = await application.widgetExtensions[0].center
            .currentEntry(ofKind: "Ovens", as: OvenCountProvider.Entry.self)?.ovens

        let testHost = try IntentTestHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), widgets: catalog,
            configuration: .notAboutTime)
        _ = try await testHost.run(identifier: "StartBakingIntent")
        let testHostShows = await testHost.widgetCenter?
            .currentEntry(ofKind: "Ovens", as: OvenCountProvider.Entry.self)?.ovens

        #expect(libraryShows == 1)
        #expect(commandLineShows == libraryShows, "the command line's host")
        #expect(testHostShows == libraryShows, "the test host")
    }

    /// Each host's runs find `@Dependency` values in the manager it was given, never in the shared one.
    @Test func dependenciesAreTheHostsOwnInEveryHost() async throws {
        func manager() -> (AppDependencyManager, OrderBook) {
            let book = OrderBook()
            let manager = AppDependencyManager()
            manager.add(dependency: book)
            return (manager, book)
        }
        let (libraryDependencies, libraryBook) = manager()
        let library = IntentHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime,
            dependencies: libraryDependencies)
        _ = try await library.run(identifier: "PlaceOrderIntent", parameters: ["cake": "Lemon"])

        let (commandLineDependencies, commandLineBook) = manager()
        let application = HostApplication(
            registry: Self.registry(), executorConfiguration: .notAboutTime, dependencies: commandLineDependencies)
        let status = await Self.commandLine(application, ["run", "PlaceOrderIntent", "--param", "cake=Lemon"])
        #expect(status == 0)

        let (testDependencies, testBook) = manager()
        let testHost = try IntentTestHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime,
            dependencies: testDependencies)
        _ = try await testHost.run(identifier: "PlaceOrderIntent", parameters: ["cake": "Lemon"])

        #expect(await libraryBook.cakes == ["Lemon"])
        #expect(await commandLineBook.cakes == ["Lemon"], "the command line's host")
        #expect(await testBook.cakes == ["Lemon"], "the test host")
    }
}
