// A reading-list app: a book entity with exposed properties, a query with a default result, and an
// intent that marks a book as read.
// API shapes: api-spec §1 (AppEntity, @Property/EntityProperty, EntityQuery.defaultResult), §2, §3.
import AppIntents
import Foundation

struct LibraryBookEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Book")
    static let defaultQuery = LibraryBookQuery()

    let id: UUID

    @Property(title: "Title")
    var title: String

    @Property(title: "Author")
    var author: String

    @Property(title: "Pages")
    var pages: Int

    @Property(title: "Finished")
    var isFinished: Bool

    init(id: UUID, title: String, author: String, pages: Int, isFinished: Bool) {
        self.id = id
        self.title = title
        self.author = author
        self.pages = pages
        self.isFinished = isFinished
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(author)")
    }
}

@MainActor
final class ReadingList {
    static let shared = ReadingList()

    private(set) var books: [LibraryBookEntity] = []

    func markFinished(_ id: UUID) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        books[index].isFinished = true
    }
}

struct LibraryBookQuery: EntityQuery {
    func entities(for identifiers: [LibraryBookEntity.ID]) async throws -> [LibraryBookEntity] {
        await ReadingList.shared.books.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [LibraryBookEntity] {
        await ReadingList.shared.books.filter { !$0.isFinished }
    }

    func defaultResult() async -> LibraryBookEntity? {
        try? await suggestedEntities().first
    }
}

struct FinishBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Finish Book"

    @Parameter(title: "Book")
    var book: LibraryBookEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        ReadingList.shared.markFinished(book.id)
        return .result(dialog: "Marked \(book.title) by \(book.author) as finished.")
    }
}
