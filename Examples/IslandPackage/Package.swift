// swift-tools-version: 6.0
//
// The founding story, in a user's own package: a Live Activity's `ConfigurationAppIntent` moved from the widget
// extension into the framework `AppIntent`, the checked-in metadata not regenerated, and the extension's old copy
// still there. The targets take names the repository's own examples use too (`AppIntent`,
// `DynamicIslandExtension`, `Weather`, `Todo`, and an executable `intents`): the package builds against
// IntentRuntime all the same. CI copies this folder somewhere fresh and checks that every check catches the move.

import PackageDescription

let package = Package(
    name: "island",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Your package names IntentRuntime by its URL; this example, inside the repository, by its path.
        .package(name: "IntentRuntime", path: "../..")
    ],
    targets: [
        // The framework the intent moved into.
        .target(name: "AppIntent", dependencies: [.product(name: "AppIntents", package: "IntentRuntime")]),
        // The widget extension, with the old copy of the intent: a move half done.
        .target(
            name: "DynamicIslandExtension",
            dependencies: ["AppIntent", .product(name: "AppIntents", package: "IntentRuntime")]
        ),
        .target(name: "Weather", dependencies: [.product(name: "AppIntents", package: "IntentRuntime")]),
        .target(name: "Todo", dependencies: [.product(name: "AppIntents", package: "IntentRuntime")]),
        // The app's own command line, named `intents` as the repository's examples host is.
        .executableTarget(
            name: "intents",
            dependencies: [
                "AppIntent", "DynamicIslandExtension", "Weather", "Todo",
                .product(name: "IntentCommandLine", package: "IntentRuntime"),
            ]
        ),
        .testTarget(
            name: "IslandTests",
            dependencies: [
                "AppIntent", "DynamicIslandExtension", "Weather", "Todo",
                .product(name: "IntentRuntime", package: "IntentRuntime"),
            ]
        ),
    ]
)
