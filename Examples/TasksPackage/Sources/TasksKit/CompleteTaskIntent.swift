import AppIntents

/// Marks a task done.
public struct CompleteTaskIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Complete Task"

    /// The task.
    @Parameter(title: "Task")
    public var task: TaskEntity

    @Dependency private var list: TaskList

    /// Creates the intent.
    public init() {}

    /// Marks the task done.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await list.complete(task.id) != nil else { throw TaskError.gone(task.title) }
        return .result(dialog: "Completed \(task)")
    }
}

/// What can go wrong, said the way Shortcuts shows it.
public enum TaskError: Error, CustomLocalizedStringResourceConvertible {
    /// The task was removed meanwhile.
    case gone(String)

    /// The text a person sees.
    public var localizedStringResource: LocalizedStringResource {
        switch self {
        case .gone(let title): "\(title) is no longer on the list"
        }
    }
}
