import AppIntent
import AppIntentsTesting
import Foundation
import IntentRuntime  // the registry, widget catalog and clock a test host is made of
import IntentTesting  // the test host, gates, run options and a run's details, beyond Apple's AppIntentsTesting
import Testing
import Todo

/// What the example apps' bundle identifiers stand for off-device: a host over each app's
/// registered intents and checked-in metadata. Registered once; each
/// `IntentDefinitions(bundleIdentifier:)` then gets a fresh host of its own.
enum ExampleApps {
    static let dynamicIsland = "com.example.DynamicIsland.LiveActivity"
    static let todo = "com.example.Todo"

    /// The package's checked-in metadata, `Intents/`.
    static let metadata = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ExampleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Intents")

    static let registered: Void = {
        IntentTestHost.register(bundleIdentifier: dynamicIsland) {
            var registry = IntentRegistry()
            try registry.register(package: AppIntentFramework.self)  // the framework-hosted intent
            return try IntentTestHost(
                bundleIdentifier: dynamicIsland,
                registry: registry,
                bundles: [
                    try IntentTestHost.metadataBundle(at: metadata.appendingPathComponent("DynamicIsland.appintents"))
                ],
                clock: ManualClock()  // test time: a slow CI machine never times a run out
            )
        }
        // The to-do store lives in the app group: in each host's own containers.
        AppDependencyManager.shared.add(dependency: TodoStore(appGroupIdentifier: TodoPackage.appGroupIdentifier))
        IntentTestHost.register(bundleIdentifier: todo) {
            var registry = IntentRegistry()
            try registry.register(package: TodoPackage.self)
            return try IntentTestHost(
                bundleIdentifier: todo,
                registry: registry,
                bundles: [try IntentTestHost.metadataBundle(at: metadata.appendingPathComponent("Todo.appintents"))],
                widgets: try WidgetCatalog(widgets: [TodoListWidget()]),
                clock: ManualClock(),  // widget schedules, budgets and run timeouts on test time
                startDate: Date(timeIntervalSince1970: 1_792_022_400),  // 2027-01-15, midnight UTC
                limits: Limits(reloadsPerDay: 3)
            )
        }
    }()
}

@Suite("The Dynamic Island's button, hosted in a framework")
struct DynamicIslandTests {
    let definitions: IntentDefinitions

    init() {
        ExampleApps.registered
        definitions = IntentDefinitions(bundleIdentifier: ExampleApps.dynamicIsland)
    }

    @Test func incrementsTheCounter() async throws {
        let intent = definitions.intents["ConfigurationAppIntent"].makeIntent(step: 2)

        let result = try await LiveActivityCounter.$current.withValue(LiveActivityCounter()) {
            try await intent.run()
        }

        let counter: Int = try result.value
        #expect(counter == 2)
        #expect(IntentRunDetails(result).dialog == "Counter is 2")
    }

    @Test func refusesAStepOutsideItsRange() async throws {
        var intent = definitions.intents["ConfigurationAppIntent"].makeIntent()
        intent.step = 500

        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .invalidValue)
    }
}

@Suite("The to-do app: intents, entities and enums by name")
struct TodoTests {
    let definitions: IntentDefinitions

    init() {
        ExampleApps.registered
        definitions = IntentDefinitions(bundleIdentifier: ExampleApps.todo)
    }

    @Test func completesAnItem() async throws {
        let items = definitions.entities["TodoItem"]
        var intent = definitions.intents["CompleteTodoIntent"].makeIntent()
        intent.item = items.makeReference(identifier: "2")

        // The item is of high priority: perform() asks for a confirmation.
        let result = try await IntentRunOptions(confirmations: true).run(intent)

        #expect(IntentRunDetails(result).dialog == "Completed Write the quarterly report")
        #expect(try result.value.isDone == true)
        #expect(try result.value.listName == "Work")
        let open = try await items.suggestedEntities()
        #expect(!open.contains(items.makeReference(identifier: "2")))
    }

    @Test func findsItemsByName() async throws {
        let items = definitions.entities["TodoItem"]

        let found = try await items.entities(matching: "milk")

        #expect(found.map(\.identifier) == ["1"])
        #expect(try found[0].title == "Buy milk")
        #expect(try found[0].priority == definitions.enums["Priority"].makeCase("normal"))
    }

    @Test func changesThePriority() async throws {
        let intent = definitions.intents["SetPriorityIntent"].makeIntent(
            item: definitions.entities["TodoItem"].makeReference(identifier: "3"),
            priority: definitions.enums["Priority"].makeCase("high")
        )

        let result = try await intent.run()

        #expect(try result.value.priority == "high")
        #expect(try result.value.priority == definitions.enums["Priority"].makeCase("high"))
    }

    @Test func reloadsTheWidgetItWasTappedIn() async throws {
        let intent = definitions.intents["AddTodoIntent"].makeIntent(itemTitle: "Buy bread", list: "groceries")

        let result = try await IntentRunOptions(widgetKinds: ["TodoList"]).run(intent)

        #expect(IntentRunDetails(result).reloadedWidgetKinds == ["TodoList"])
        let center = try IntentTestHost.serving(definitions).widgetCenter
        let entry = await center?.currentEntry(ofKind: "TodoList", as: TodoListEntry.self)
        #expect(entry?.description == "Inbox: Call the plumber")
    }

    @Test func spendsTheWidgetsReloadBudget() async throws {
        let host = try IntentTestHost.serving(definitions)
        let add = definitions.intents["AddTodoIntent"]

        // AddTodoIntent asks WidgetCenter for a reload: 3 a day are allowed here.
        for title in ["One", "Two", "Three"] {
            try await add.makeIntent(itemTitle: title).run()
        }
        let fourth = try await add.makeIntent(itemTitle: "Four").run()
        #expect(IntentRunDetails(fourth).widgetReloads.contains { $0.phase == .overBudget && $0.reason == .app })
        #expect(await host.widgetCenter?.reloadsToday(ofKind: "TodoList") == 3)

        await host.advanceClock(by: .seconds(24 * 60 * 60))  // the next day, a new budget
        let fifth = try await add.makeIntent(itemTitle: "Five").run()
        #expect(!IntentRunDetails(fifth).widgetReloads.contains { $0.phase == .overBudget })
        #expect(await host.widgetCenter?.reloadsToday(ofKind: "TodoList") == 1)
    }

    @Test func rejectsASecondTapWhileTheFirstIsInFlight() async throws {
        let host = try IntentTestHost.serving(definitions)
        let gate = RunGate()
        host.hold(runsOf: "OpenTodoIntent", at: gate)
        let intent = definitions.intents["OpenTodoIntent"].makeIntent(target: "1")

        async let first = intent.run()
        await gate.waitForArrivals(1)
        let second = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        gate.open()

        #expect(second?.code == .rejected)
        #expect(IntentRunDetails(try await first).dialog == "Opening Buy milk")
    }

    @Test func runsInASeparateHostProcess() async throws {
        let host = HostProcess(executable: try HostProcess.builtProduct(named: "intent-test-host"))
        let separate = try IntentTestHost.serving(definitions).definitions(execution: .outOfProcess(host))

        let result = try await separate.intents["AddTodoIntent"].makeIntent(itemTitle: "Buy bread").run()

        #expect(IntentRunDetails(result).ranInSeparateProcess)
        let item: AnyAppEntity = try result.value
        #expect(try item.title == "Buy bread")
        // The host process wrote to this test's app group: the item is found here too.
        let found = try await definitions.entities["TodoItem"].entities(matching: "bread")
        #expect(found == [item])
    }
}
