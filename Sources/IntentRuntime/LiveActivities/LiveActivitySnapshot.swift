#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One Live Activity at one moment, whatever its attributes type: what `intents activities`
/// lists, and what a host can show without knowing the type.
public struct LiveActivitySnapshot: Hashable, Sendable {
    /// The activity's identifier.
    public let id: String

    /// The attributes type's fully qualified name, as in `FlashSale.SeckillActivityAttributes`.
    public let attributesType: String

    /// The attributes, as JSON.
    public let attributesJSON: String

    /// The content state, as the JSON whose size the limit measures.
    public let contentStateJSON: String

    /// When the content goes stale; `nil` for never.
    public let staleDate: Date?

    /// The content's relevance score.
    public let relevanceScore: Double

    /// The push type the activity was requested with (inert off Apple's platforms).
    public let pushType: PushType?

    /// When the activity was requested.
    public let requestDate: Date

    /// When the content last changed.
    public let updateDate: Date

    /// How many times the content changed after the request.
    public let updateCount: Int

    /// When the activity ends or ended: when the app ended it, or when its lifetime runs out.
    public let endDate: Date

    /// Whether the app ended it (rather than its lifetime running out, or not yet).
    public let isEndedByApp: Bool

    /// When the ended activity is (or was) dismissed.
    public let dismissalDate: Date

    /// The moment the snapshot describes.
    public let date: Date

    /// The activity's state at ``date``.
    public let activityState: ActivityState

    /// The link each region opens, when the attributes type is registered with the center and
    /// conforms to ``LiveActivityLinking``; empty otherwise.
    public let deepLinks: [LiveActivityRegion: DeepLink]

    /// Why the links could not be built, if they could not.
    public let deepLinkError: String?

    /// The size of the content state in bytes, as the limit measures it.
    public var contentStateSize: Int { contentStateJSON.utf8.count }

    /// How long ago the activity was requested, at ``date``.
    public var age: TimeInterval { date.timeIntervalSince(requestDate) }

    /// The attributes type's name without its module, as in `SeckillActivityAttributes`.
    public var attributesTypeName: String {
        attributesType.split(separator: ".").last.map(String.init) ?? attributesType
    }

    init(
        record: ActivityRecord,
        date: Date,
        window: TimeInterval,
        deepLinks: [LiveActivityRegion: DeepLink] = [:],
        deepLinkError: String? = nil
    ) {
        id = record.id
        attributesType = record.attributesType
        attributesJSON = record.attributes
        contentStateJSON = record.contentState
        staleDate = record.staleDate
        relevanceScore = record.relevanceScore
        pushType = record.pushType.flatMap(PushType.init(description:))
        requestDate = record.requestDate
        updateDate = record.updateDate
        updateCount = record.updateCount
        endDate = record.effectiveEndDate
        isEndedByApp = record.endDate.map { $0 <= record.lifetimeEndDate } ?? false
        dismissalDate = record.effectiveDismissalDate(window: window)
        self.date = date
        activityState = record.state(at: date, window: window)
        self.deepLinks = deepLinks
        self.deepLinkError = deepLinkError
    }
}
