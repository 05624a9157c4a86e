import AppIntent
import CarControl
import DynamicIslandExtension
import FlashSale
import IntentCommandLine
import IntentRuntime
import Weather

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Todo)
    import Todo
#endif

/// The host the `intents` executable offers: the bundled examples and their checked-in metadata.
enum ExampleHost {
    /// The version `intents --version` prints.
    static let version = "intents 0.1.0 (IntentRuntime, Swift 6)"

    /// The environment variable naming the directory of the checked-in `<Name>.appintents` bundles.
    static let bundlesVariable = "INTENTS_BUNDLES"

    /// The environment variable that freezes the Live Activities' clock at an ISO 8601 date, so
    /// that a test (or a replay) sees activities age exactly: `INTENTS_NOW=2027-01-15T08:00:00Z`.
    static let nowVariable = "INTENTS_NOW"

    /// The command-line configuration over the bundled examples.
    static func configuration(environment: [String: String]) -> CommandLineConfiguration {
        CommandLineConfiguration(
            programName: "intents",
            abstract: "Run, list, validate and extract the App Intents of the bundled examples.",
            version: version,
            environment: environment,
            loadApplication: { try application(environment: environment) }
        )
    }

    /// The examples: their intents, widgets and metadata directory.
    static func application(environment: [String: String]) throws -> HostApplication {
        // The Dynamic Island's intent as it is now: in the framework `AppIntent`. The extension's
        // old copy stays unregistered, so metadata that still names it does not resolve.
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        // The counter lives in the app group the app and the extension share, so every
        // `intents run ConfigurationAppIntent` process adds to the same count.
        LiveActivityCounter.shared.keep(
            in: try AppGroupStore(
                group: AppGroup(identifier: LiveActivityCounter.appGroupIdentifier, environment: environment)
            )
        )
        try registry.register(package: CarControlPackage.self)
        try registry.register(package: WeatherPackage.self)
        try registry.register(package: FlashSalePackage.self)
        registry.register(NoOpIntent.self)
        var deepLinks = DeepLinkRouter()
        FlashSaleLinks.register(in: &deepLinks)
        var widgetExtensions = [
            WidgetExtension(
                name: "DynamicIsland",
                catalog: try WidgetCatalog(widgets: [LiveActivityWidget()]),
                reloadingIntents: AppIntentFramework.intents
            ),
            WidgetExtension(
                name: "CarControl",
                catalog: try WidgetCatalog(bundle: CarControlWidgets()),
                reloadingIntents: CarControlPackage.intents
            ),
            WidgetExtension(
                name: "Weather",
                catalog: try WidgetCatalog(bundle: WeatherWidgets()),
                reloadingIntents: WeatherPackage.intents
            ),
        ]
        var metadataTargets = [
            MetadataTarget(name: "DynamicIsland", package: AppIntentFramework.self),
            // What Xcode wrote while the intent lived in the extension: the extension's
            // module in the type name. Kept as a fixture for `validate`.
            MetadataTarget(name: "DynamicIslandStale", intents: [DynamicIslandExtension.ConfigurationAppIntent.self]),
            MetadataTarget(
                name: "CarControl",
                package: CarControlPackage.self,
                shortcutsProvider: CarControlShortcuts.self,
                applicationNames: [CarControlShortcuts.applicationName] + CarControlShortcuts.applicationNameSynonyms
            ),
            MetadataTarget(name: "Weather", package: WeatherPackage.self),
            MetadataTarget(name: "FlashSale", package: FlashSalePackage.self),
            MetadataTarget(name: "Diagnostics", intents: [NoOpIntent.self]),
        ]
        #if canImport(Todo)
            // The to-do app keeps its items in its app group's directory; its intents, queries
            // and widget reach the store through @Dependency.
            let todoGroup = try AppGroup(identifier: TodoPackage.appGroupIdentifier, environment: environment)
            AppDependencyManager.shared.add(dependency: TodoStore(directory: todoGroup.containerURL))
            try registry.register(package: TodoPackage.self)
            widgetExtensions.append(
                WidgetExtension(
                    name: "Todo",
                    catalog: try WidgetCatalog(widgets: [TodoListWidget()]),
                    reloadingIntents: TodoPackage.intents
                )
            )
            metadataTargets.append(
                MetadataTarget(
                    name: "Todo",
                    package: TodoPackage.self,
                    shortcutsProvider: TodoShortcuts.self,
                    applicationNames: ["Todo", "To-Do"]
                )
            )
        #endif
        var application = HostApplication(
            bundleIdentifier: DynamicIslandExtensionPackage.bundleIdentifier,
            registry: registry,
            widgetExtensions: widgetExtensions,
            metadataTargets: metadataTargets,
            metadataDirectory: MetadataDirectory.find(variable: bundlesVariable, environment: environment),
            activityCenter: try activityCenter(environment: environment),
            deepLinks: deepLinks
        )
        // The examples' intents live in Examples/, the diagnostics' in Sources/intents.
        application.sourceDirectories = ["Examples", "Sources"]
        return application
    }

    /// The examples' Live Activities: in the Dynamic Island app's group, so every `intents`
    /// process sees the same ones; on a clock frozen at `$INTENTS_NOW` when it is set.
    static func activityCenter(environment: [String: String]) throws -> LiveActivityCenter {
        let group = try AppGroup(identifier: LiveActivityCounter.appGroupIdentifier, environment: environment)
        var clock: any Clock<Duration> = ContinuousClock()
        var startDate = Date()
        if let text = environment[nowVariable], !text.isEmpty {
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw ExampleHostError("\(nowVariable)=\(text) is not an ISO 8601 date such as 2027-01-15T08:00:00Z")
            }
            clock = ManualClock()
            startDate = date
        }
        let center = LiveActivityCenter(clock: clock, startDate: startDate, persistence: .appGroup(group))
        center.registerLinks(for: SeckillActivityAttributes.self)
        return center
    }
}

/// Why the examples' host could not be set up.
struct ExampleHostError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
