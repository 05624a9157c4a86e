import AppIntents

/// A list of to-do items: Inbox, Groceries, Work.
public struct TodoList: AppEntity {
    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"

    /// Finds lists: there are few, so the query lists them all.
    public static let defaultQuery = TodoListQuery()

    /// The list's identifier: `groceries`.
    public let id: String

    /// The list's name.
    @Property(title: "Name")
    public var name: String

    /// The SF Symbol shown with the list.
    public let symbol: String

    /// How the list is shown.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: symbol))
    }

    /// Creates a list.
    /// - Parameters:
    ///   - id: The identifier.
    ///   - name: The name.
    ///   - symbol: The SF Symbol.
    public init(id: String, name: String, symbol: String) {
        self.id = id
        self.symbol = symbol
        self.name = name
    }

    /// Every list the app has.
    public static var all: [TodoList] {
        TodoStore.lists.map { TodoList(id: $0.id, name: $0.name, symbol: $0.symbol) }
    }
}

/// Finds lists among all of them.
public struct TodoListQuery: EnumerableEntityQuery {
    /// Creates the query.
    public init() {}

    /// Every list.
    /// - Returns: The lists.
    public func allEntities() async throws -> [TodoList] {
        TodoList.all
    }

    /// The lists with these identifiers.
    /// - Parameter identifiers: The identifiers.
    /// - Returns: The lists found.
    public func entities(for identifiers: [TodoList.ID]) async throws -> [TodoList] {
        TodoList.all.filter { identifiers.contains($0.id) }
    }

    /// The inbox, for a widget that was never configured.
    /// - Returns: The inbox.
    public func defaultResult() async -> TodoList? {
        TodoList.all.first
    }
}
