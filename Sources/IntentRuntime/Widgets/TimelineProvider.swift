/// Details of the place a provider's entries will be shown in: WidgetKit's
/// `TimelineProviderContext`.
public struct TimelineProviderContext: Hashable, Sendable {
    /// The family of the widget being shown.
    public let family: WidgetFamily

    /// Whether the entries are for the widget gallery rather than a placed widget.
    public let isPreview: Bool

    /// Creates a context.
    /// - Parameters:
    ///   - family: The family of the widget being shown.
    ///   - isPreview: Whether the entries are for the widget gallery.
    public init(family: WidgetFamily, isPreview: Bool = false) {
        self.family = family
        self.isPreview = isPreview
    }
}

/// Supplies the entries of a widget that has no user configuration: WidgetKit's
/// `TimelineProvider`, in its `async` form.
public protocol TimelineProvider: Sendable {
    /// The entry type the provider makes.
    associatedtype Entry: TimelineEntry

    /// The context the provider is given.
    typealias Context = TimelineProviderContext

    /// An entry with placeholder data, shown while the first real entry is prepared; returned
    /// at once.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The placeholder entry.
    func placeholder(in context: Context) -> Entry

    /// An entry for a quick preview, such as in the widget gallery.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The snapshot entry.
    func snapshot(in context: Context) async -> Entry

    /// The entries to show now and later, and when to ask again.
    /// - Parameter context: Where the entries will be shown.
    /// - Returns: The timeline.
    func timeline(in context: Context) async -> Timeline<Entry>
}

/// Supplies the entries of a widget configured by a ``WidgetConfigurationIntent``: WidgetKit's
/// `AppIntentTimelineProvider`.
public protocol AppIntentTimelineProvider: Sendable {
    /// The entry type the provider makes.
    associatedtype Entry: TimelineEntry

    /// The intent that holds the widget's configuration.
    associatedtype Intent: WidgetConfigurationIntent

    /// The context the provider is given.
    typealias Context = TimelineProviderContext

    /// An entry with placeholder data; returned at once.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The placeholder entry.
    func placeholder(in context: Context) -> Entry

    /// An entry for a quick preview of a configuration.
    /// - Parameters:
    ///   - configuration: The widget's configuration.
    ///   - context: Where the entry will be shown.
    /// - Returns: The snapshot entry.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry

    /// The entries to show now and later for a configuration, and when to ask again.
    /// - Parameters:
    ///   - configuration: The widget's configuration.
    ///   - context: Where the entries will be shown.
    /// - Returns: The timeline.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}
