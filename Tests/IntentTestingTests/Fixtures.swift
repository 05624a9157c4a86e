import AppIntent
import DiagnosticIntents
import Foundation
import IntentMetadata
import IntentRuntime
import IntentTesting
import MetadataTestSupport
import RuntimeTestSupport

// MARK: - A small app of the tests' own: books on a shelf

/// A book: an entity with properties of several types.
struct Book: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()

    let id: String

    @Property(title: "Title")
    var title: String

    @Property(title: "Genre")
    var genre: Genre

    @Property(title: "Pages")
    var pages: Int

    @Property(title: "Tags")
    var tags: [String]

    var displayRepresentation: DisplayRepresentation { "\(title)" }

    init(id: String, title: String, genre: Genre, pages: Int, tags: [String]) {
        self.id = id
        self.title = title
        self.genre = genre
        self.pages = pages
        self.tags = tags
    }

    static var shelf: [Book] {
        [
            Book(id: "odyssey", title: "The Odyssey", genre: .poetry, pages: 541, tags: ["epic", "greek"]),
            Book(id: "essays", title: "Essays", genre: .essay, pages: 1283, tags: ["french"]),
            Book(id: "emma", title: "Emma", genre: .novel, pages: 474, tags: []),
        ]
    }
}

/// Finds books by identifier, by words of their title, and lists them all.
struct BookQuery: EntityStringQuery, EnumerableEntityQuery {
    func allEntities() async throws -> [Book] { Book.shelf }

    func entities(for identifiers: [Book.ID]) async throws -> [Book] {
        Book.shelf.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [Book] {
        Book.shelf.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }
}

/// A book's genre.
enum Genre: String, AppEnum {
    case novel
    case poetry
    case essay

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .novel: "Novel", .poetry: "Poetry", .essay: "Essay",
    ]
}

/// Shelves a book under a genre; returns the book.
struct ShelveBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelve Book"

    @Parameter(title: "Book")
    var book: Book

    @Parameter(title: "Genre")
    var genre: Genre

    @Parameter(title: "Copies", default: 1, inclusiveRange: (1, 10))
    var copies: Int

    @Parameter(title: "Note")
    var note: String?

    func perform() async throws -> some IntentResult & ReturnsValue<Book> & ProvidesDialog {
        .result(value: book, dialog: "Shelved \(copies) of \(book.title) under \(genre.rawValue)")
    }
}

/// Counts the books with a tag; returns the titles.
struct ListBooksIntent: AppIntent {
    static let title: LocalizedStringResource = "List Books"

    @Parameter(title: "Genres")
    var genres: [Genre]

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: Book.shelf.filter { genres.contains($0.genre) }.map(\.title))
    }
}

/// Fails in perform().
struct TornPageIntent: AppIntent {
    static let title: LocalizedStringResource = "Torn Page"

    struct Torn: Error, CustomStringConvertible {
        var description: String { "page 12 is torn" }
    }

    func perform() async throws -> some IntentResult {
        if Bool(true) { throw Torn() }
        return .result()
    }
}

/// Waits at a gate in perform(): a run that stays in flight until the test opens it.
struct WaitingIntent: AppIntent {
    static let title: LocalizedStringResource = "Waiting"

    /// The gate; only one test runs this intent.
    static let gate = RunGate()

    func perform() async throws -> some IntentResult {
        try await Self.gate.pass()
        return .result()
    }
}

// MARK: - A widget on test time

/// What the clock widget shows: the time of its last reload.
struct ClockEntry: TimelineEntry {
    let date: Date
}

/// Shows the center's time and asks to be reloaded 15 minutes later (`.after`): 96 reloads a day.
struct ClockProvider: TimelineProvider, AsyncTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date(timeIntervalSince1970: 0)) }

    func snapshot(in context: Context) async -> ClockEntry { ClockEntry(date: WidgetCenter.shared.now) }

    func timeline(in context: Context) async -> Timeline<ClockEntry> {
        let now = WidgetCenter.shared.now
        return Timeline(entries: [ClockEntry(date: now)], policy: .after(now.addingTimeInterval(15 * 60)))
    }
}

/// The clock widget.
struct ClockWidget: Widget {
    static let kind = "Clock"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: ClockProvider())
            .supportedFamilies([.systemSmall])
    }
}

/// A widget that only reloads when asked.
struct ShelfWidget: Widget {
    static let kind = "Shelf"

    struct Provider: TimelineProvider, AsyncTimelineProvider {
        func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date(timeIntervalSince1970: 0)) }
        func snapshot(in context: Context) async -> ClockEntry { ClockEntry(date: WidgetCenter.shared.now) }
        func timeline(in context: Context) async -> Timeline<ClockEntry> {
            Timeline(entries: [ClockEntry(date: WidgetCenter.shared.now)], policy: .never)
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: Provider())
    }
}

/// Asks WidgetCenter to reload the shelf widget, as an app's intent does, and returns at once.
struct RefreshShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Shelf"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: ShelfWidget.kind)
        return .result()
    }
}

/// Writes the app group's file: which containers a run sees.
struct StampIntent: AppIntent {
    static let title: LocalizedStringResource = "Stamp"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let group = try AppGroup(identifier: "group.com.example.shelf")
        try AppGroupStore(group: group).set(.string(text), forKey: "stamp")
        return .result(value: group.containerURL.path)
    }
}

// MARK: - Hosts

enum Hosts {
    static let shelfBundle = "com.example.Shelf"
    static let dynamicIslandBundle = "com.example.DynamicIsland.LiveActivity"

    /// The shelf app: no metadata, its intents run by identifier; on test time (a manual clock), so
    /// that a loaded machine never times a run out.
    static func shelf(clock: ManualClock = ManualClock(), limits: Limits? = nil) throws -> IntentTestHost {
        var registry = IntentRegistry()
        for intent: any AppIntent.Type in [
            ShelveBookIntent.self, ListBooksIntent.self, TornPageIntent.self, RefreshShelfIntent.self, StampIntent.self,
            WaitingIntent.self,
        ] {
            registry.register(intent)
        }
        try registry.register(package: DiagnosticPackage.self)
        return try IntentTestHost(
            bundleIdentifier: shelfBundle,
            registry: registry,
            widgets: try WidgetCatalog(widgets: [ClockWidget(), ShelfWidget()]),
            clock: clock,
            startDate: midnight,
            limits: limits
        )
    }

    /// 2027-01-15T00:00:00Z, where manual clocks start.
    static let midnight = Date(timeIntervalSince1970: 1_792_022_400)

    /// The Dynamic Island extension with the framework-hosted intent, over the checked-in metadata.
    static func dynamicIsland(metadata: String = "DynamicIsland") throws -> IntentTestHost {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        let bundle = try MetadataBundle(contentsOf: intents.appendingPathComponent("\(metadata).appintents"))
        return try IntentTestHost(
            bundleIdentifier: dynamicIslandBundle, registry: registry, bundles: [bundle], clock: ManualClock())
    }

    /// What `intent-test-host` registers (without the to-do example): the definitions of the
    /// out-of-process tests' intents.
    static func testHostMirror() throws -> IntentTestHost {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        try registry.register(package: DiagnosticPackage.self)
        return try IntentTestHost(
            bundleIdentifier: "com.example.IntentTestHost", registry: registry, configuration: .notAboutTime)
    }

    /// The checked-in metadata bundles.
    static let intents = MetadataFixtures.repositoryRoot.appendingPathComponent("Intents", isDirectory: true)
}
