import AppIntents
import WidgetKit

/// What the list widget shows: a list, chosen on the widget's back side.
public struct TodoListConfigurationIntent: WidgetConfigurationIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Choose a List"

    /// The description shown when the widget is edited.
    public static let description = IntentDescription("Shows the open items of a list.")

    /// The list to show; the inbox when not chosen.
    @Parameter(title: "List")
    public var list: TodoList?

    /// Whether done items are shown too.
    @Parameter(title: "Show Done Items", default: false)
    public var showsDone: Bool

    /// Creates the intent.
    public init() {}
}

/// One moment of the list widget.
public struct TodoListEntry: TimelineEntry, CustomStringConvertible {
    /// When the entry is shown.
    public let date: Date
    /// The list shown.
    public let listName: String
    /// Its items.
    public let items: [TodoItem]

    /// What the widget shows: `Groceries: Buy milk, Buy eggs`.
    public var description: String {
        "\(listName): " + (items.isEmpty ? "nothing to do" : items.map(\.title).joined(separator: ", "))
    }
}

/// Supplies the list widget's entries from the store.
public struct TodoListProvider: AppIntentTimelineProvider {
    @AppDependency private var store: TodoStore

    /// Creates the provider.
    public init() {}

    /// An entry with sample items.
    public func placeholder(in context: Context) -> TodoListEntry {
        TodoListEntry(date: Date(), listName: "Inbox", items: [])
    }

    /// The configured list now.
    public func snapshot(for configuration: TodoListConfigurationIntent, in context: Context) async -> TodoListEntry {
        await entry(for: configuration)
    }

    /// The configured list now; the next reload when the app or an intent asks.
    public func timeline(for configuration: TodoListConfigurationIntent, in context: Context) async -> Timeline<
        TodoListEntry
    > {
        Timeline(entries: [await entry(for: configuration)], policy: .never)
    }

    private func entry(for configuration: TodoListConfigurationIntent) async -> TodoListEntry {
        let list = configuration.list ?? TodoList.all[0]
        let records = (try? await store.items()) ?? []
        let items = records.filter { $0.listID == list.id && (configuration.showsDone || !$0.isDone) }
        return TodoListEntry(date: Date(), listName: list.name, items: items.map(TodoItem.init))
    }
}

/// The list widget. Declared without a view: nothing is drawn off-device (WidgetKit's
/// `AppIntentConfiguration` also takes the view that shows each entry).
public struct TodoListWidget: Widget {
    /// The widget's kind.
    public static let kind = "TodoList"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        // The entry view is SwiftUI's on Apple's platforms; none is drawn here.
        AppIntentConfiguration(kind: Self.kind, intent: TodoListConfigurationIntent.self, provider: TodoListProvider())
        { _ in }
        .configurationDisplayName("To-Do List")
        .description("The open items of a list.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
