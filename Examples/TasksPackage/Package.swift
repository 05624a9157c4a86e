// swift-tools-version: 6.0
//
// An app's intents in a package of their own, run and tested off Apple hardware: the example the
// README's "Use it in your own package" walks through. CI copies this folder somewhere fresh and
// builds, runs and tests it there.

import PackageDescription

let package = Package(
    name: "Tasks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tasks", targets: ["tasks"])
    ],
    dependencies: [
        // Your package names IntentRuntime by its URL:
        // .package(url: "https://github.com/example/IntentRuntime.git", branch: "main")
        // This example, which lives inside the repository, names it by its path.
        .package(name: "IntentRuntime", path: "../..")
    ],
    targets: [
        // The app's intents, written for Apple's SDK: `import AppIntents` and `import WidgetKit`.
        .target(
            name: "TasksKit",
            dependencies: [
                .product(name: "AppIntents", package: "IntentRuntime"),
                .product(name: "WidgetKit", package: "IntentRuntime"),
            ]
        ),
        // The host: the `intents` command line over the app's intents.
        .executableTarget(
            name: "tasks",
            dependencies: [
                "TasksKit",
                .product(name: "IntentCommandLine", package: "IntentRuntime"),
            ]
        ),
        .testTarget(
            name: "TasksKitTests",
            dependencies: [
                "TasksKit",
                .product(name: "IntentRuntime", package: "IntentRuntime"),
                // Tests by name, in the spelling of Apple's AppIntentsTesting, and the test host beyond it.
                .product(name: "AppIntentsTesting", package: "IntentRuntime"),
                .product(name: "IntentTesting", package: "IntentRuntime"),
            ]
        ),
    ]
)
