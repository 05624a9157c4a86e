#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The limits a ``LiveActivityCenter`` enforces, on its clock.
///
/// ``platform`` holds the figures Apple documents (4 KB of content state; 8 hours of life, then
/// at most 4 more hours on the screen) and, for the number of activities at once, the figure
/// observed on a shipped app: Apple documents that the limit exists
/// (`ActivityAuthorizationError.globalMaximumExceeded`, "the device reached the maximum number of
/// ongoing Live Activities") but not its value.
public struct LiveActivityLimits: Hashable, Sendable {
    /// The most bytes the attributes and each content state may take, JSON-encoded as
    /// ``encodedSize(of:)`` encodes them. 4,096 by default: 4,096 bytes are accepted, 4,097
    /// refused.
    public var maximumContentStateSize: Int

    /// How long an activity lives unless the app ends it first; 8 hours by default. At that
    /// moment the activity ends as if the app had ended it with the default dismissal policy.
    public var maximumLifetime: Duration

    /// How long an ended activity stays on the screen at most before it is dismissed; 4 hours
    /// by default (so at most 12 hours in all).
    public var dismissalWindow: Duration

    /// The most activities of the app that may be ongoing (active or stale) at once, all
    /// attribute types together; the next request is refused with
    /// `ActivityAuthorizationError.globalMaximumExceeded`. 2 by default, as observed on a shipped
    /// flash-sale Live Activity.
    public var maximumConcurrentActivities: Int

    /// Creates limits; every parameter defaults to ``platform``'s value.
    /// - Parameters:
    ///   - maximumContentStateSize: The most bytes of JSON per content state (and attributes).
    ///   - maximumLifetime: How long an activity lives unless ended first.
    ///   - dismissalWindow: How long an ended activity stays on the screen at most.
    ///   - maximumConcurrentActivities: The most ongoing activities at once.
    public init(
        maximumContentStateSize: Int = 4096,
        maximumLifetime: Duration = .seconds(8 * 3600),
        dismissalWindow: Duration = .seconds(4 * 3600),
        maximumConcurrentActivities: Int = 2
    ) {
        self.maximumContentStateSize = maximumContentStateSize
        self.maximumLifetime = maximumLifetime
        self.dismissalWindow = dismissalWindow
        self.maximumConcurrentActivities = maximumConcurrentActivities
    }

    /// 4,096 bytes, 8 hours, 4 hours, 2 activities at once.
    public static let platform = LiveActivityLimits()

    /// How many bytes a value takes as ActivityKit's size limit measures it: the JSON a
    /// `JSONEncoder()` with its default options writes (compact, keys unsorted, `/` escaped as
    /// `\/`, dates as seconds since 2001, data as base64, non-finite numbers refused).
    /// - Parameter value: A content state or attributes.
    /// - Returns: The number of bytes.
    /// - Throws: What `JSONEncoder` throws for a value it cannot encode.
    public static func encodedSize(of value: some Encodable) throws -> Int {
        try encode(value).count
    }

    /// The JSON the size is measured on.
    static func encode(_ value: some Encodable) throws -> Data {
        try JSONEncoder().encode(value)
    }

    var lifetimeInterval: TimeInterval { TimelineClock.seconds(maximumLifetime) }

    var dismissalInterval: TimeInterval { TimelineClock.seconds(dismissalWindow) }
}
