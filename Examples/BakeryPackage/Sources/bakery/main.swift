// The Bakery app's host: the `intents` command line over the app's intents, as `bakery`.

import BakeryKit
import Foundation
import IntentCommandLine
import IntentRuntime

let environment = ProcessInfo.processInfo.environment
let configuration = CommandLineConfiguration(
    programName: "bakery",
    abstract: "Run, list, validate and extract the Bakery app's intents.",
    version: "bakery 1.0",
    environment: environment,
    loadApplication: {
        var registry = IntentRegistry()
        try registry.register(package: BakeryPackage.self)
        AppDependencyManager.shared.add(dependency: OrderBook(soldOut: ["linzer"]))
        // Its Live Activities persist in group.com.example.bakery, from one command to the next.
        return HostApplication(
            bundleIdentifier: "com.example.bakery",
            registry: registry,
            widgetExtensions: [
                WidgetExtension(name: "BakeryWidgets", catalog: try WidgetCatalog(bundle: BakeryWidgets()))
            ],
            metadataTargets: [
                MetadataTarget(
                    name: "Bakery",
                    package: BakeryPackage.self,
                    shortcutsProvider: BakeryShortcuts.self,
                    applicationNames: ["Bakery"]
                )
            ],
            metadataDirectory: MetadataDirectory.find(environment: environment)
        )
    }
)
let status = await IntentCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    configuration: configuration,
    output: .standard(environment: environment)
)
exit(status)
