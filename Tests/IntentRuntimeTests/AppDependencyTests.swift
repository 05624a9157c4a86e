import IntentRuntime
import Testing

/// A pantry the tests' intents depend on.
final class Pantry: Sendable {
    let shelves: Int
    init(shelves: Int) { self.shelves = shelves }
}

/// A manager of the suite's own, so these tests never touch `AppDependencyManager.shared`.
let pantryDependencies = AppDependencyManager()

/// A second manager, left empty: its dependencies were never added.
let emptyDependencies = AppDependencyManager()

struct CountShelvesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Shelves"

    @Dependency(manager: pantryDependencies)
    private var pantry: Pantry

    @Dependency(key: "cellar", manager: pantryDependencies)
    private var cellar: Pantry

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: pantry.shelves + cellar.shelves)
    }
}

struct LonelyIntent: AppIntent {
    static let title: LocalizedStringResource = "Lonely"

    @Dependency(manager: emptyDependencies)
    private var pantry: Pantry

    func perform() async throws -> some IntentResult { .result() }
}

struct DefaultedIntent: AppIntent {
    static let title: LocalizedStringResource = "Defaulted"

    @Dependency(manager: emptyDependencies, default: Pantry(shelves: 7))
    private var pantry: Pantry

    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: pantry.shelves) }
}

@Suite("@Dependency")
struct AppDependencyTests {
    @Test func dependenciesAreMadeBeforeTheRunAsyncOnesIncludedAndKeyedApart() async throws {
        pantryDependencies.add { () async throws -> Pantry in
            try await Task.sleep(for: .milliseconds(1))
            return Pantry(shelves: 3)
        }
        pantryDependencies.add(key: "cellar", dependency: Pantry(shelves: 10))
        let registered = RegisteredIntent(CountShelvesIntent.self)
        #expect(registered.hasDependencies)
        let outcome = try await entityHost([CountShelvesIntent.self]).run(identifier: "CountShelvesIntent")
        #expect(outcome.value as? Int == 13)
    }

    @Test func aDependencyNeverAddedRefusesTheRunNamingTheType() async throws {
        let error = await #expect(throws: IntentHostError.self) {
            try await entityHost([LonelyIntent.self]).run(identifier: "LonelyIntent")
        }
        #expect(error?.code == .missingDependency)
        #expect(
            error?.message
                == "LonelyIntent: @Dependency Pantry: no dependency of that type was added; call add(dependency:) "
                + "on the AppDependencyManager its @Dependency names (manager:) before the intent runs; nothing ran"
        )
        #expect(!RegisteredIntent(NoOpIntent.self).hasDependencies)
    }

    @Test func aDefaultStandsInForADependencyNeverAdded() async throws {
        let outcome = try await entityHost([DefaultedIntent.self]).run(identifier: "DefaultedIntent")
        #expect(outcome.value as? Int == 7)
    }

    @Test func everyUserOfADependencySeesOneInstance() async throws {
        let manager = AppDependencyManager()
        manager.add(dependency: Pantry(shelves: Int.random(in: 0..<1000)))
        let first = try await manager.resolve(Pantry.self, key: nil)
        let second = try await manager.resolve(Pantry.self, key: nil)
        #expect(first === second)
        #expect(try await manager.resolve(Pantry.self, key: "elsewhere") == nil)
    }
}
