// A journal app: deleting an entry after an explicit confirmation, with the journal injected by key.
// API shapes: api-spec §3 (requestConfirmation(actionName:dialog:),
// @Dependency(key:), AppDependencyManager.add(key:dependency:)).
import AppIntents
import Foundation

struct JournalEntryEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Journal Entry"
    static let defaultQuery = JournalEntryQuery()

    let id: UUID
    let headline: String
    let written: Date

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(headline)")
    }
}

@MainActor
final class Journal {
    var entries: [JournalEntryEntity] = []

    func remove(_ id: UUID) -> Bool {
        let before = entries.count
        entries.removeAll { $0.id == id }
        return entries.count < before
    }
}

struct JournalEntryQuery: EntityQuery {
    @Dependency(key: "journal")
    private var journal: Journal

    func entities(for identifiers: [JournalEntryEntity.ID]) async throws -> [JournalEntryEntity] {
        await journal.entries.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [JournalEntryEntity] {
        await Array(journal.entries.suffix(5))
    }
}

struct DeleteJournalEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Journal Entry"

    @Parameter(title: "Entry")
    var entry: JournalEntryEntity

    @Parameter(title: "Ask First", default: true)
    var askFirst: Bool

    @Dependency(key: "journal")
    private var journal: Journal

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Bool> & ProvidesDialog {
        if askFirst {
            try await requestConfirmation(
                actionName: .continue, dialog: "Delete \(entry.headline)? This cannot be undone.")
        }
        let removed = journal.remove(entry.id)
        return .result(value: removed, dialog: removed ? "Deleted." : "That entry was already gone.")
    }
}

enum JournalAppSetup {
    @MainActor
    static func registerDependencies() {
        let journal = Journal()
        AppDependencyManager.shared.add(key: "journal", dependency: journal)
    }
}
