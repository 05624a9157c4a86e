// A bakery's universal links, search and delete intents, written to Apple's documented spelling
// (issue 21): an entity and an intent with URL representations, an intent that opens an entity's
// link, an in-app search intent and a delete intent.
// API shapes: developer.apple.com/documentation/appintents/urlrepresentableentity,
// developer.apple.com/documentation/appintents/urlrepresentableintent,
// developer.apple.com/documentation/appintents/showinappsearchresultsintent,
// developer.apple.com/documentation/appintents/deleteintent.
import AppIntents

struct CakeEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cake"
    static let defaultQuery = CakeQuery()

    static var urlRepresentation: URLRepresentation {
        "https://bakery.example/cakes/\(\.id)?flavour=\(\.$flavour)"
    }

    let id: String

    @Property(title: "Flavour")
    var flavour: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(flavour)")
    }

    init(id: String, flavour: String) {
        self.id = id
        self.flavour = flavour
    }
}

struct CakeQuery: EntityQuery {
    func entities(for identifiers: [CakeEntity.ID]) async throws -> [CakeEntity] {
        identifiers.map { CakeEntity(id: $0, flavour: "Lemon") }
    }
}

enum BakeryCounter: String, AppEnum, URLRepresentableEnum {
    case bread
    case pastry

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Counter"
    static let caseDisplayRepresentations: [BakeryCounter: DisplayRepresentation] = [
        .bread: "Bread",
        .pastry: "Pastry",
    ]
    static let urlRepresentation = URLRepresentation([
        .bread: "https://bakery.example/bread/\(.bread)",
        .pastry: "https://bakery.example/pastry/\(.pastry)",
    ])
}

struct OpenOrderPageIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Order Page"
    static let urlRepresentation: URLRepresentation = "https://bakery.example/orders/\(\.$orderNumber)"

    @Parameter(title: "Order Number")
    var orderNumber: Int

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ShareCakeIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Cake"

    @Parameter(title: "Cake")
    var cake: CakeEntity

    func perform() async throws -> some IntentResult & OpensIntent {
        if cake.flavour.isEmpty {
            return .result(opensIntent: try OpenURLIntent(urlRepresentable: BakeryCounter.pastry))
        }
        return .result(opensIntent: try await OpenURLIntent(urlRepresentable: cake))
    }
}

struct SearchCakesIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Cakes"
    static let searchScopes: [StringSearchScope] = [.general]

    @Parameter(title: "Criteria")
    var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult {
        _ = criteria.term
        return .result()
    }
}

struct DeleteCakesIntent: DeleteIntent {
    static let title: LocalizedStringResource = "Delete Cakes"

    @Parameter(title: "Cakes")
    var entities: [CakeEntity]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Deleted \(entities.count) cakes")
    }
}
