// A clipboard-manager app: an intent that returns a clipboard entry as a transient entity whose
// properties Shortcuts can read, and the app's own error type.
// API shapes: api-spec §1 (TransientAppEntity, @Property), §3 (errors), When/otherwise summary.
import AppIntents
import Foundation

struct ClipboardEntryEntity: TransientAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Clipboard Entry")

    @Property(title: "Text")
    var text: String?

    @Property(title: "Link")
    var link: URL?

    @Property(title: "Copied")
    var copiedAt: Date?

    init() {}

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(text ?? "Clipboard entry")")
    }
}

enum ClipboardError: Swift.Error, CustomLocalizedStringResourceConvertible {
    case emptyHistory
    case outOfRange(Int)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .emptyHistory: return "The clipboard history is empty."
        case .outOfRange(let position): return "There is no entry at position \(position)."
        }
    }
}

@MainActor
final class ClipboardHistory {
    static let shared = ClipboardHistory()

    var entries: [(text: String, copiedAt: Date)] = []
}

struct GetClipboardEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Clipboard Entry"

    @Parameter(title: "Latest", default: true)
    var latest: Bool

    @Parameter(title: "Position", default: 1)
    var position: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$latest, .equalTo, false) {
            Summary("Get entry \(\.$position)") {
                \.$latest
            }
        } otherwise: {
            Summary {
                \.$latest
            }
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<ClipboardEntryEntity> {
        let history = ClipboardHistory.shared.entries
        guard !history.isEmpty else { throw ClipboardError.emptyHistory }
        let index = latest ? 0 : position - 1
        guard history.indices.contains(index) else { throw ClipboardError.outOfRange(position) }

        let entry = ClipboardEntryEntity()
        entry.text = history[index].text
        entry.link = URL(string: history[index].text)
        entry.copiedAt = history[index].copiedAt
        return .result(value: entry)
    }
}
