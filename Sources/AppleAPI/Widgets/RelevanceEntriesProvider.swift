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
