// The island app's own command line, over IntentCommand.main: `swift run intents validate`, `run`, `extract`…

import AppIntent
import DynamicIslandExtension
import Foundation
import IntentCommandLine
import IntentRuntime
import Todo
import Weather

let environment = ProcessInfo.processInfo.environment
let configuration = CommandLineConfiguration(
    programName: "intents",
    abstract: "Run, list, validate and extract the island app's intents.",
    version: "island 1.0",
    environment: environment,
    loadApplication: {
        var registry = IntentRegistry()
        // The extension's package includes the framework's: both copies of ConfigurationAppIntent are registered.
        try registry.register(package: DynamicIslandExtensionPackage.self)
        try registry.register(package: WeatherPackage.self)
        try registry.register(package: TodoPackage.self)
        return HostApplication(
            bundleIdentifier: "com.example.island.LiveActivity",
            registry: registry,
            metadataTargets: [
                MetadataTarget(name: "DynamicIsland", package: DynamicIslandExtensionPackage.self),
                MetadataTarget(name: "Weather", package: WeatherPackage.self),
                MetadataTarget(name: "Todo", package: TodoPackage.self),
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
