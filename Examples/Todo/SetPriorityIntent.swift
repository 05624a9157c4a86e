import AppIntents

/// Changes how urgent a to-do item is.
public struct SetPriorityIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Set Priority"

    /// The item; asked for when not given.
    @Parameter(title: "Item")
    public var item: TodoItem?

    /// The new priority.
    @Parameter(title: "Priority")
    public var priority: Priority

    @Dependency private var store: TodoStore

    /// How Shortcuts shows the action: the sentence depends on the priority chosen.
    public static var parameterSummary: some ParameterSummary {
        Switch(\.$priority) {
            Case(.high) {
                Summary("Make \(\.$item) urgent")
            }
            Case([.low, .normal]) {
                Summary("Set \(\.$item) to \(\.$priority)")
            }
            DefaultCase {
                Summary("Set the priority of \(\.$item)")
            }
        }
    }

    /// Creates the intent.
    public init() {}

    /// Sets the priority; asks which item when none was given.
    public func perform() async throws -> some IntentResult & ReturnsValue<TodoItem> & ProvidesDialog {
        guard let item else {
            throw $item.needsValueError("Which item?")
        }
        guard let record = try await store.update(item.id, { $0.priority = priority }) else {
            throw TodoError.notFound(item.title)
        }
        let changed = TodoItem(record)
        return .result(value: changed, dialog: "\(changed) is now \(priority)")
    }
}
