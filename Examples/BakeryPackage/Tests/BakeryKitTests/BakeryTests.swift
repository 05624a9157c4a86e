import AppIntentsTesting
import BakeryKit
import Foundation
import IntentRuntime  // the registry, widget catalog and clock a test host is made of
import IntentTesting  // the test host, its error and a run's details, beyond Apple's AppIntentsTesting
import Testing

/// What the Bakery's bundle identifier stands for off-device: a host over its registered intents,
/// its checked-in metadata and its widgets, each with an order book of its own in its own
/// dependencies, so the tests run at once and never see each other's orders.
enum BakeryApp {
    static let bundleIdentifier = "com.example.bakery"

    static let registered: Void = {
        let metadata = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // BakeryKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
            .appendingPathComponent("Intents/Bakery.appintents")
        IntentTestHost.register(bundleIdentifier: bundleIdentifier) {
            let dependencies = AppDependencyManager()
            dependencies.add(dependency: OrderBook(soldOut: ["linzer"]))
            var registry = IntentRegistry()
            try registry.register(package: BakeryPackage.self)
            return try IntentTestHost(
                bundleIdentifier: bundleIdentifier,
                registry: registry,
                bundles: [try IntentTestHost.metadataBundle(at: metadata)],
                widgets: try WidgetCatalog(bundle: BakeryWidgets()),
                clock: ManualClock(),  // test time: a slow CI machine never times a run out
                dependencies: dependencies
            )
        }
    }()
}

@Suite("The Bakery, by name, tests running at once")
struct BakeryTests {
    let definitions: IntentDefinitions

    init() {
        BakeryApp.registered
        definitions = IntentDefinitions(bundleIdentifier: BakeryApp.bundleIdentifier)
    }

    @Test("each test's orders are its own", arguments: 0..<20)
    func ordersAreNumberedPerHost(test: Int) async throws {
        let cake = definitions.entities["CakeEntity"].makeReference(
            identifier: test.isMultiple(of: 2) ? "sacher" : "black-forest")
        let order = definitions.intents["OrderCakeIntent"]

        let first = try await order.makeIntent(cake: cake).run()
        let second = try await order.makeIntent(cake: cake, size: definitions.enums["CakeSize"].makeCase("whole")).run()

        #expect(try first.value == "Order 1")
        #expect(try second.value == "Order 2")
        #expect(IntentRunDetails(first).reloadedWidgetKinds.contains("TodaysCake"))
    }

    @Test func aSoldOutCakeSaysSoInItsOwnWords() async throws {
        let intent = definitions.intents["OrderCakeIntent"].makeIntent(
            cake: definitions.entities["CakeEntity"].makeReference(identifier: "linzer"))

        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }

        #expect(error?.message == "OrderCakeIntent failed: Linzer Torte is sold out today")
    }

    @Test func findsCakesByNameAndSuggestsThoseNotSoldOut() async throws {
        let cakes = definitions.entities["CakeEntity"]

        let found = try await cakes.entities(matching: "torte")
        let suggested = try await cakes.suggestedEntities()

        #expect(found.map(\.identifier) == ["linzer", "sacher"])
        #expect(suggested.map(\.identifier) == ["black-forest", "sacher"])
    }

    @Test func theConfigurationIntentConfiguresTheWidget() async throws {
        let host = try IntentTestHost.serving(definitions)

        _ = try await definitions.intents["TodaysCakeConfiguration"].makeIntent(flavour: "Sachertorte").run()

        let entry = await host.widgetCenter?.currentEntry(ofKind: "TodaysCake", as: TodaysCakeEntry.self)
        #expect(entry?.description == "Today: Sachertorte")
    }

    @Test func bakingStartsALiveActivityThatPersists() async throws {
        let host = try IntentTestHost.serving(definitions)

        let result = try await definitions.intents["StartBakingIntent"].makeIntent(
            cake: definitions.entities["CakeEntity"].makeReference(identifier: "sacher"), minutes: 50
        ).run()

        #expect(IntentRunDetails(result).dialog == "Sachertorte is in the oven for 50 minutes")
        let group = try AppGroup(
            identifier: "group.\(BakeryApp.bundleIdentifier)", containersDirectory: host.containersDirectory)
        let kept = LiveActivityCenter(persistence: .appGroup(group)).activities(of: OvenAttributes.self)
        #expect(kept.map(\.attributes.cake) == ["Sachertorte"])
    }
}
