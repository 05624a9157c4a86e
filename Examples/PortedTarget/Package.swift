// swift-tools-version: 6.0
//
// An iOS widget target ported as "Port an iOS target" (README, DocC) describes: the same sources
// build with Apple's frameworks on Apple's platforms and with IntentRuntime everywhere else.
// CI copies this folder somewhere fresh and builds it there.

import PackageDescription

// Where Apple's AppIntents and WidgetKit do not exist, IntentRuntime's modules of those names
// stand in. On Apple's platforms the target imports Apple's own and depends on nothing here.
let withoutApplesFrameworks: [Platform] = [.linux, .windows, .android]

let package = Package(
    name: "PortedTarget",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "CakeWidgets", targets: ["CakeWidgets"])
    ],
    dependencies: [
        // Your package names IntentRuntime by its URL:
        // .package(url: "https://github.com/example/IntentRuntime.git", branch: "main")
        // This example, which lives inside the repository, names it by its path.
        .package(name: "IntentRuntime", path: "../..")
    ],
    targets: [
        .target(
            name: "CakeWidgets",
            dependencies: [
                .product(
                    name: "AppIntents", package: "IntentRuntime", condition: .when(platforms: withoutApplesFrameworks)),
                .product(
                    name: "WidgetKit", package: "IntentRuntime", condition: .when(platforms: withoutApplesFrameworks)),
            ]
        )
    ]
)
