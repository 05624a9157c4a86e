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
    package init(family: WidgetFamily, isPreview: Bool = false) {
        self.family = family
        self.isPreview = isPreview
    }
}

/// Supplies the entries of a widget that has no user configuration: WidgetKit's
/// `TimelineProvider`, which, as there, need not be `Sendable` (nor need its entries).
///
/// Implement WidgetKit's completion-handler forms, as real widgets do:
///
/// ```swift
/// func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
///     completion(Timeline(entries: [Entry(date: .now)], policy: .atEnd))
/// }
/// ```
///
/// Apple's protocol has no `async` forms: a provider inside this package may implement
/// `snapshot(in:)` and `timeline(in:)` instead by also adopting the package protocol
/// ``AsyncTimelineProvider``.
public protocol TimelineProvider: FrameworkSendableMetatype {
    /// The entry type the provider makes.
    associatedtype Entry: TimelineEntry

    /// The context the provider is given.
    typealias Context = TimelineProviderContext

    /// An entry with placeholder data, shown while the first real entry is prepared; returned
    /// at once.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The placeholder entry.
    func placeholder(in context: Context) -> Entry

    /// Makes an entry for a quick preview, such as in the widget gallery, and passes it to
    /// `completion`.
    /// - Parameters:
    ///   - context: Where the entry will be shown.
    ///   - completion: Called once with the entry.
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)

    /// Makes the entries to show now and later, and when to ask again, and passes them to
    /// `completion`.
    /// - Parameters:
    ///   - context: Where the entries will be shown.
    ///   - completion: Called once with the timeline.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)

    /// When the widget may be relevant, for the Smart Stack; none by default (`WidgetRelevance.swift`).
    /// - Returns: The relevance.
    func relevance() async -> WidgetRelevance<Void>
}

/// A provider of this package that implements the `async` forms, which Apple's `TimelineProvider` does not have;
/// its completion-handler forms call them. One with no snapshot form shows its placeholder as its snapshot.
package protocol AsyncTimelineProvider: TimelineProvider {
    /// An entry for a quick preview, such as in the widget gallery.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The snapshot entry.
    func snapshot(in context: Context) async -> Entry

    /// The entries to show now and later, and when to ask again.
    /// - Parameter context: Where the entries will be shown.
    /// - Returns: The timeline.
    func timeline(in context: Context) async -> Timeline<Entry>
}

extension AsyncTimelineProvider {
    /// The placeholder, for a provider that makes no snapshot of its own.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The placeholder entry.
    package func snapshot(in context: Context) async -> Entry { placeholder(in: context) }

    /// Calls ``snapshot(in:)`` and passes its entry on.
    /// - Parameters:
    ///   - context: Where the entry will be shown.
    ///   - completion: Called once with the entry.
    package func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        let provider = ProviderBridge.Unchecked(self)
        Task { completion(await provider.value.snapshot(in: context)) }
    }

    /// Calls ``timeline(in:)`` and passes its timeline on.
    /// - Parameters:
    ///   - context: Where the entries will be shown.
    ///   - completion: Called once with the timeline.
    package func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        let provider = ProviderBridge.Unchecked(self)
        Task { completion(await provider.value.timeline(in: context)) }
    }
}

extension TimelineProvider {
    /// Passes the placeholder on, for a provider that makes no snapshot of its own (Apple's protocol has no default:
    /// its compiler asks for this form).
    /// - Parameters:
    ///   - context: Where the entry will be shown.
    ///   - completion: Called once with the entry.
    public func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        completion(placeholder(in: context))
    }

    /// Calls ``getSnapshot(in:completion:)`` and waits for its entry: how the runtime asks any provider.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The entry.
    package func waitForSnapshot(in context: Context) async -> Entry {
        // An `async` provider is called in the caller's task, so that a cancelled reload cancels it too.
        if let provider = self as? any AsyncTimelineProvider,
            let entry = await Self.snapshot(of: provider, in: context)
                as? Entry
        {
            return entry
        }
        return await ProviderBridge.waiting { completion in
            getSnapshot(in: context) { completion(ProviderBridge.Unchecked($0)) }
        }.value
    }

    /// Calls ``getTimeline(in:completion:)`` and waits for its timeline: how the runtime asks any provider.
    /// - Parameter context: Where the entries will be shown.
    /// - Returns: The timeline.
    package func waitForTimeline(in context: Context) async -> Timeline<Entry> {
        if let provider = self as? any AsyncTimelineProvider,
            let timeline = await Self.timeline(of: provider, in: context) as? Timeline<Entry>
        {
            return timeline
        }
        return await ProviderBridge.waiting { completion in
            getTimeline(in: context) { completion(ProviderBridge.Unchecked($0)) }
        }.value
    }

    /// The snapshot of an `async` provider, its type opened.
    private static func snapshot<Provider: AsyncTimelineProvider>(of provider: Provider, in context: Context) async
        -> Any
    {
        await provider.snapshot(in: context)
    }

    /// The timeline of an `async` provider, its type opened.
    private static func timeline<Provider: AsyncTimelineProvider>(of provider: Provider, in context: Context) async
        -> Any
    {
        await provider.timeline(in: context)
    }
}

/// Supplies the entries of a widget configured by a ``WidgetConfigurationIntent``: WidgetKit's
/// `AppIntentTimelineProvider`.
public protocol AppIntentTimelineProvider: FrameworkSendableMetatype {
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

    /// Configurations to offer where a person cannot edit one (watchOS).
    /// - Returns: The recommended configurations.
    func recommendations() -> [AppIntentRecommendation<Intent>]

    /// When the widget may be relevant, and in which configuration; none by default (`WidgetRelevance.swift`).
    /// - Returns: The relevance.
    func relevance() async -> WidgetRelevance<Intent>
}

extension AppIntentTimelineProvider {
    /// No recommendations, by default.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A configuration offered where a person cannot edit one: WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configuration.
    package let intent: Intent

    /// What the configuration shows.
    package let description: LocalizedStringResource

    /// Creates a recommendation.
    /// - Parameters:
    ///   - intent: The configuration.
    ///   - description: What it shows.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description
    }

    /// Creates a recommendation whose description is a string, shown as it is (not localized).
    /// - Parameters:
    ///   - intent: The configuration.
    ///   - description: What it shows.
    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: LocalizedStringResource(String(description)))
    }
}

/// Bridges a provider's completion-handler forms to the runtime's `async` calls.
enum ProviderBridge {
    /// Waits for a completion handler's value.
    static func waiting<Value: Sendable>(_ call: (@escaping @Sendable (Value) -> Void) -> Void) async -> Value {
        await withCheckedContinuation { continuation in
            call { continuation.resume(returning: $0) }
        }
    }

    /// A provider, entry or timeline carried across tasks. As WidgetKit, which calls providers
    /// from its own threads, the runtime does not ask them to be `Sendable`; it hands each value
    /// from one task to the next and does not use it in two at once.
    struct Unchecked<Value>: @unchecked Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
