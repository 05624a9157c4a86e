// The Tasks app's host: the `intents` command line over the app's intents, as `tasks`.

import Foundation
import IntentCommandLine
import IntentRuntime
import TasksKit

let environment = ProcessInfo.processInfo.environment
let configuration = CommandLineConfiguration(
    programName: "tasks",
    abstract: "Run, list, validate and extract the Tasks app's intents.",
    version: "tasks 1.0",
    environment: environment,
    loadApplication: {
        var registry = IntentRegistry()
        try registry.register(package: TasksPackage.self)
        // The app and its widget share the task list through the app's group.
        let group = try AppGroup(identifier: "group.com.example.tasks", environment: environment)
        AppDependencyManager.shared.add(dependency: TaskList(directory: group.containerURL))
        return HostApplication(
            bundleIdentifier: "com.example.tasks",
            registry: registry,
            widgetExtensions: [
                // The module's widget bundles and App Shortcuts provider are found as its intents are.
                WidgetExtension(name: "TasksWidgets", catalog: try WidgetCatalog(package: TasksPackage.self))
            ],
            metadataTargets: [
                MetadataTarget(name: "Tasks", package: TasksPackage.self, applicationNames: ["Tasks"])
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
