import Foundation
import IntentRuntime
import RuntimeTestSupport

// Entities, queries and intents the entity, prompt and dependency tests share. The data is fixed
// and immutable, so tests running at once never share state through it.

struct Fruit: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Fruit"
    static let defaultQuery = FruitQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Calories")
    var calories: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(calories) kcal")
    }

    init(id: String, name: String, calories: Int) {
        self.id = id
        self.name = name
        self.calories = calories
    }

    static let all = [
        Fruit(id: "apple", name: "Apple", calories: 52),
        Fruit(id: "pear", name: "Pear", calories: 57),
        Fruit(id: "plum", name: "Plum", calories: 46),
    ]
}

struct FruitQuery: EntityStringQuery {
    func entities(for identifiers: [Fruit.ID]) async throws -> [Fruit] {
        Fruit.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [Fruit] { Fruit.all }

    func entities(matching string: String) async throws -> [Fruit] {
        Fruit.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
}

/// An entity with whole-number identifiers, all of which its query can list.
struct Crate: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()

    let id: Int

    var displayRepresentation: DisplayRepresentation { "Crate \(id)" }

    static let all = [Crate(id: 1), Crate(id: 2)]
}

struct CrateQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Crate] { Crate.all }

    func entities(for identifiers: [Crate.ID]) async throws -> [Crate] {
        Crate.all.filter { identifiers.contains($0.id) }
    }
}

/// An entity whose query always fails.
struct Mystery: AppEntity {
    struct Lost: Error, CustomStringConvertible {
        var description: String { "the cellar is flooded" }
    }

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mystery"
    static let defaultQuery = MysteryQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct MysteryQuery: EntityQuery {
    func entities(for identifiers: [Mystery.ID]) async throws -> [Mystery] { throw Mystery.Lost() }
}

/// A dessert made by an intent, never looked up.
struct Dessert: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dessert"

    @Property(title: "Fruit")
    var fruit: Fruit?

    init() {}

    var displayRepresentation: DisplayRepresentation { "Dessert" }
}

enum Ripeness: String, AppEnum {
    case green, ripe

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ripeness"
    static let caseDisplayRepresentations: [Ripeness: DisplayRepresentation] = [
        .green: DisplayRepresentation(title: "Green", synonyms: ["unripe"]),
        .ripe: "Ripe",
    ]
}

struct EatFruitIntent: AppIntent {
    static let title: LocalizedStringResource = "Eat Fruit"

    @Parameter(title: "Fruit")
    var fruit: Fruit

    func perform() async throws -> some IntentResult & ReturnsValue<Fruit> & ProvidesDialog {
        .result(value: fruit, dialog: "Ate \(fruit)")
    }
}

struct PackIntent: AppIntent {
    static let title: LocalizedStringResource = "Pack"

    @Parameter(title: "Fruits")
    var fruits: [Fruit]

    @Parameter(title: "Crate")
    var crate: Crate?

    @Parameter(title: "Ripeness", default: .ripe)
    var ripeness: Ripeness

    func perform() async throws -> some IntentResult & ReturnsValue<Dessert> {
        let dessert = Dessert()  // @Property is a class: its value changes through a let, as on Apple's platforms
        dessert.fruit = fruits.first
        return .result(value: dessert)
    }
}

struct InspectMysteryIntent: AppIntent {
    static let title: LocalizedStringResource = "Inspect"

    @Parameter(title: "Mystery")
    var mystery: Mystery

    func perform() async throws -> some IntentResult { .result() }
}

/// Offers the fruits' names; a second parameter's options depend on the first.
struct FruitNameOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { Fruit.all.map(\.name) }
}

/// Offers the weights a basket of the chosen fruit comes in: it reads the intent being resolved.
struct BasketWeightOptions: DynamicOptionsProvider {
    @IntentParameterDependency<OrderBasketIntent>(\.$fruitName)
    var order

    func results() async throws -> [Int] {
        guard let order else { return [] }
        return order.fruitName == "Apple" ? [1, 2, 5] : [1]
    }
}

struct OrderBasketIntent: AppIntent {
    static let title: LocalizedStringResource = "Order a Basket"

    @Parameter(title: "Fruit", optionsProvider: FruitNameOptions())
    var fruitName: String

    @Parameter(title: "Kilograms", default: 1, optionsProvider: BasketWeightOptions())
    var kilograms: Int

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(kilograms) kg of \(fruitName)")
    }
}

/// A host over some intents, with no metadata: registered intents run by identifier.
func entityHost(_ intents: [any AppIntent.Type], prompts: IntentPromptPolicy? = nil) -> IntentHost {
    var registry = IntentRegistry()
    for intent in intents { registry.register(intent) }
    return IntentHost(
        bundleIdentifier: "com.example.tests", registry: registry, configuration: .notAboutTime, prompts: prompts)
}
