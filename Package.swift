// swift-tools-version: 6.0
//
// IntentRuntime: runs App Intents outside Xcode and off Apple hardware.
// Zero package dependencies, by request: only what the Swift toolchain ships.

import CompilerPluginSupport
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

// MARK: - Modules named like Apple's frameworks

// A user's intent file says `import AppIntents` and `import WidgetKit` (and `import
// UniformTypeIdentifiers` when it takes files of some types, `import CoreSpotlight` when it indexes entities).
// Where Apple's frameworks do not exist (Linux,
// Windows, Android…), modules of those names re-export, by name, Apple's declarations from AppleAPI (never the
// engine), so the file compiles unchanged. On Apple's platforms the products of those names carry IntentRuntime
// itself and no module of the framework's name is built, so nothing shadows the system framework:
// a user's `import AppIntents` there still means Apple's. A user's Package.swift depends on them
// the same way everywhere: `.product(name: "AppIntents", package: "IntentRuntime")`.
let frameworkModuleNames = ["ActivityKit", "AppIntents", "CoreSpotlight", "UniformTypeIdentifiers", "WidgetKit"]

// The Todo example is written as an app writes its intents, with `import AppIntents` and
// `import WidgetKit` only; on Apple's platforms those are Apple's frameworks, whose types the
// runtime's registry cannot take, so the example is built only where the modules are this package's.
#if canImport(Darwin)
    let frameworkModules: [Target] = []
    let frameworkProducts: [Product] = frameworkModuleNames.map { .library(name: $0, targets: ["IntentRuntime"]) }
    let appStyleExamples: [Target] = []
#else
    // AppIntents also declares Apple's entity-property and schema macros (`@ComputedProperty`, `@AssistantIntent`…),
    // and WidgetKit its `#Preview` macros, which the IntentMacros plug-in expands.
    let frameworkModules: [Target] = frameworkModuleNames.map {
        .target(
            name: $0,
            dependencies: ["AppIntents", "WidgetKit"].contains($0) ? ["AppleAPI", "IntentMacros"] : ["AppleAPI"],
            path: "Sources/FrameworkModules/\($0)"
        )
    }
    let frameworkProducts: [Product] = frameworkModuleNames.map { .library(name: $0, targets: [$0]) }
    let appStyleExamples: [Target] = [
        // Every README and DocC snippet, type-checked against the package and its examples.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "CompileSupport", "IntentCommandLine", "IntentMetadata", "IntentRuntime", "Mangling", "AppIntent",
                "DynamicIslandExtension", "CarControl", "Weather", "Todo", "FlashSale",
            ] + frameworkModules.map { .target(name: $0.name) }
        ),
        .target(
            name: "Todo",
            // IntentRuntime too, though the sources import only AppIntents and WidgetKit: seen only
            // through their re-export, a change to it did not rebuild this target incrementally.
            dependencies: ["AppIntents", "WidgetKit", "IntentRuntime"],
            path: "Examples/Todo",
            swiftSettings: strictSettings
        ),
    ]
#endif

// `AppIntentsTesting` is the test-facing module, spelled as Apple's: a user's test target depends on
// `.product(name: "AppIntentsTesting", package: "IntentRuntime")`. Where Apple's framework does not exist it
// is a module of that name re-exporting IntentTesting and the AppIntents module; on Apple's platforms the
// product carries IntentTesting itself, so `import AppIntentsTesting` there still means Apple's.
#if canImport(Darwin)
    let testingModules: [Target] = []
    let testingProducts: [Product] = [.library(name: "AppIntentsTesting", targets: ["IntentTesting"])]
    let exampleTests: [Target] = []
#else
    let testingModules: [Target] = [
        .target(
            name: "AppIntentsTesting",
            dependencies: ["IntentTesting", "AppIntents"],
            path: "Sources/FrameworkModules/AppIntentsTesting"
        )
    ]
    let testingProducts: [Product] = [.library(name: "AppIntentsTesting", targets: ["AppIntentsTesting"])]
    // The example test file of the README and the DocC article, written as a user's test target writes it
    // (`import AppIntentsTesting`), compiled and run as a test.
    let exampleTests: [Target] = [
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "AppIntentsTesting", "IntentTesting", "IntentRuntime", "AppIntent", "Todo", "intent-test-host",
            ],
            path: "Tests/ExampleTests"
        )
    ]
#endif

// MARK: - A command line that starts as fast as a bare Swift program

// `intents` is started from scripts and CI loops, thousands of times. Linked dynamically, every start
// loads and relocates the Swift runtime's shared libraries (about 1.5 ms on Linux, half of a bare Swift
// program's start); linked statically, the release binary does neither. Compiled with the flag too, so
// that the modules it imports name the static libraries they need (`_FoundationCollections` behind
// FoundationEssentials). Release builds only: debug builds link faster, and no test target links the
// executable's module (a test bundle cannot link the static runtime). Unsafe flags keep a package from
// being a versioned dependency only through the products that use them: this one is the executable's alone.
let staticStandardLibrary: [SwiftSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]
let staticStandardLibraryLinking: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]

