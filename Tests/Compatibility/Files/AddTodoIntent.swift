// A to-do app: adding an item to a list, with the list as an entity, the store injected as a dependency
// and a clear request for a value when the title is blank.
// API shapes: api-spec §1, §2 (kind: .date, needsValueError), §3 (@Dependency, AppDependencyManager).
import AppIntents
import Foundation

struct TodoListEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
    static let defaultQuery = TodoListQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct TodoItemEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do"
    static let defaultQuery = TodoItemQuery()

    let id: UUID
    let title: String
    let due: Date?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

actor TodoStore {
    private var lists: [TodoListEntity] = [TodoListEntity(id: "inbox", name: "Inbox")]
    private var items: [String: [TodoItemEntity]] = [:]

    func allLists() -> [TodoListEntity] { lists }

    func allItems() -> [TodoItemEntity] { items.values.flatMap { $0 } }

    func add(_ title: String, due: Date?, to list: TodoListEntity) -> TodoItemEntity {
        let item = TodoItemEntity(id: UUID(), title: title, due: due)
        items[list.id, default: []].append(item)
        return item
    }
}

struct TodoListQuery: EntityQuery {
    @Dependency
    var store: TodoStore

    func entities(for identifiers: [TodoListEntity.ID]) async throws -> [TodoListEntity] {
        await store.allLists().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [TodoListEntity] {
        await store.allLists()
    }
}

struct TodoItemQuery: EntityQuery {
    @Dependency
    var store: TodoStore

    func entities(for identifiers: [TodoItemEntity.ID]) async throws -> [TodoItemEntity] {
        await store.allItems().filter { identifiers.contains($0.id) }
    }
}

struct AddTodoIntent: AppIntent {
    static let title: LocalizedStringResource = "Add To-Do"
    static let description = IntentDescription("Adds an item to one of your lists.")

    @Parameter(title: "Title")
    var itemTitle: String

    @Parameter(title: "List")
    var list: TodoListEntity

    @Parameter(title: "Due", kind: .date)
    var due: Date?

    @Dependency
    private var store: TodoStore

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$itemTitle) to \(\.$list)") {
            \.$due
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TodoItemEntity> & ProvidesDialog {
        let trimmed = itemTitle.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw $itemTitle.needsValueError("What should the to-do say?")
        }
        let item = await store.add(trimmed, due: due, to: list)
        return .result(value: item, dialog: "Added \(item.title) to \(list.name).")
    }
}

enum TodoAppSetup {
    static func registerDependencies() {
        AppDependencyManager.shared.add(dependency: TodoStore())
    }
}
