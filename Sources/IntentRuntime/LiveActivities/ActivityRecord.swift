#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One Live Activity as a center keeps it, whatever its attributes type: what the app group's
/// store holds, and what every state is derived from.
struct ActivityRecord: Codable, Hashable, Sendable {
    /// The activity's identifier.
    var id: String

    /// The attributes type's fully qualified name, as in `FlashSale.SeckillActivityAttributes`.
    var attributesType: String

    /// The attributes, as JSON.
    var attributes: String

    /// The content state, as the JSON whose size is measured.
    var contentState: String

    /// When the content goes stale.
    var staleDate: Date?

    /// The content's relevance score.
    var relevanceScore: Double

    /// The push type asked for, as ``PushType/description`` writes it.
    var pushType: String?

    /// When the activity was requested.
    var requestDate: Date

    /// The order of the request among the store's activities: 1, 2, 3… (two requests can share
    /// a date on a manual clock).
    var sequence: Int

    /// When the activity's lifetime runs out, if the app does not end it first.
    var lifetimeEndDate: Date

    /// When the app ended it; `nil` until then.
    var endDate: Date?

    /// When the ended activity is dismissed, set when the app ends it; `nil` until then (an
    /// activity that outlives its lifetime is dismissed a dismissal window after it).
    var dismissalDate: Date?

    /// When the content last changed.
    var updateDate: Date

    /// How many times the content changed after the request.
    var updateCount: Int

    /// Increases with every change, so that of two copies of a record the newer wins.
    var revision: Int

    /// When the activity ends: when the app ended it, or when its lifetime runs out.
    var effectiveEndDate: Date {
        endDate.map { min($0, lifetimeEndDate) } ?? lifetimeEndDate
    }

    /// When the ended activity is dismissed.
    func effectiveDismissalDate(window: TimeInterval) -> Date {
        dismissalDate ?? effectiveEndDate.addingTimeInterval(window)
    }

    /// The activity's state at a moment.
    func state(at now: Date, window: TimeInterval) -> ActivityState {
        if now >= effectiveDismissalDate(window: window) { return .dismissed }
        if now >= effectiveEndDate { return .ended }
        if let staleDate, now >= staleDate { return .stale }
        return .active
    }

    /// Whether this activity was requested before another.
    func precedes(_ other: ActivityRecord) -> Bool {
        (requestDate, sequence, id) < (other.requestDate, other.sequence, other.id)
    }

    /// The next moment the state changes by itself (stale, ended, dismissed), if any.
    func nextTransition(after now: Date, window: TimeInterval) -> Date? {
        [staleDate, effectiveEndDate, effectiveDismissalDate(window: window)]
            .compactMap { $0 }
            .filter { $0 > now }
            .min()
    }
}

/// The app group's file of Live Activities: every activity of the app, all attribute types.
struct ActivityDocument: Codable, Sendable {
    /// The format's version; 1.
    var version = 1

    /// Increases with every write, so that a process takes the newest copy it has read.
    var generation = 0

    /// The activities.
    var activities: [ActivityRecord] = []
}
