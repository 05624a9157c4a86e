import EmptyFixture
import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@testable import IntentCommandLine

// Types of a small app, to extract: an entity with a string query, an enumerable one, a transient
// one, an enum with display representations, and intents that use them.

struct Book: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\(placeholder: .int) books")
    static let defaultQuery = BookQuery()

    let id: String

    @Property(title: "Title")
    var title: String

    @Property(title: "Shelf")
    var shelf: Shelf?

    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [Book.ID]) async throws -> [Book] { [] }
    func entities(matching string: String) async throws -> [Book] { [] }
}

struct Shelf: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let defaultQuery = ShelfQuery()

    let id: Int

    var displayRepresentation: DisplayRepresentation { "Shelf \(id)" }
}

struct ShelfQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Shelf] { [] }
    func entities(for identifiers: [Shelf.ID]) async throws -> [Shelf] { [] }
}

struct ReadingStats: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reading Stats"

    @Property(title: "Pages")
    var pages: Int

    init() { pages = 0 }

    var displayRepresentation: DisplayRepresentation { "\(pages) pages" }
}

enum Genre: String, AppEnum {
    case poetry, prose

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .poetry: DisplayRepresentation(title: "Poetry", image: .init(systemName: "text.quote"), synonyms: ["verse"]),
        .prose: "Prose",
    ]
}

struct ShelveBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelve Book"
    static let description = IntentDescription("Puts a book on a shelf.", categoryName: "Library")

    @Parameter(title: "Book")
    var book: Book

    @Parameter(title: "Shelf")
    var shelf: Shelf?

    @Parameter(title: "Genre", default: .prose)
    var genre: Genre

    static var parameterSummary: some ParameterSummary {
        When(\.$genre, .equalTo, .poetry) {
            Summary("Shelve \(\.$book) with the poems")
        } otherwise: {
            Summary("Shelve \(\.$book) on \(\.$shelf)") { \.$genre }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<ReadingStats> { .result(value: ReadingStats()) }
}

struct OpenBookIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Book"

    @Parameter(title: "Book")
    var target: Book
}

enum LibraryPackage: ListedIntentsPackage {
    static var intents: [any AppIntent.Type] { [ShelveBookIntent.self, OpenBookIntent.self] }
}

@Suite("Extraction of entities, queries, enums and summaries")
struct EntityExtractionTests {
    private let bundle: MetadataBundle

    init() throws {
        bundle = try MetadataExtractor.bundle(for: MetadataTarget(name: "Library", package: LibraryPackage.self))
    }

