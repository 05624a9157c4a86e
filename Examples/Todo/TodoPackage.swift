import AppIntents

/// The to-do app's intents, for a host to register: `registry.register(package: TodoPackage.self)`.
public enum TodoPackage: AppIntentsPackage {
    /// The intents declared in this module.
    public static var intents: [any AppIntent.Type] {
        [
            AddTodoIntent.self, CompleteTodoIntent.self, DeleteTodoIntent.self, OpenTodoIntent.self,
            SetPriorityIntent.self, SummarizeTodosIntent.self, TodoListConfigurationIntent.self,
        ]
    }

    /// The app group the app, its widget and `intents run` share: the store's directory.
    public static let appGroupIdentifier = "group.com.example.todo"
}
