// A cookbook app: a recipe entity found by id or by name, and an intent that shows one.
// API shapes: api-spec §1 (AppEntity, EntityQuery, EntityStringQuery, DisplayRepresentation), §2, §3.
import AppIntents

struct RecipeEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static let defaultQuery = RecipeQuery()

    let id: String
    let name: String
    let minutes: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(minutes) min",
            image: .init(systemName: "fork.knife")
        )
    }
}

actor RecipeBook {
    static let shared = RecipeBook()

    private var recipes: [RecipeEntity] = [
        RecipeEntity(id: "pancakes", name: "Buttermilk Pancakes", minutes: 25),
        RecipeEntity(id: "shakshuka", name: "Shakshuka", minutes: 35),
        RecipeEntity(id: "dal", name: "Red Lentil Dal", minutes: 40),
    ]

    func all() -> [RecipeEntity] { recipes }

    func recipes(withIDs ids: [String]) -> [RecipeEntity] {
        recipes.filter { ids.contains($0.id) }
    }
}

// Queries often spell out the initializer the system calls; kept as real code writes it.
// swift-format-ignore: UseSynthesizedInitializer
struct RecipeQuery: EntityQuery, EntityStringQuery {
    init() {}

    func entities(for identifiers: [RecipeEntity.ID]) async throws -> [RecipeEntity] {
        await RecipeBook.shared.recipes(withIDs: identifiers)
    }

    func suggestedEntities() async throws -> [RecipeEntity] {
        await RecipeBook.shared.all()
    }

    func entities(matching string: String) async throws -> [RecipeEntity] {
        await RecipeBook.shared.all().filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
}

struct ShowRecipeIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Recipe"
    static let description = IntentDescription("Shows how long a recipe takes.")

    @Parameter(title: "Recipe", requestValueDialog: "Which recipe?")
    var recipe: RecipeEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$recipe)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<RecipeEntity> & ProvidesDialog {
        .result(value: recipe, dialog: "\(recipe.name) takes \(recipe.minutes) minutes.")
    }
}
