#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A widget as the runtime sees it: kind, presentation, and its provider, type-erased.
///
/// Every configuration produces one; a host reads them from the engine's `WidgetCatalog`. Not WidgetKit's, and named by no
/// public declaration, so `package`.
package struct WidgetDescriptor: WidgetConfiguration, DescribedWidgetConfiguration, Sendable {
    /// The widget's kind, unique among the app's widgets.
    package let kind: String

    /// The name shown in the widget gallery.
    package var displayName: LocalizedStringResource?

    /// The description shown in the widget gallery.
    package var description: LocalizedStringResource?

    /// The families the widget can be shown in, in order of preference.
    package var supportedFamilies: [WidgetFamily] = WidgetFamily.defaultFamilies

    /// The intent that configures the widget, for an ``AppIntentConfiguration``.
    package let configurationIntent: (any WidgetConfigurationIntent.Type)?

    /// Whether the widget is a watchOS relevance widget (``RelevanceConfiguration``), which only a Smart Stack shows:
    /// the catalog leaves it out.
    package var isRelevanceWidget = false

    package let placeholder: @Sendable (TimelineProviderContext) -> ErasedTimelineEntry
    /// The provider's entries, given the widget's placed configuration (`nil`: a fresh one).
    package let snapshot:
        @Sendable (TimelineProviderContext, (any WidgetConfigurationIntent)?) async -> ErasedTimelineEntry
    package let timeline:
        @Sendable (TimelineProviderContext, (any WidgetConfigurationIntent)?) async -> Timeline<ErasedTimelineEntry>

    package init(
        kind: String,
        configurationIntent: (any WidgetConfigurationIntent.Type)?,
        placeholder: @escaping @Sendable (TimelineProviderContext) -> ErasedTimelineEntry,
        snapshot:
            @escaping @Sendable (TimelineProviderContext, (any WidgetConfigurationIntent)?) async -> ErasedTimelineEntry,
        timeline:
            @escaping @Sendable (TimelineProviderContext, (any WidgetConfigurationIntent)?) async -> Timeline<
                ErasedTimelineEntry
            >
    ) {
        self.kind = kind
        self.configurationIntent = configurationIntent
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
    }

    /// The descriptor itself.
    package var widgetDescriptor: WidgetDescriptor { self }

    /// The provider's placeholder entry.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The placeholder entry.
    package func placeholder(in context: TimelineProviderContext) -> ErasedTimelineEntry {
        placeholder(context)
    }

    /// The provider's snapshot entry.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The snapshot entry.
    package func snapshot(in context: TimelineProviderContext) async -> ErasedTimelineEntry {
        await snapshot(context, nil)
    }

    /// Asks the provider for a timeline directly, outside any ``WidgetCenter``.
    /// - Parameters:
    ///   - context: Where the entries will be shown.
    ///   - configuration: The widget's configuration, for an ``AppIntentConfiguration``; a fresh
    ///     `Intent()` when `nil` or of another type.
    /// - Returns: The timeline.
    package func timeline(
        in context: TimelineProviderContext,
        configuration: (any WidgetConfigurationIntent)? = nil
    ) async -> Timeline<ErasedTimelineEntry> {
        await timeline(context, configuration)
    }

    package static func erase<Entry>(_ timeline: Timeline<Entry>) -> Timeline<ErasedTimelineEntry> {
        Timeline(entries: timeline.entries.map(ErasedTimelineEntry.init), policy: timeline.policy)
    }
}

/// The entry of a configuration that declares no widget.
struct EmptyEntry: TimelineEntry {
    let date = Date.distantPast
}
