import AppIntents
import WidgetKit

/// What the widget shows: the open tasks.
public struct OpenTasksEntry: TimelineEntry, CustomStringConvertible {
    /// When it is shown.
    public let date: Date
    /// The open tasks' titles.
    public let titles: [String]

    /// `2 open: Water the plants, Call Sam`.
    public var description: String {
        "\(titles.count) open" + (titles.isEmpty ? "" : ": ") + titles.joined(separator: ", ")
    }
}

/// Supplies the widget's entries from the list.
public struct OpenTasksProvider: TimelineProvider {
    @AppDependency private var list: TaskList

    /// Creates the provider.
    public init() {}

    /// An entry with no tasks.
    public func placeholder(in context: Context) -> OpenTasksEntry {
        OpenTasksEntry(date: Date(), titles: [])
    }

    /// The open tasks now, as WidgetKit asks for them.
    public func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OpenTasksEntry>) -> Void) {
        // The provider need not be Sendable (as WidgetKit's need not): the task takes the list, not the provider.
        let list = self.list
        Task {
            let titles = ((try? await list.tasks()) ?? []).filter { !$0.isDone }.map(\.title)
            completion(Timeline(entries: [OpenTasksEntry(date: Date(), titles: titles)], policy: .never))
        }
    }
}

/// The open-tasks widget. Declared without a view: nothing is drawn off-device.
public struct OpenTasksWidget: Widget {
    /// The widget's kind.
    public static let kind = "OpenTasks"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        // The entry view is SwiftUI's on Apple's platforms; none is drawn here.
        StaticConfiguration(kind: Self.kind, provider: OpenTasksProvider()) { _ in }
            .configurationDisplayName("Open Tasks")
    }
}

/// The app's widgets.
public struct TasksWidgets: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// The widgets.
    public var body: some Widget {
        OpenTasksWidget()
    }
}
