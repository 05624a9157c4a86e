import AppIntents

/// Counts the open and done items, reporting its progress as it goes.
public struct SummarizeTodosIntent: AppIntent, ProgressReportingIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Summarize To-Dos"

    /// Offered in the app only: Shortcuts and Siri do not list it.
    public static let isDiscoverable = false

    @Dependency private var store: TodoStore

    /// Creates the intent.
    public init() {}

    /// Counts the items.
    public func perform() async throws -> some IntentResult & ReturnsValue<TodoSummary> {
        let items = try await store.items()
        progress.totalUnitCount = Int64(items.count)
        let summary = TodoSummary()  // @Property is a class: the counts change through a let
        for item in items {
            if item.isDone { summary.doneCount += 1 } else { summary.openCount += 1 }
            progress.completedUnitCount += 1
        }
        return .result(value: summary)
    }
}
