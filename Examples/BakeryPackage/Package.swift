// swift-tools-version: 6.0
//
// A bakery's intents in a package of their own: an entity with a text query, an enum, a
// dependency, a custom error, a configurable widget, App Shortcuts and a Live Activity, run by
// its own host (`bakery`) and tested in parallel by name. CI copies this folder somewhere fresh
// and builds, runs and tests it there.

import PackageDescription

let package = Package(
    name: "Bakery",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bakery", targets: ["bakery"])
    ],
    dependencies: [
        // Your package names IntentRuntime by its URL; this example, inside the repository, by its path.
        .package(name: "IntentRuntime", path: "../..")
    ],
    targets: [
        .target(
            name: "BakeryKit",
            dependencies: [
                .product(name: "AppIntents", package: "IntentRuntime"),
                .product(name: "WidgetKit", package: "IntentRuntime"),
                .product(name: "ActivityKit", package: "IntentRuntime"),
            ]
        ),
        .executableTarget(
            name: "bakery",
            dependencies: [
                "BakeryKit",
                .product(name: "IntentCommandLine", package: "IntentRuntime"),
            ]
        ),
        .testTarget(
            name: "BakeryKitTests",
            dependencies: [
                "BakeryKit",
                .product(name: "AppIntentsTesting", package: "IntentRuntime"),
                // The test host and the engine it is made of, beyond Apple's AppIntentsTesting.
                .product(name: "IntentTesting", package: "IntentRuntime"),
                .product(name: "IntentRuntime", package: "IntentRuntime"),
            ]
        ),
    ]
)
