// A document scanner's intents, written to the usage of the never-studied files measured for issue 21:
// an intent that opens a link (`.result(opensIntent: OpenURLIntent(url))`) from a control, an intent with no
// parameter suggested through `IntentPrediction { DisplayRepresentation(…) }`, an in-app search intent
// declaring `searchScopes` and taking `StringSearchCriteria` (what `@AssistantIntent(schema: .system.search)`
// would adopt; the macro itself is tested in IntentMacroTests), an entity that is an `IndexedEntity`, and the extension's
// `AppIntentsExtension` type.
// API shapes: developer.apple.com/documentation/appintents/openurlintent, /intentprediction/init(displayrepresentation:),
// /stringsearchcriteria, /stringsearchscope, /indexedentity, /appintentsextension.
import AppIntents
import WidgetKit

struct OpenScannerIntent: AppIntent {
    static let title: LocalizedStringResource = "Scan"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://scanner.example.com/scan")!))
    }
}

struct EmptyTrayIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Empty Tray"

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction {
            DisplayRepresentation(title: "Empty Tray", subtitle: "Removes scanned pages")
        }
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct SearchScansIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Scans"
    static let searchScopes: [StringSearchScope] = [.general]

    @Parameter(title: "Search")
    var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: criteria.term)
    }
}

struct ScannedPage: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Page"
    static let defaultQuery = ScannedPageQuery()

    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    var hideInSpotlight: Bool { id.hasPrefix("private-") }
}

struct ScannedPageQuery: EntityQuery {
    func entities(for identifiers: [ScannedPage.ID]) async throws -> [ScannedPage] {
        identifiers.map { ScannedPage(id: $0) }
    }
}

struct ScannerIntentsExtension: AppIntentsExtension {}

func searchCriteriaExamples() -> [StringSearchCriteria.SearchScopes] {
    let criteria = StringSearchCriteria(term: "receipt")
    _ = criteria.term
    return [[.general, .movies, .tv, .freeformVideo], StringSearchScope.allCases]
}
