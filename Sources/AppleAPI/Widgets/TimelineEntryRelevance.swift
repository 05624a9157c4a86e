#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How relevant a timeline entry is, compared with the provider's other entries, and for how long
/// after its date.
///
/// Spelled as WidgetKit's `TimelineEntryRelevance`. WidgetKit uses it to rotate a widget to the
/// top of a Smart Stack; off Apple's platforms there is no stack: the relevance is kept with the
/// entry (``TimelineEntry/relevance``) for a host or a test to read, and nothing is rotated.
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The entry's importance, on a scale of the provider's choosing.
    public var score: Float

    /// How many seconds after the entry's date the relevance holds.
    public var duration: TimeInterval

    /// Creates a relevance.
    /// - Parameters:
    ///   - score: The entry's importance, on a scale of the provider's choosing.
    ///   - duration: How many seconds after the entry's date the relevance holds.
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}
