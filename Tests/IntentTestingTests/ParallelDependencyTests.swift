import IntentCommandLine
import IntentRuntime
import IntentTesting
import RuntimeTestSupport
import Testing

// MARK: - A bakery whose orders live in a store reached through @Dependency

/// The orders a bakery took, in memory: each test makes its own.
actor OrderBook {
    private(set) var cakes: [String] = []

    /// Takes an order; returns its number in this book.
    func place(_ cake: String) -> Int {
        cakes.append(cake)
        return cakes.count
    }
}

/// A cake ordered: an entity found through the host's order book.
struct PlacedOrder: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Placed Order"
    static let defaultQuery = PlacedOrderQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// Finds the orders of the running host's order book.
struct PlacedOrderQuery: EntityQuery {
    @Dependency private var orders: OrderBook

    func entities(for identifiers: [String]) async throws -> [PlacedOrder] {
        await orders.cakes.filter(identifiers.contains).map(PlacedOrder.init(id:))
    }

    func suggestedEntities() async throws -> [PlacedOrder] {
        await orders.cakes.map(PlacedOrder.init(id:))
    }
}

/// Orders a cake from the `OrderBook` the host's dependencies hold, as an app's intent does.
struct PlaceOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Place Order"

    @Parameter(title: "Cake")
    var cake: String

    @Dependency private var orders: OrderBook

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        // Lets other tests' runs interleave with this one, as they do on a loaded machine.
        await Task.yield()
        let number = await orders.place(cake)
        await Task.yield()
        return .result(value: "Order \(number)")
    }
}

/// A test host of the bakery with a dependency manager and an order book of its own.
func bakeryHost() throws -> (IntentTestHost, OrderBook) {
    let book = OrderBook()
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: book)
    var registry = IntentRegistry()
    registry.register(PlaceOrderIntent.self)
    registry.register(entity: PlacedOrder.self)
    let host = try IntentTestHost(
        bundleIdentifier: "com.example.Bakery", registry: registry, configuration: .notAboutTime,
        dependencies: dependencies)
    return (host, book)
}

/// Issue 20, finding 1: `@Dependency` values lived in the process-wide `AppDependencyManager.shared`,
/// so tests running at once, each adding its own store, read each other's. Each test host now
/// takes its own dependencies; these 60 tests run in parallel, each with its own order book.
@Suite("Dependencies per host: tests running at once, each with its own store")
struct ParallelDependencyTests {
    @Test(arguments: 0..<60)
    func eachTestSeesOnlyItsOwnOrders(test: Int) async throws {
        let (host, book) = try bakeryHost()
        let definitions = IntentDefinitions(host: host)
        let cake = "Cake \(test)"
        let order = definitions.intents["PlaceOrderIntent"]

        let first = try await order.makeIntent(cake: cake).run()
        let second = try await order.makeIntent(cake: cake).run()

        #expect(try first.value == "Order 1")
        #expect(try second.value == "Order 2")
        #expect(await book.cakes == [cake, cake])
        // A query's @Dependency reads the same host's book.
        let suggested = try await definitions.entities["PlacedOrder"].suggestedEntities()
        #expect(suggested.map(\.identifier) == [cake, cake])
    }

    @Test func aHostWithoutTheDependencyRefusesTheRunAndSaysWhereToAddIt() async throws {
        var registry = IntentRegistry()
        registry.register(PlaceOrderIntent.self)
        let host = try IntentTestHost(
            bundleIdentifier: "com.example.Bakery", registry: registry, configuration: .notAboutTime,
            dependencies: AppDependencyManager())

        let error = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "PlaceOrderIntent", parameters: ["cake": "Linzer"])
        }

        #expect(error?.code == .missingDependency)
        #expect(error?.message.contains("add it to the AppDependencyManager the host was made with") == true)
    }

    @Test func aCommandLineHostWithItsOwnDependenciesRunsAndQueriesThroughThem() async throws {
        let book = OrderBook()
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: book)
        var registry = IntentRegistry()
        registry.register(PlaceOrderIntent.self)
        registry.register(entity: PlacedOrder.self)
        let application = HostApplication(
            registry: registry, executorConfiguration: .notAboutTime, dependencies: dependencies)
        let configuration = CommandLineConfiguration(
            programName: "bakery", version: "bakery 1", loadApplication: { application })
        let (ranOutput, listed) = (CapturedOutput(), CapturedOutput())

        let ran = await IntentCommand.main(
            arguments: ["run", "PlaceOrderIntent", "--param", "cake=Sachertorte"], configuration: configuration,
            output: CommandOutput(standardOutput: ranOutput, standardError: CapturedOutput()))
        let entities = await IntentCommand.main(
            arguments: ["entities", "PlacedOrder"], configuration: configuration,
            output: CommandOutput(standardOutput: listed, standardError: CapturedOutput()))

        #expect(ran == 0)
        #expect(ranOutput.text.contains("Order 1"), "\(ranOutput.text)")
        #expect(entities == 0)
        #expect(listed.text.contains("Sachertorte"), "\(listed.text)")
        #expect(await book.cakes == ["Sachertorte"])
    }

    @Test func theSharedManagerStaysWhatAHostWithoutDependenciesUses() async throws {
        var registry = IntentRegistry()
        registry.register(PlaceOrderIntent.self)
        let host = IntentHost(bundleIdentifier: "com.example.Bakery", registry: registry, configuration: .notAboutTime)

        #expect(host.dependencies === AppDependencyManager.shared)
    }
}