// MARK: - No names taken from users

// SwiftPM wants every target name unique across a package graph, but a dependency's targets enter a user's graph
// only through the products the user names. So no product reaches the examples (`AppIntent`,
// `DynamicIslandExtension`, `CarControl`, `Weather`, `Todo`, `FlashSale`), their host executable `intents`, the
// test fixtures or the test-support programs: they are this repository's own, built and run from its root
// (`swift run intents …`, `swift test`), and a user's package may name its targets and its executable the same.
// `.ci/run` builds such a package against this one. A user's own command line is their host over
// `IntentCommand.main` (module IntentCommandLine), under the name they choose.

let package = Package(
    name: "IntentRuntime",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Mangling", targets: ["Mangling"]),
        .library(name: "IntentMetadata", targets: ["IntentMetadata"]),
        .library(name: "IntentRuntime", targets: ["IntentRuntime"]),
        .library(name: "IntentCommandLine", targets: ["IntentCommandLine"]),
        .library(name: "IntentTesting", targets: ["IntentTesting"]),
    ] + frameworkProducts + testingProducts,
    dependencies: [],
    targets: [
        // MARK: - Libraries

        .target(name: "Mangling", swiftSettings: strictSettings),
        .target(name: "IntentMetadata", swiftSettings: strictSettings),
        // Apple's API as Apple spells it (AppIntents, WidgetKit, ActivityKit, Foundation's localization): what the
        // facades re-export; the engine reaches it through `package` hooks. Mangling and IntentMetadata for the engine
        // pieces its files still hold (the widget catalog's bundle discovery, parameters read from JSON).
        .target(name: "AppleAPI", dependencies: ["Mangling", "IntentMetadata"], swiftSettings: strictSettings),
        .target(
            name: "IntentRuntime",
            dependencies: ["AppleAPI", "Mangling", "IntentMetadata"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "IntentCommandLine",
            dependencies: ["Mangling", "IntentMetadata", "IntentRuntime"],
            swiftSettings: strictSettings
        ),
        // Tests intents by name, as Apple's AppIntentsTesting does: a library for users' test targets.
        .target(
            name: "IntentTesting",
            dependencies: ["IntentMetadata", "IntentRuntime"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "intents",
            dependencies: [
                "IntentCommandLine", "IntentRuntime", "AppIntent", "DynamicIslandExtension", "CarControl", "Weather",
                "FlashSale",
                .target(name: "Todo", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            ],
            swiftSettings: strictSettings + staticStandardLibrary,
            linkerSettings: staticStandardLibraryLinking
        ),

        // MARK: - Macros without swift-syntax

        // Apple's App Intents macros are expanded by a compiler plug-in of our own, which speaks the compiler's
        // plug-in protocol itself (length-prefixed JSON over standard input and output) and reads the source text
        // the compiler sends: no swift-syntax, so no package dependency. The executable only moves bytes; the
        // protocol, the tokenizer and the expansions are a library that tests reach.
        .target(name: "IntentMacroSupport", path: "Sources/Macros/IntentMacroSupport", swiftSettings: strictSettings),
        .macro(
            name: "IntentMacros",
            dependencies: ["IntentMacroSupport"],
            path: "Sources/Macros/IntentMacros",
            swiftSettings: strictSettings
        ),

        // MARK: - Examples

        .target(
            name: "AppIntent",
            dependencies: ["IntentRuntime"],
            path: "Examples/DynamicIsland/AppIntent",
            swiftSettings: strictSettings
        ),
        .target(
            name: "DynamicIslandExtension",
            dependencies: ["IntentRuntime", "AppIntent"],
            path: "Examples/DynamicIsland/DynamicIslandExtension",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CarControl",
            dependencies: ["IntentRuntime"],
            path: "Examples/CarControl",
            swiftSettings: strictSettings
        ),
        .target(
            name: "Weather",
            dependencies: ["IntentRuntime"],
            path: "Examples/Weather",
            swiftSettings: strictSettings
        ),
        .target(
            name: "FlashSale",
            dependencies: ["IntentRuntime"],
            path: "Examples/FlashSale",
            swiftSettings: strictSettings
        ),

        // MARK: - Benchmarks

        .executableTarget(
            name: "intents-benchmarks",
            dependencies: ["Mangling", "IntentMetadata", "IntentRuntime", "IntentTesting"],
            path: "Benchmarks/IntentBenchmarks",
            swiftSettings: strictSettings
        ),

        // MARK: - Test fixtures: real types whose mangled names the tests compare with the compiler's

        .target(name: "FixtureKit", path: "Tests/Fixtures/FixtureKit"),
        .target(name: "WidgetFixtureExtension", path: "Tests/Fixtures/WidgetFixtureExtension"),
        .target(name: "IntentFixturesFramework", path: "Tests/Fixtures/IntentFixturesFramework"),
        .target(name: "DiscoveryFixture", dependencies: ["IntentRuntime"], path: "Tests/Fixtures/DiscoveryFixture"),
        .target(name: "EmptyFixture", dependencies: ["IntentRuntime"], path: "Tests/Fixtures/EmptyFixture"),
        .target(name: "DiagnosticIntents", dependencies: ["IntentRuntime"], path: "Tests/Fixtures/DiagnosticIntents"),

        // MARK: - Test support: programs the tests start as separate processes

        .executableTarget(
            name: "app-group-writer",
            dependencies: ["IntentRuntime"],
            path: "Tests/Support/AppGroupWriter"
        ),
        // A host program that IntentTesting's out-of-process runs start: the examples' intents and
        // diagnostic intents that crash or hang, so a test can show that only its own run fails.
        .executableTarget(
            name: "intent-test-host",
            dependencies: [
                "IntentCommandLine", "IntentRuntime", "AppIntent", "DiagnosticIntents",
                .target(name: "Todo", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            ],
            path: "Tests/Support/IntentTestHost",
            swiftSettings: strictSettings
        ),

        // Finds the real metadata corpus beside the repository (never committed) and the synthetic fixtures that are.
        .target(name: "MetadataTestSupport", path: "Tests/Support/MetadataTestSupport"),

        // Type-checks Swift sources against the built modules (shared by the compile tests).
        .target(
            name: "CompileSupport", dependencies: ["ProcessTestSupport"], path: "Tests/Support/CompileSupport",
            swiftSettings: strictSettings),

        // Runs a program to its end and collects what it printed (shared by the tests that start processes).
        .target(name: "ProcessTestSupport", path: "Tests/Support/ProcessTestSupport", swiftSettings: strictSettings),

        // The run limit of the tests that are not about time (shared by the tests that run intents).
        .target(
            name: "RuntimeTestSupport", dependencies: ["IntentRuntime"], path: "Tests/Support/RuntimeTestSupport",
            swiftSettings: strictSettings),

        // MARK: - Tests

        .testTarget(
            name: "ManglingTests",
            dependencies: [
                "Mangling", "FixtureKit", "WidgetFixtureExtension", "IntentFixturesFramework", "MetadataTestSupport",
                "ProcessTestSupport",
            ]
        ),
        .testTarget(
            name: "IntentMetadataTests",
            dependencies: ["IntentMetadata", "Mangling", "MetadataTestSupport", "ProcessTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntentRuntimeTests",
            dependencies: [
                "IntentRuntime", "IntentMetadata", "Mangling", "AppIntent", "DynamicIslandExtension", "CompileSupport",
                "DiscoveryFixture", "EmptyFixture", "MetadataTestSupport", "FlashSale", "ProcessTestSupport",
                "RuntimeTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntentCommandLineTests",
            dependencies: [
                "IntentCommandLine", "IntentMetadata", "IntentRuntime", "CarControl", "Weather", "MetadataTestSupport",
                "EmptyFixture", "ProcessTestSupport", "RuntimeTestSupport",
            ],
            exclude: ["BadInput", "Goldens"]
        ),
        .testTarget(
            name: "IntentTestingTests",
            dependencies: [
                "IntentTesting", "IntentRuntime", "IntentMetadata", "AppIntent", "DiagnosticIntents",
                "intent-test-host", "MetadataTestSupport", "IntentCommandLine", "ProcessTestSupport",
                "RuntimeTestSupport",
            ]
        ),
        // The plug-in's protocol, tokenizer and expansions; and, where the AppIntents module is this package's, the
        // macros used on an entity and WidgetKit's previews as Apple's pages show them.
        .testTarget(
            name: "IntentMacroTests",
            dependencies: ["IntentMacroSupport", "CompileSupport", "IntentRuntime", "RuntimeTestSupport"]
                + frameworkModules.filter { ["AppIntents", "CoreSpotlight", "WidgetKit"].contains($0.name) }.map {
                    .target(name: $0.name)
                }
        ),
        // Issue 10's measure: intent files written the way real apps write them (Tests/Compatibility/Files),
        // each type-checked unchanged against the AppIntents and WidgetKit modules. The modules are
        // dependencies so that they are built; on Apple's platforms the files' imports mean Apple's frameworks.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["CompileSupport", "IntentRuntime", "RuntimeTestSupport"]
                + frameworkModules.map { .target(name: $0.name) },
            path: "Tests/Compatibility",
            exclude: ["Files", "USAGE.md"]
        ),
    ] + frameworkModules + testingModules + appStyleExamples + exampleTests
)