    @Test func entitiesAreWrittenWithTheKeysXcode26Writes() throws {
        let book = try #require(bundle.entities["Book"])
        guard case .object(let fields) = book.jsonValue else { throw ExtractionTestFailure("not an object") }
        // The keys of the one entity Xcode 26 wrote in a corpus file (schema §6, pom11's Radio).
        #expect(
            Set(fields.map(\.key))
                == [
                    "assistantDefinedSchemas", "availabilityAnnotations", "defaultQueryIdentifier", "displayTypeName",
                    "effectiveBundleIdentifiers", "fullyQualifiedTypeName", "mangledTypeName",
                    "mangledTypeNameByBundleIdentifier", "numericFormatTypeName", "properties", "requiredCapabilities",
                    "systemProtocolMetadata", "systemProtocolMetadataV2", "transient", "typeName", "visibilityMetadata",
                ]
        )
        #expect(book.defaultQueryIdentifier == "IntentCommandLineTests.BookQuery")
        #expect(book.mangledTypeName == _mangledTypeName(Book.self))
        #expect(book.displayTypeName?.key == "Book")
        #expect(book.additionalFields["numericFormatTypeName"] == ["alternatives": [], "key": "${int} books"])
        #expect(book.properties.map(\.identifier) == ["title", "shelf"])
        #expect(book.properties[1].valueType == .entity(typeName: "Shelf"))
        #expect(book.properties[1].isOptional)
        #expect(bundle.entities["ReadingStats"]?.additionalFields["transient"] == true)
        #expect(bundle.entities["ReadingStats"]?.defaultQueryIdentifier == nil)
    }

    @Test func eachQueryHasItsCapabilitiesAndNoTransientEntityHasOne() throws {
        #expect(bundle.queries.keys.sorted() == ["BookQuery", "ShelfQuery"])
        let books = try #require(bundle.queries["BookQuery"])
        guard case .object(let fields) = books.jsonValue else { throw ExtractionTestFailure("not an object") }
        #expect(
            Set(fields.map(\.key))
                == [
                    "availabilityAnnotations", "capabilities", "defaultQueryForEntity", "effectiveBundleIdentifiers",
                    "entityType", "fullyQualifiedIdentifier", "identifier", "mangledTypeName",
                    "mangledTypeNameByBundleIdentifier", "parameters", "queryType", "resultValueType", "sortingOptions",
                    "visibilityMetadata",
                ]
        )
        #expect(books.capabilities == 2 | 4)
        #expect(books.entityType == "Book")
        #expect(books.resultValueType == .entity(typeName: "Book"))
        #expect(bundle.queries["ShelfQuery"]?.capabilities == 2 | 64)
    }

    @Test func enumCasesCarryTheirDisplayRepresentations() throws {
        let genre = try #require(bundle.enums.first { $0.identifier == "Genre" })
        #expect(genre.displayTypeName?.key == "Genre")
        #expect(genre.cases.map(\.title?.key) == ["Poetry", "Prose"])
        #expect(genre.cases[0].synonyms.map(\.key) == ["verse"])
        #expect(
            genre.cases[0].displayRepresentation?.additionalFields["image"] == ["systemImageName": ["_0": "text.quote"]]
        )
    }

    @Test func actionsNameEntitiesAndCarryTheirSummaryDescriptionAndProtocols() throws {
        let shelve = try #require(bundle.actions["ShelveBookIntent"])
        #expect(shelve.parameter(named: "book")?.valueType == .entity(typeName: "Book"))
        #expect(shelve.parameter(named: "book")?.additionalFields["dynamicOptionsSupport"] == 2)
        #expect(shelve.outputType == .entity(typeName: "ReadingStats"))
        #expect(shelve.descriptionText?.key == "Puts a book on a shelf.")
        let configuration = try #require(shelve.additionalFields["actionConfiguration"])
        #expect(
            String(decoding: configuration.serialized(), as: UTF8.self)
                == #"{"whenClause":{"wrapper":{"condition":{"comparisonOperator":0,"parameterIdentifier":"genre","value":{"enumeration":{"identifier":"Genre","value":"poetry"}}},"otherwise":{"actionSummary":{"wrapper":{"otherParameterIdentifiers":["genre"],"summaryString":{"formatString":"Shelve ${book} on ${shelf}","parameterIdentifiers":["book","shelf"]}}}},"when":{"actionSummary":{"wrapper":{"otherParameterIdentifiers":[],"summaryString":{"formatString":"Shelve ${book} with the poems","parameterIdentifiers":["book"]}}}}}}}"#
        )
        let open = try #require(bundle.actions["OpenBookIntent"])
        #expect(open.systemProtocols == ["com.apple.link.systemProtocol.OpenEntity"])
    }

    @Test func theExtractedBundleValidatesAndABrokenReferenceIsAnError() throws {
        let clean = bundle.validate()
        #expect(clean.filter { $0.severity == .error }.isEmpty, "\(clean)")

        var withoutQuery = bundle
        withoutQuery.queries["BookQuery"] = nil
        let missingQuery = withoutQuery.validate().filter { $0.code == .unknownQuery }
        #expect(missingQuery.map(\.severity) == [.warning])
        #expect(missingQuery.first?.message.contains("\"IntentCommandLineTests.BookQuery\"") == true)

        var withoutEntity = bundle
        withoutEntity.entities["Book"] = nil
        let missingEntity = withoutEntity.validate().filter { $0.code == .unknownEntity }
        // Both actions' parameters name it, and the query's entity type and result do.
        #expect(!missingEntity.isEmpty && missingEntity.allSatisfy { $0.severity == .error })
        #expect(missingEntity.contains { "\($0)".contains("actions.OpenBookIntent.parameters[0].valueType") })
    }
}

struct ExtractionTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A value of the app's own that is neither an entity nor an enum: metadata has no kind for it.
struct Coordinates: Sendable {
    var latitude = 0.0
    var longitude = 0.0
}

struct PinLocationIntent: AppIntent {
    static let title: LocalizedStringResource = "Pin Location"

    @Parameter(title: "Where")
    var place: Coordinates?

    func perform() async throws -> some IntentResult { .result() }
}

@Suite("No silent loss in extraction")
struct SilentLossTests {
    @Test func aParameterTypeMetadataCannotDescribeIsRefusedNamingIt() {
        let error = #expect(throws: MetadataTargetError.self) {
            try MetadataExtractor.bundle(for: MetadataTarget(name: "Pins", intents: [PinLocationIntent.self]))
        }
        #expect(
            error?.description.hasPrefix(
                "Pins: metadata cannot describe the type of IntentCommandLineTests.PinLocationIntent.place: Optional<Coordinates>"
            ) == true)
    }

    @Test func aDescriptionDeclaredAsXcodesTemplateDoesIsWritten() {
        // `static let description = IntentDescription("…")` is not `description: IntentDescription?`.
        let action = MetadataExtractor.action(for: ShelveBookIntent.self)
        #expect(action.descriptionText?.key == "Puts a book on a shelf.")
        #expect(
            action.descriptionMetadata?.additionalFields["categoryName"] == [
                "title": ["alternatives": [], "key": "Library"]
            ])
    }

    @Test func anEmptyPackageFailsExtractionInsteadOfWritingNothing() {
        let error = #expect(throws: MetadataTargetError.self) {
            try MetadataExtractor.bundle(for: MetadataTarget(name: "Nothing", package: NothingHerePackage.self))
        }
        #expect(error?.description.contains("registers no intent") == true)
    }

    @Test func aParameterWithNoValueTypeInTheMetadataIsAWarning() {
        var registry = IntentRegistry()
        registry.register(ShelveBookIntent.self)
        var action = MetadataExtractor.action(for: ShelveBookIntent.self)
        action.parameters[2].valueType = nil
        let report = registry.resolve(
            [MetadataBundle(actions: ["ShelveBookIntent": action])], hostBundleIdentifier: "x")
        let warnings = report.diagnostics.filter { $0.code == .parameterValueType }
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.first?.message.contains("parameter 'genre' has no value type in the metadata") == true)
    }
}
