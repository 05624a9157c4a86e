// A reading app's shelf, written to the usage of the never-studied files measured for issue 21: entity
// properties declared as `@AppEntity.Property(title:)` (Apple's `typealias Property = EntityProperty`, not
// generic), a property query whose `entities(matching:mode:sortedBy:limit:)` takes `[Sort<Entity>]`
// (`EntityPropertyQuery.Sort`), `findIntentDescription`, and a query protocol of the app's own that refines
// `EntityQuery` and supplies `entities(for:)` and `suggestedEntities()` in an extension.
// API shapes: developer.apple.com/documentation/appintents/appentity/property,
// /entitypropertyquery/sort, /entitypropertyquery/entities(matching:mode:sortedby:limit:).
import AppIntents

struct ShelfBook: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Book")
    static let defaultQuery = ShelfBookPropertyQuery()

    let id: UUID

    @AppEntity.Property(title: "Title")
    var title: String

    @AppEntity.Property(title: "Pages")
    var pages: Int

    init(id: UUID = UUID(), title: String, pages: Int) {
        self.id = id
        self.title = title
        self.pages = pages
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(pages) pages")
    }
}

enum Shelf {
    static let books = [ShelfBook(title: "Dune", pages: 412), ShelfBook(title: "Emma", pages: 474)]
}

protocol ShelfBookQuerying: EntityQuery {}

extension ShelfBookQuerying {
    func entities(for identifiers: [UUID]) async throws -> [ShelfBook] {
        Shelf.books.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ShelfBook] {
        Shelf.books
    }
}

enum ShelfFilter: Sendable {
    case titleContains(String)
    case longerThan(Int)

    func matches(_ book: ShelfBook) -> Bool {
        switch self {
        case .titleContains(let text): book.title.localizedCaseInsensitiveContains(text)
        case .longerThan(let pages): book.pages > pages
        }
    }
}

struct ShelfBookPropertyQuery: ShelfBookQuerying, EntityPropertyQuery {
    static var findIntentDescription: IntentDescription? {
        IntentDescription("Finds books on the shelf.", categoryName: "Searching")
    }

    static let properties = QueryProperties {
        Property(\ShelfBook.$title) {
            ContainsComparator { ShelfFilter.titleContains($0) }
        }
        Property(\ShelfBook.$pages) {
            GreaterThanComparator { ShelfFilter.longerThan($0) }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\ShelfBook.$title)
    }

    func entities(
        matching comparators: [ShelfFilter],
        mode: ComparatorMode,
        sortedBy: [Sort<ShelfBook>],
        limit: Int?
    ) async throws -> [ShelfBook] {
        let found = Shelf.books.filter { book in
            mode == .and ? comparators.allSatisfy { $0.matches(book) } : comparators.contains { $0.matches(book) }
        }
        return Array(found.prefix(limit ?? found.count))
    }
}
