// A to-do app: the priority enum (computed display representations) and an intent that reprioritises
// a task, with its summary shown only when a reason is given.
// API shapes: api-spec §1 (AppEnum with computed statics), §2 (When .hasAnyValue), §3 (dialogs).
import AppIntents

enum TaskPriority: String, AppEnum, Sendable {
    case low
    case normal
    case high
    case urgent

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        "Priority"
    }

    nonisolated static var caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] {
        [
            .low: .init(title: "Low"),
            .normal: .init(title: "Normal"),
            .high: .init(title: "High", image: .init(systemName: "exclamationmark")),
            .urgent: .init(title: "Urgent", image: .init(systemName: "exclamationmark.3")),
        ]
    }
}

struct ReprioritizeTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Change Task Priority"
    static let description: IntentDescription = "Changes the priority of a task by its name."

    @Parameter(title: "Task Name", requestValueDialog: IntentDialog("Which task?"))
    var taskName: String

    @Parameter(title: "Priority", requestValueDialog: IntentDialog("What priority?"))
    var priority: TaskPriority

    @Parameter(title: "Reason")
    var reason: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$reason, .hasAnyValue) {
            Summary("Set \(\.$taskName) to \(\.$priority) because \(\.$reason)")
        } otherwise: {
            Summary("Set \(\.$taskName) to \(\.$priority)")
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if priority == .urgent {
            return .result(dialog: IntentDialog(full: "\(taskName) is now urgent.", supporting: "Urgent"))
        }
        return .result(dialog: "\(taskName) now has \(priority.rawValue) priority.")
    }
}
