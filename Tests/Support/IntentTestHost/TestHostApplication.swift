import AppIntent
import DiagnosticIntents
import Foundation
import IntentCommandLine
import IntentRuntime

#if canImport(Todo)
    import Todo
#endif

/// The intents, widgets and app groups of the test host.
enum TestHostApplication {
    /// The host's bundle identifier.
    static let bundleIdentifier = "com.example.IntentTestHost"

    static func make(environment: [String: String]) throws -> HostApplication {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        LiveActivityCounter.shared.keep(
            in: try AppGroupStore(
                group: AppGroup(identifier: LiveActivityCounter.appGroupIdentifier, environment: environment)
            )
        )
        try registry.register(package: DiagnosticPackage.self)
        var widgetExtensions: [WidgetExtension] = []
        #if canImport(Todo)
            AppDependencyManager.shared.add(
                dependency: TodoStore(appGroupIdentifier: TodoPackage.appGroupIdentifier))
            try registry.register(package: TodoPackage.self)
            widgetExtensions.append(
                WidgetExtension(
                    name: "Todo",
                    catalog: try WidgetCatalog(widgets: [TodoListWidget()]),
                    reloadingIntents: TodoPackage.intents
                )
            )
        #endif
        return HostApplication(
            bundleIdentifier: bundleIdentifier, registry: registry, widgetExtensions: widgetExtensions)
    }
}
