import AppIntents

/// A task, as intents take and return it.
public struct TaskEntity: AppEntity {
    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"

    /// Finds tasks by number and by words of their title.
    public static let defaultQuery = TaskQuery()

    /// The task's number.
    public let id: Int

    /// What to do.
    @Property(title: "Title")
    public var title: String

    /// Whether it is done.
    @Property(title: "Done")
    public var isDone: Bool

    /// How the task is shown.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", image: .init(systemName: isDone ? "checkmark.circle" : "circle"))
    }

    /// The entity of a stored task.
    /// - Parameter task: The task.
    public init(_ task: TaskList.Task) {
        id = task.id
        title = task.title
        isDone = task.isDone
    }
}

/// Finds tasks in the app's list.
public struct TaskQuery: EntityStringQuery {
    @Dependency private var list: TaskList

    /// Creates the query.
    public init() {}

    /// The tasks with these numbers.
    public func entities(for identifiers: [TaskEntity.ID]) async throws -> [TaskEntity] {
        try await list.tasks().filter { identifiers.contains($0.id) }.map(TaskEntity.init)
    }

    /// The open tasks.
    public func suggestedEntities() async throws -> [TaskEntity] {
        try await list.tasks().filter { !$0.isDone }.map(TaskEntity.init)
    }

    /// The tasks whose title contains the text.
    public func entities(matching string: String) async throws -> [TaskEntity] {
        try await list.tasks().filter { $0.title.localizedCaseInsensitiveContains(string) }.map(TaskEntity.init)
    }
}
