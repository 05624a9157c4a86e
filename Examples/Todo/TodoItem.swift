import AppIntents

/// A to-do item, as intents take and return it.
public struct TodoItem: AppEntity {
    /// How the type is named.
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "To-Do Item",
        numericFormat: "\(placeholder: .int) to-do items"
    )

    /// Finds items by number, by text, and by their properties.
    public static let defaultQuery = TodoItemQuery()

    /// The item's number.
    public let id: Int

    /// What to do.
    @Property(title: "Title")
    public var title: String

    /// The list it belongs to.
    @Property(title: "List")
    public var listName: String

    /// How urgent it is.
    @Property(title: "Priority")
    public var priority: Priority

    /// When it is due, if ever.
    @Property(title: "Due Date")
    public var dueDate: Date?

    /// Whether it is done.
    @Property(title: "Done")
    public var isDone: Bool

    /// How the item is shown: its title, its list, a check mark when done.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(listName)",
            image: .init(systemName: isDone ? "checkmark.circle.fill" : "circle")
        )
    }

    /// Creates the entity of a stored item.
    /// - Parameter record: The stored item.
    public init(_ record: TodoStore.Record) {
        id = record.id
        title = record.title
        listName = TodoList.all.first { $0.id == record.listID }?.name ?? record.listID
        priority = record.priority
        dueDate = record.dueDate
        isDone = record.isDone
    }
}
