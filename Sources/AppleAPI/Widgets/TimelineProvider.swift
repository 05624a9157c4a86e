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
/// or the `async` forms ``snapshot(in:)`` and ``timeline(in:)``; each form has a default that
/// calls the other, so one of the two is enough. A provider with no snapshot form shows its
/// placeholder as its snapshot; one with no timeline form traps on its first reload with a
/// message naming it (Apple's compiler would have refused it).
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

    /// An entry for a quick preview, such as in the widget gallery.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The snapshot entry.
    func snapshot(in context: Context) async -> Entry

    /// The entries to show now and later, and when to ask again.
    /// - Parameter context: Where the entries will be shown.
    /// - Returns: The timeline.
    func timeline(in context: Context) async -> Timeline<Entry>

    /// When the widget may be relevant, for the Smart Stack; none by default (`WidgetRelevance.swift`).
    /// - Returns: The relevance.
    func relevance() async -> WidgetRelevance<Void>
}

extension TimelineProvider {
    /// Calls ``snapshot(in:)`` and passes its entry on.
    /// - Parameters:
    ///   - context: Where the entry will be shown.
    ///   - completion: Called once with the entry.
    public func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        // A provider with neither snapshot form shows its placeholder as its snapshot.
        guard !ProviderBridge.isBridging else { return completion(placeholder(in: context)) }
        let provider = ProviderBridge.Unchecked(self)
        Task { completion(await provider.value.snapshot(in: context)) }
    }

    /// Calls ``timeline(in:)`` and passes its timeline on.
    /// - Parameters:
    ///   - context: Where the entries will be shown.
    ///   - completion: Called once with the timeline.
    public func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        ProviderBridge.refuseLoop(Self.self, "getTimeline(in:completion:)", "timeline(in:)")
        let provider = ProviderBridge.Unchecked(self)
        Task { completion(await provider.value.timeline(in: context)) }
    }

    /// Calls ``getSnapshot(in:completion:)`` and waits for its entry.
    /// - Parameter context: Where the entry will be shown.
    /// - Returns: The entry.
    public func snapshot(in context: Context) async -> Entry {
        await ProviderBridge.waiting { completion in
            getSnapshot(in: context) { completion(ProviderBridge.Unchecked($0)) }
        }.value
    }

    /// Calls ``getTimeline(in:completion:)`` and waits for its timeline.
    /// - Parameter context: Where the entries will be shown.
    /// - Returns: The timeline.
    public func timeline(in context: Context) async -> Timeline<Entry> {
        await ProviderBridge.waiting { completion in
            getTimeline(in: context) { completion(ProviderBridge.Unchecked($0)) }
        }.value
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
}

/// Bridges a provider's completion-handler and `async` forms, and catches a provider that
/// implements neither before the two defaults call each other forever.
enum ProviderBridge {
    /// Whether a default form is waiting on the other default form.
    @TaskLocal static var isBridging = false

    /// Waits for a completion handler's value.
    static func waiting<Value: Sendable>(_ call: (@escaping @Sendable (Value) -> Void) -> Void) async -> Value {
        await $isBridging.withValue(true) {
            await withCheckedContinuation { continuation in
                call { continuation.resume(returning: $0) }
            }
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

    /// Traps when a completion-handler default is reached from the `async` default.
    static func refuseLoop(_ provider: Any.Type, _ completionForm: String, _ asyncForm: String) {
        precondition(
            !isBridging,
            "\(provider) implements neither \(completionForm) nor \(asyncForm) of TimelineProvider; implement one"
        )
    }
}
