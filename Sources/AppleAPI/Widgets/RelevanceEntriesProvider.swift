import Foundation

/// What a relevance widget shows for one relevant configuration: WidgetKit's `RelevanceEntry` (watchOS 26).
public protocol RelevanceEntry: Sendable {}

/// Supplies a watchOS relevance widget's entries: WidgetKit's `RelevanceEntriesProvider` (watchOS 26).
///
/// No Smart Stack exists here: a provider compiles and a host or test may call it; nothing asks it for
/// entries on its own.
public protocol RelevanceEntriesProvider: FrameworkSendableMetatype {
    /// The entry type the provider makes.
    associatedtype Entry: RelevanceEntry

    /// The intent that holds a relevant configuration.
    associatedtype Configuration: WidgetConfigurationIntent

    /// The context the provider is given.
    typealias Context = RelevanceEntriesProviderContext

    /// The entry for one relevant configuration.
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - context: Where the entry will be shown.
    /// - Returns: The entry.
    /// - Throws: When the entry cannot be made.
    func entry(configuration: Configuration, context: Context) async throws -> Entry

    /// When the widget may be relevant, and in which configurations.
    /// - Returns: The relevance.
    func relevance() async -> WidgetRelevance<Configuration>

    /// An entry with placeholder data; returned at once.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The placeholder entry.
    func placeholder(context: Context) -> Entry
}

/// Details of the place a relevance widget's entry will be shown in: WidgetKit's
/// `RelevanceEntriesProviderContext` (watchOS 26).
public struct RelevanceEntriesProviderContext: Sendable {
    /// The widget's size, in points.
    public let displaySize: CGSize

    /// Whether the entry is for a preview.
    public let isPreview: Bool
}

/// The configuration of a watchOS relevance widget, whose entries a ``RelevanceEntriesProvider`` makes for the
/// configurations it finds relevant: WidgetKit's `RelevanceConfiguration` (watchOS 26).
///
/// Not generic over its view here, as ``StaticConfiguration``. No Smart Stack exists here: a bundle's catalog leaves
/// the widget out, its provider is never asked, and its content is never called.
public struct RelevanceConfiguration: WidgetConfiguration, DescribedWidgetConfiguration, Sendable {
    /// The configuration as the runtime reads it: the kind and configuration intent, marked as a relevance widget.
    package let widgetDescriptor: WidgetDescriptor

    /// Creates a relevance widget's configuration with the view that shows each entry, as WidgetKit's takes it.
    /// - Parameters:
    ///   - kind: The widget's kind: a string unique among the app's widgets.
    ///   - provider: What makes the widget's entries.
    ///   - content: Makes the view of an entry; never called here.
    public init<Provider: RelevanceEntriesProvider, Content>(
        kind: String,
        provider: Provider,
        content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        var descriptor = WidgetDescriptor(
            kind: kind,
            configurationIntent: Provider.Configuration.self,
            placeholder: { _ in ErasedTimelineEntry(EmptyEntry()) },
            snapshot: { _, _ in ErasedTimelineEntry(EmptyEntry()) },
            timeline: { _, _ in Timeline(entries: [], policy: .never) }
        )
        descriptor.isRelevanceWidget = true
        widgetDescriptor = descriptor
    }
}
