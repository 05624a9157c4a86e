import AppIntents
import WidgetKit

/// Adds a to-do item.
public struct AddTodoIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Add To-Do"

    /// The description shown in Shortcuts, declared as Xcode's template declares it.
    public static let description = IntentDescription(
        "Adds an item to a to-do list.",
        categoryName: "Editing",
        searchKeywords: ["task", "reminder"]
    )

    /// What to do.
    @Parameter(title: "Title", requestValueDialog: "What do you want to do?")
    public var itemTitle: String

    /// The list to add it to; the inbox when not given.
    @Parameter(title: "List", requestDisambiguationDialog: "Which list?")
    public var list: TodoList?

    /// How urgent it is.
    @Parameter(title: "Priority", default: .normal)
    public var priority: Priority

    /// When it is due.
    @Parameter(title: "Due Date")
    public var dueDate: Date?

    /// A tag, among those in use or a new one.
    @Parameter(title: "Tag", optionsProvider: TagOptionsProvider())
    public var tag: String?

    @Dependency private var store: TodoStore

    /// How Shortcuts shows the action.
    public static var parameterSummary: some ParameterSummary {
        When(\.$list, .hasAnyValue) {
            Summary("Add \(\.$itemTitle) to \(\.$list)") {
                \.$priority
                \.$dueDate
                \.$tag
            }
        } otherwise: {
            Summary("Add \(\.$itemTitle)") {
                \.$list
                \.$priority
                \.$dueDate
                \.$tag
            }
        }
    }

    /// Creates the intent.
    public init() {}

    /// Adds the item, reloads the list widget and returns the new item.
    public func perform() async throws -> some IntentResult & ReturnsValue<TodoItem> & ProvidesDialog {
        guard !itemTitle.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw $itemTitle.needsValueError("What do you want to do?")
        }
        let record = try await store.add(
            title: itemTitle,
            listID: list?.id ?? "inbox",
            priority: priority,
            dueDate: dueDate,
            tags: tag.map { [$0] } ?? []
        )
        WidgetCenter.shared.reloadTimelines(ofKind: TodoListWidget.kind)
        let item = TodoItem(record)
        return .result(value: item, dialog: "Added \(item) to \(item.listName)")
    }
}
