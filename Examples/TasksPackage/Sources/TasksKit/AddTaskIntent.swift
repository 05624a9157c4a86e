import AppIntents
import WidgetKit

/// Adds a task.
public struct AddTaskIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Add Task"

    /// The description, declared as Xcode's template declares it.
    public static let description = IntentDescription("Adds a task to the list.")

    /// What to do.
    @Parameter(title: "Title")
    public var taskTitle: String

    /// How urgent it is.
    @Parameter(title: "Urgency", default: .someday)
    public var urgency: Urgency

    @Dependency private var list: TaskList

    /// How Shortcuts shows the action.
    public static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$taskTitle)") { \.$urgency }
    }

    /// Creates the intent.
    public init() {}

    /// Adds the task and reloads the widget.
    public func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let task = TaskEntity(try await list.add(taskTitle, urgency: urgency))
        WidgetCenter.shared.reloadTimelines(ofKind: OpenTasksWidget.kind)
        return .result(value: task, dialog: "Added \(task)")
    }
}
