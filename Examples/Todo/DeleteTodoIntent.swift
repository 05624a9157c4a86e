import AppIntents

/// Deletes to-do items, after the person confirms.
public struct DeleteTodoIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Delete To-Dos"

    /// The items to delete.
    @Parameter(title: "Items")
    public var items: [TodoItem]

    @Dependency private var store: TodoStore

    /// How Shortcuts shows the action.
    public static var parameterSummary: some ParameterSummary {
        Summary("Delete \(\.$items)")
    }

    /// Creates the intent.
    public init() {}

    /// Asks for confirmation, then deletes the items.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let names = items.map(\.title).joined(separator: ", ")
        try await requestConfirmation(result: .result(dialog: "Delete \(names)?"), confirmationActionName: .do)
        for item in items {
            try await store.delete(item.id)
        }
        return .result(dialog: "Deleted \(items.count) \(items.count == 1 ? "item" : "items")")
    }
}
