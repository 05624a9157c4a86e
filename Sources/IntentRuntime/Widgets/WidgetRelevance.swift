/// When a widget may be relevant, for the Smart Stack: WidgetKit's `WidgetRelevance`, which a provider's
/// `relevance()` returns.
///
/// There is no Smart Stack here: the attributes are kept and nothing is rotated by them. Apple's attributes
/// are made from RelevanceKit's `RelevantContext`, a framework this package does not offer, so the
/// relevance a provider returns here is in practice empty.
public struct WidgetRelevance<Configuration> {
    /// The attributes, in order of priority.
    let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// Creates the relevance of a widget kind.
    /// - Parameter attributes: When the widget may be relevant, in order of priority.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) {
        self.attributes = attributes
    }
}

extension WidgetRelevance: Sendable where Configuration: Sendable {}

/// When one widget may be relevant: WidgetKit's `WidgetRelevanceAttribute`. Its initializers take
/// RelevanceKit's `RelevantContext`, which is not offered here, so none is made.
public struct WidgetRelevanceAttribute<Configuration> {
    /// The widget's configuration the attribute is about.
    let configuration: Configuration
}

extension WidgetRelevanceAttribute: Sendable where Configuration: Sendable {}

extension TimelineProvider {
    /// When the provider's widget may be relevant: none, by default, as in WidgetKit.
    /// - Returns: An empty relevance.
    public func relevance() async -> WidgetRelevance<Void> {
        WidgetRelevance([])
    }
}

extension AppIntentTimelineProvider {
    /// When the provider's widget may be relevant, and in which configuration: none, by default, as in
    /// WidgetKit.
    /// - Returns: An empty relevance.
    public func relevance() async -> WidgetRelevance<Intent> {
        WidgetRelevance([])
    }
}
