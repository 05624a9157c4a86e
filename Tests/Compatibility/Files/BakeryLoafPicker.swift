// A bakery's loaf picker, written to the documented forms of `@Parameter` (issue 21): a widget shows a few
// loaves, as many as its family has room for (`size:` per `IntentWidgetFamily`, `IntentCollectionSize`),
// and an intent searches loaves with a query of its own (`query:`).
// API shapes: developer.apple.com/documentation/appintents/intentparameter —
// init(title:description:default:size:inputConnectionBehavior:),
// init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:),
// /intentcollectionsize, /intentwidgetfamily.
import AppIntents
import WidgetKit

struct Loaf: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static let defaultQuery = LoafQuery()

    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct LoafQuery: EntityQuery {
    func entities(for identifiers: [Loaf.ID]) async throws -> [Loaf] {
        identifiers.map { Loaf(id: $0) }
    }

    func suggestedEntities() async throws -> [Loaf] {
        [Loaf(id: "Baguette"), Loaf(id: "Sourdough")]
    }
}

struct FreshLoavesQuery: EntityQuery {
    func entities(for identifiers: [Loaf.ID]) async throws -> [Loaf] {
        identifiers.map { Loaf(id: $0) }
    }
}

struct ShowLoavesConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Show Loaves"

    @Parameter(
        title: "Loaves", size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: IntentCollectionSize(min: 1, max: 6)])
    var loaves: [Loaf]?

    @Parameter(title: "Labels", default: ["Fresh"], size: 3)
    var labels: [String]
}

struct ReserveLoafIntent: AppIntent {
    static let title: LocalizedStringResource = "Reserve Loaf"

    @Parameter(title: "Loaf", requestValueDialog: "Which loaf?", query: FreshLoavesQuery())
    var loaf: Loaf

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(loaf.id) is yours.")
    }
}
