import Foundation
import IntentCommandLine
import IntentRuntime
import IntentTesting
import RuntimeTestSupport
import Testing

// MARK: - A widget configured by an intent, and an intent that starts a Live Activity

/// The flavour a cake widget shows: its configuration intent.
struct CakeWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Cake Widget"

    @Parameter(title: "Flavour", default: "Vanilla")
    var flavour: String
}

/// Shows the configured flavour.
struct CakeWidgetProvider: AppIntentTimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let flavour: String
    }

    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, flavour: "…") }

    func snapshot(for configuration: CakeWidgetConfiguration, in context: Context) async -> Entry {
        Entry(date: .distantPast, flavour: configuration.flavour)
    }

    func timeline(for configuration: CakeWidgetConfiguration, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [Entry(date: .distantPast, flavour: configuration.flavour)], policy: .never)
    }
}

struct CakeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Cake", intent: CakeWidgetConfiguration.self, provider: CakeWidgetProvider())
    }
}

/// A cake in the oven, as a Live Activity.
struct OvenAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        var minutesLeft: Int
    }

    var cake: String
}

/// Puts a cake in the oven: starts a Live Activity.
struct StartBakingIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Baking"

    @Parameter(title: "Cake", default: "Linzer")
    var cake: String

    func perform() async throws -> some IntentResult {
        _ = try Activity.request(
            attributes: OvenAttributes(cake: cake),
            content: ActivityContent(state: OvenAttributes.ContentState(minutesLeft: 40), staleDate: nil))
        return .result()
    }
}

/// Issue 20, finding 4: hosts disagreed. A widget configuration intent configured the widget
/// through the command line's host but not in the test host, and Live Activities persisted in the
/// examples' host but not in a `HostApplication` made as the README says. Each scenario runs here
/// through the library host, the command line's host and the test host, and the results are compared.
@Suite("One behaviour in every host")
struct SameBehaviourTests {
    static let bundleIdentifier = "com.example.Bakery"

    static func registry() -> IntentRegistry {
        var registry = IntentRegistry()
        registry.register(CakeWidgetConfiguration.self)
        registry.register(StartBakingIntent.self)
        return registry
    }

    /// What the widget shows after the configuration intent ran with `flavour`, in each host.
    @Test func aWidgetConfigurationIntentConfiguresTheWidgetInEveryHost() async throws {
        let catalog = try WidgetCatalog(widgets: [CakeWidget()])

        // The library host, with a widget center as its reloader.
        let center = WidgetCenter(catalog: catalog)
        let library = IntentHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime,
            reloader: center)
        _ = try await library.run(identifier: "CakeWidgetConfiguration", parameters: ["flavour": "Lemon"])
        let libraryShows = await center.currentEntry(ofKind: "Cake", as: CakeWidgetProvider.Entry.self)?.flavour

        // The command line's host.
        let application = HostApplication(
            registry: Self.registry(), executorConfiguration: .notAboutTime,
            widgetExtensions: [WidgetExtension(name: "Cakes", catalog: catalog)])
        let status = await IntentCommand.main(
            arguments: ["run", "CakeWidgetConfiguration", "--param", "flavour=Lemon"],
            configuration: CommandLineConfiguration(
                programName: "bakery", version: "bakery 1", loadApplication: { application }),
            output: CommandOutput(standardOutput: CapturedOutput(), standardError: CapturedOutput())
        )
        #expect(status == 0)
        let commandLineShows = await application.widgetExtensions[0].center
            .currentEntry(ofKind: "Cake", as: CakeWidgetProvider.Entry.self)?.flavour

        // The test host.
        let testHost = try IntentTestHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), widgets: catalog,
            configuration: .notAboutTime)
        _ = try await IntentDefinitions(host: testHost).intents["CakeWidgetConfiguration"]
            .makeIntent(flavour: "Lemon").run()
        let testHostShows = await testHost.widgetCenter?
            .currentEntry(ofKind: "Cake", as: CakeWidgetProvider.Entry.self)?.flavour

        #expect(libraryShows == "Lemon")
        #expect(commandLineShows == libraryShows)
        #expect(testHostShows == libraryShows)
    }

    /// How many activities a second host over the same store sees after one host started one.
    @Test func liveActivitiesPersistInEveryHost() async throws {
        let containers = FileManager.default.temporaryDirectory.appendingPathComponent(
            "same-behaviour-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: containers) }
        let group = try AppGroup(identifier: "group.\(Self.bundleIdentifier)", containersDirectory: containers)

        // The library host: the app binds a persistent center, as LiveActivities.md says.
        let libraryCenter = LiveActivityCenter(persistence: .appGroup(group))
        let library = IntentHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime)
        _ = try await LiveActivityCenter.$current.withValue(libraryCenter) {
            try await library.run(identifier: "StartBakingIntent")
        }
        let librarySees = LiveActivityCenter(persistence: .appGroup(group)).activities(of: OvenAttributes.self).count
        try FileManager.default.removeItem(at: containers)

        // The command line's host, made as the README makes it.
        _ = await AppGroup.$containersLocation.withValue(containers) {
            let application = HostApplication(
                bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), executorConfiguration: .notAboutTime
            )
            let status = await IntentCommand.main(
                arguments: ["run", "StartBakingIntent"],
                configuration: CommandLineConfiguration(
                    programName: "bakery", version: "bakery 1", loadApplication: { application }),
                output: CommandOutput(standardOutput: CapturedOutput(), standardError: CapturedOutput())
            )
            #expect(status == 0)
            return status
        }
        // What the next process finds: the store in the group's container.
        let commandLineSees = LiveActivityCenter(persistence: .appGroup(group)).activities(of: OvenAttributes.self)
            .count

        // The test host: in its own containers.
        let testHost = try IntentTestHost(
            bundleIdentifier: Self.bundleIdentifier, registry: Self.registry(), configuration: .notAboutTime)
        _ = try await IntentDefinitions(host: testHost).intents["StartBakingIntent"].makeIntent().run()
        let testGroup = try AppGroup(
            identifier: "group.\(Self.bundleIdentifier)", containersDirectory: testHost.containersDirectory)
        let testHostSees = LiveActivityCenter(persistence: .appGroup(testGroup)).activities(of: OvenAttributes.self)
            .count

        #expect(librarySees == 1)
        #expect(commandLineSees == librarySees)
        #expect(testHostSees == librarySees)
    }
}
