/// Whether the app may start Live Activities, and may update them by frequent push notifications.
///
/// Spelled as ActivityKit's `ActivityAuthorizationInfo`; it reads the center the calling task
/// uses (`LiveActivityCenter/current`). A center's setting is fixed when it is made, so the
/// sequences of changes end at once, empty: off Apple's platforms no person toggles it in Settings.
public final class ActivityAuthorizationInfo: Sendable {
    private let center: any ActivityCenterEngine

    /// Creates the object for the current center.
    public init() {
        center = ActivityCenterBinding.current
    }

    /// Whether the app can start a Live Activity: `LiveActivityCenter/areActivitiesEnabled`.
    public var areActivitiesEnabled: Bool { center.areActivitiesEnabled }

    /// The changes of ``areActivitiesEnabled``: none here, the sequence ends at once.
    public let activityEnablementUpdates = ActivityEnablementUpdates()

    /// Whether the person allowed frequent push updates: always `false` off Apple's platforms,
    /// where there are no push notifications.
    public var frequentPushesEnabled: Bool { false }

    /// The changes of ``frequentPushesEnabled``: none here, the sequence ends at once.
    public let frequentPushEnablementUpdates = FrequentPushEnablementUpdates()

    /// The changes of whether the app may start Live Activities, as an asynchronous sequence; off
    /// Apple's platforms it ends at once, empty.
    public struct ActivityEnablementUpdates: AsyncSequence, Sendable {
        /// Whether activities are enabled.
        public typealias Element = Bool

        /// Never fails.
        public typealias Failure = Never

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Iterates over the changes: there are none.
        public struct Iterator: AsyncIteratorProtocol {
            /// Whether activities are enabled.
            public typealias Element = Bool

            /// Never fails.
            public typealias Failure = Never

            /// Always `nil`: the setting never changes here.
            /// - Returns: `nil`.
            public mutating func next() async -> Bool? { nil }
        }
    }

    /// The changes of whether frequent push updates are allowed, as an asynchronous sequence; off
    /// Apple's platforms it ends at once, empty.
    public struct FrequentPushEnablementUpdates: AsyncSequence, Sendable {
        /// Whether frequent pushes are enabled.
        public typealias Element = Bool

        /// Never fails.
        public typealias Failure = Never

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Iterates over the changes: there are none.
        public struct Iterator: AsyncIteratorProtocol {
            /// Whether frequent pushes are enabled.
            public typealias Element = Bool

            /// Never fails.
            public typealias Failure = Never

            /// Always `nil`: the setting never changes here.
            /// - Returns: `nil`.
            public mutating func next() async -> Bool? { nil }
        }
    }
}
