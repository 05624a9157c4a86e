import AppIntents

/// Finds to-do items: by number, by words of their title, and by conditions on their
/// properties (what Shortcuts' "Find To-Do Items" action builds).
public struct TodoItemQuery: EntityStringQuery, EntityPropertyQuery {
    /// A condition on an item, as the property query's comparators make them.
    public enum Condition: Sendable {
        /// The title contains the text.
        case titleContains(String)
        /// The title is the text.
        case titleIs(String)
        /// The item has this priority.
        case priorityIs(Priority)
        /// The item is done, or not.
        case isDone(Bool)

        func matches(_ item: TodoItem) -> Bool {
            switch self {
            case .titleContains(let text): item.title.localizedCaseInsensitiveContains(text)
            case .titleIs(let text): item.title.caseInsensitiveCompare(text) == .orderedSame
            case .priorityIs(let priority): item.priority == priority
            case .isDone(let done): item.isDone == done
            }
        }
    }

    @Dependency private var store: TodoStore

    /// Creates the query.
    public init() {}

    /// The items with these numbers.
    /// - Parameter identifiers: The numbers.
    /// - Returns: The items found.
    public func entities(for identifiers: [TodoItem.ID]) async throws -> [TodoItem] {
        try await store.items(withIDs: identifiers).map(TodoItem.init)
    }

    /// The open items, most urgent first.
    /// - Returns: The suggestions.
    public func suggestedEntities() async throws -> [TodoItem] {
        try await store.items().filter { !$0.isDone }.map(TodoItem.init)
    }

    /// The items whose title contains every word of a text.
    /// - Parameter string: The text.
    /// - Returns: The matches.
    public func entities(matching string: String) async throws -> [TodoItem] {
        let words = string.split(separator: " ").map(String.init)
        return try await store.items().map(TodoItem.init).filter { item in
            words.allSatisfy { item.title.localizedCaseInsensitiveContains($0) }
        }
    }

    /// What a person can filter items by.
    public static let properties = QueryProperties {
        Property(\TodoItem.$title) {
            EqualToComparator { Condition.titleIs($0) }
            ContainsComparator { Condition.titleContains($0) }
        }
        Property(\TodoItem.$priority) {
            EqualToComparator { Condition.priorityIs($0) }
        }
        Property(\TodoItem.$isDone) {
            EqualToComparator { Condition.isDone($0) }
        }
    }

    /// What a person can sort items by.
    public static let sortingOptions = SortingOptions {
        SortableBy(\TodoItem.$title)
        SortableBy(\TodoItem.$dueDate)
    }

    /// The items that match the conditions, sorted and limited.
    /// - Parameters:
    ///   - comparators: The conditions.
    ///   - mode: All conditions, or any.
    ///   - sortedBy: The sort order.
    ///   - limit: The most items to return.
    /// - Returns: The matches.
    public func entities(
        matching comparators: [Condition],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<TodoItem>],
        limit: Int?
    ) async throws -> [TodoItem] {
        var items = try await store.items().map(TodoItem.init).filter { item in
            switch mode {
            case .and: comparators.allSatisfy { $0.matches(item) }
            case .or: comparators.contains { $0.matches(item) }
            }
        }
        if let sort = sortedBy.first {
            let ascending = sort.order == .ascending
            if sort.by == \TodoItem.$title {
                items.sort { ($0.title < $1.title) == ascending }
            } else if sort.by == \TodoItem.$dueDate {
                items.sort { (($0.dueDate ?? .distantFuture) < ($1.dueDate ?? .distantFuture)) == ascending }
            }
        }
        return Array(items.prefix(limit ?? items.count))
    }
}
