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

/// When one widget may be relevant: WidgetKit's `WidgetRelevanceAttribute`. Here it is made from a
/// ``WidgetRelevanceGroup``; the initializers that take RelevanceKit's `RelevantContext` are not offered.
public struct WidgetRelevanceAttribute<Configuration> {
    /// The widget's configuration the attribute is about.
    let configuration: Configuration

    /// The group the widget belongs to.
    let group: WidgetRelevanceGroup
}

extension WidgetRelevanceAttribute where Configuration == Void {
    /// Puts the widget kind in a group: the system suggests one widget of a group at a time.
    /// - Parameter group: The group.
    public init(group: WidgetRelevanceGroup) {
        self.init(configuration: (), group: group)
    }
}

extension WidgetRelevanceAttribute where Configuration: WidgetConfigurationIntent {
    /// Puts one configuration of the widget in a group: the system suggests one widget of a group at a time.
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - group: The group.
    public init(configuration: Configuration, group: WidgetRelevanceGroup) {
        self.configuration = configuration
        self.group = group
    }
}

/// How widgets are grouped in the watchOS Smart Stack: WidgetKit's `WidgetRelevanceGroup`. There is no Smart
/// Stack here; the group is kept in the attribute.
public struct WidgetRelevanceGroup: Hashable, Sendable {
    /// The group's name; `nil` for the system's own grouping or none.
    let name: String?

    /// Whether the widget opts out of grouping.
    let isUngrouped: Bool

    /// The system's own grouping (by app, for example).
    public static let automatic = WidgetRelevanceGroup(name: nil, isUngrouped: false)

    /// No grouping: the widget opts out of the system's default.
    public static let ungrouped = WidgetRelevanceGroup(name: nil, isUngrouped: true)

    /// A group of the app's own, by name.
    /// - Parameter name: The group's name.
    /// - Returns: The group.
    public static func named(_ name: String) -> WidgetRelevanceGroup {
        WidgetRelevanceGroup(name: name, isUngrouped: false)
    }
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
