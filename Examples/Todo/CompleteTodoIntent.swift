import AppIntents

/// Marks a to-do item done.
public struct CompleteTodoIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Complete To-Do"

    /// The description shown in Shortcuts.
    public static let description: IntentDescription = "Marks an item done."

    /// The item to complete.
    @Parameter(title: "Item")
    public var item: TodoItem

    @Dependency private var store: TodoStore

    /// How Shortcuts shows the action.
    public static var parameterSummary: some ParameterSummary {
        Summary("Complete \(\.$item)")
    }

    /// Creates the intent.
    public init() {}

    /// Creates the intent for an item, as the app's own buttons do.
    /// - Parameter item: The item to complete.
    public init(item: TodoItem) {
        self.item = item
    }

    /// Marks the item done; asks first when it is of high priority.
    public func perform() async throws -> some IntentResult & ReturnsValue<TodoItem> & ProvidesDialog {
        if item.priority == .high {
            try await requestConfirmation(actionName: .do, dialog: "\(item) is of high priority. Complete it anyway?")
        }
        guard let record = try await store.update(item.id, { $0.isDone = true }) else {
            throw TodoError.notFound(item.title)
        }
        let done = TodoItem(record)
        return .result(value: done, dialog: "Completed \(done)")
    }
}
