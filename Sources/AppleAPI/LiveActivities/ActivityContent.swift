#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The dynamic content of a Live Activity at one moment: its state, when that state goes stale,
/// and how relevant it is among the app's activities.
///
/// Spelled as ActivityKit's `ActivityContent`, which is `Sendable` whatever its state is: so is
/// this one (the state is a value the center copies as JSON; a state holding references shares
/// them, as on Apple's platforms).
public struct ActivityContent<State>: Hashable, @unchecked Sendable
where State: Decodable, State: Encodable, State: Hashable {
    /// The content state the activity shows.
    public let state: State

    /// When the content is out of date: from then on the activity's
    /// ``Activity/activityState`` is ``ActivityState/stale`` until an update brings fresh
    /// content. `nil` never goes stale.
    public let staleDate: Date?

    /// The order among the app's activities, highest first. Recorded and shown; off-device
    /// nothing is ranked by it.
    public let relevanceScore: Double

    /// Creates a content.
    /// - Parameters:
    ///   - state: The content state.
    ///   - staleDate: When the content goes stale; `nil` for never.
    ///   - relevanceScore: The order among the app's activities.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: CustomStringConvertible {
    /// The content's state, stale date and relevance score, for logs.
    public var description: String {
        "ActivityContent(state: \(state), staleDate: \(staleDate.map { "\($0)" } ?? "nil"), relevanceScore: \(relevanceScore))"
    }
}
