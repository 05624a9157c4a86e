#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a center tells each activity object when its record or state may have changed.
package protocol ActivityObject: AnyObject, Sendable {
    /// Takes a record's revision and content (if newer than the ones held) and the state now, and tells
    /// observers what changed.
    func refresh(revision: Int, contentState: String, staleDate: Date?, relevanceScore: Double, state: ActivityState)

    /// Ends the observers' sequences: the activity is gone.
    func finish()
}

/// A Live Activity: started with ``request(attributes:content:pushType:)``, changed with
/// ``update(_:)``, ended with ``end(_:dismissalPolicy:)``, observed through
/// ``activityStateUpdates`` and ``contentUpdates``.
///
/// Spelled as ActivityKit's `Activity`, so the code that drives a Live Activity compiles
/// against Apple's framework and against this runtime:
///
/// ```swift
/// struct IncrementIntent: LiveActivityIntent {
///     func perform() async throws -> some IntentResult {
///         for activity in Activity<CounterActivityAttributes>.activities {
///             let count = activity.content.state.count + 1
///             await activity.update(ActivityContent(state: .init(count: count), staleDate: nil))
///         }
///         return .result()
///     }
/// }
/// ```
///
/// The static members use the calling task's center, `LiveActivityCenter/current`; an
/// activity's own members use the center that started it. As on Apple's platforms,
/// ``update(_:)`` and ``end(_:dismissalPolicy:)`` do not throw: an update the center refuses
/// (too large, or after the end) is ignored, and reported as a `LiveActivityEvent` of kind
/// `LiveActivityEvent/Kind/refused`. `LiveActivityCenter/update(_:with:)` throws instead.
///
/// As ActivityKit's, the class is `Sendable` though its attributes and content state need not be:
/// the center keeps them as JSON and each activity object holds its own decoded copy.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable, ActivityObject {
    /// The activity's content state type.
    public typealias ContentState = Attributes.ContentState

    /// The activity's unique identifier (a UUID string).
    public let id: String

    /// The static attributes it was requested with.
    public let attributes: Attributes

    /// The center the activity lives in.
    package let center: any ActivityCenterEngine

    private struct Observed {
        var revision: Int
        var stateJSON: String
        var content: ActivityContent<ContentState>
        var state: ActivityState
    }

    private let observed: Locked<Observed>
    private let stateHub = EventHub<ActivityState>()
    private let contentHub = EventHub<ActivityContent<ContentState>>()
    private let pushTokenHub = EventHub<Data>()
    private let latestTimestamp = Locked<Date?>(nil)

    /// Whether an update produced at `timestamp` is to be applied: not when a later one was.
    func acceptTimestamp(_ timestamp: Date) -> Bool {
        latestTimestamp.withLock { latest in
            if let latest, timestamp < latest { return false }
            latest = timestamp
            return true
        }
    }

    /// A hub that is finished from the start: what the push-to-start sequence iterates.
    private static var finishedTokenHub: EventHub<Data> {
        let hub = EventHub<Data>()
        hub.finish()
        return hub
    }

    package init(
        id: String,
        attributes: Attributes,
        content: ActivityContent<ContentState>,
        stateJSON: String,
        revision: Int,
        state: ActivityState,
        center: any ActivityCenterEngine
    ) {
        self.id = id
        self.attributes = attributes
        self.center = center
        observed = Locked(Observed(revision: revision, stateJSON: stateJSON, content: content, state: state))
        if state == .dismissed { finish() }
    }

    // MARK: - ActivityKit's API

    /// The activities of this attributes type in the current center that are not dismissed,
    /// oldest first. A stored activity whose attributes or state no longer decode as this type
    /// (another version of the app wrote it) is left out; `LiveActivityCenter/snapshots()`
    /// still lists it.
    public static var activities: [Activity<Attributes>] {
        ActivityCenterBinding.current.activities(of: Attributes.self)
    }

    /// Starts a Live Activity in the current center.
    /// - Parameters:
    ///   - attributes: The static attributes.
    ///   - content: The first content; its state may take at most
    ///     `LiveActivityLimits/maximumContentStateSize` bytes of JSON.
    ///   - pushType: Accepted and recorded; inert off Apple's platforms (see ``PushType``).
    /// - Returns: The activity.
    /// - Throws: ``ActivityAuthorizationError``, as `LiveActivityCenter/request(attributes:content:pushType:)`
    ///   describes.
    public static func request(
        attributes: Attributes,
        content: ActivityContent<ContentState>,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try ActivityCenterBinding.current.request(attributes: attributes, content: content, pushType: pushType)
    }

    /// The current content.
    public var content: ActivityContent<ContentState> {
        observed.withLock { $0.content }
    }

    /// Where the activity is in its life, now on the center's clock.
    public var activityState: ActivityState {
        center.currentState(of: id) ?? observed.withLock { $0.state }
    }

    /// The push token: always `nil` off Apple's platforms, where there is no push service.
    public var pushToken: Data? { nil }

    /// The activity's push tokens as they change: off Apple's platforms no token ever arrives, and
    /// the sequence ends, empty, when the activity is dismissed.
    public var pushTokenUpdates: PushTokenUpdates {
        PushTokenUpdates(hub: pushTokenHub)
    }

    /// The token that would start an activity of this type by a push notification: always `nil`
    /// off Apple's platforms, where there is no push service.
    public static var pushToStartToken: Data? { nil }

    /// The push-to-start tokens as they change: off Apple's platforms no token ever arrives, and
    /// the sequence ends at once, empty.
    public static var pushToStartTokenUpdates: PushTokenUpdates {
        PushTokenUpdates(hub: finishedTokenHub)
    }

    /// Replaces the content. An update the center refuses (a state over the size limit, an
    /// activity that has ended) is ignored, as on Apple's platforms, and reported as a
    /// `LiveActivityEvent`.
    /// - Parameter content: The new content.
    public func update(_ content: ActivityContent<ContentState>) async {
        try? center.update(self, with: content)
    }

    /// Ends the activity, with final content, and says when it leaves the screen. A refusal is
    /// ignored and reported, as for ``update(_:)``.
    /// - Parameters:
    ///   - content: The final content; `nil` keeps the current one.
    ///   - dismissalPolicy: When the ended activity is dismissed.
    public func end(
        _ content: ActivityContent<ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        try? center.end(self, with: content, dismissalPolicy: dismissalPolicy)
    }

    /// The activity's changes of state, from the moment iteration starts; the sequence ends
    /// after ``ActivityState/dismissed``.
    public var activityStateUpdates: ActivityStateUpdates {
        ActivityStateUpdates(hub: stateHub)
    }

    /// The activity's changes of content, from the moment iteration starts; the sequence ends
    /// when the activity is dismissed.
    public var contentUpdates: ContentUpdates {
        ContentUpdates(hub: contentHub)
    }

    /// The activities of this type started from the moment iteration starts, in the current
    /// center (including those another process started, once this one refreshes).
    public static var activityUpdates: ActivityUpdates {
        ActivityUpdates(center: ActivityCenterBinding.current)
    }

    // MARK: - Observers

    package func refresh(
        revision: Int, contentState stateJSON: String, staleDate: Date?, relevanceScore: Double, state: ActivityState
    ) {
        let decoder = JSONDecoder()
        let (content, state) = observed.withLock { observed -> (ActivityContent<ContentState>?, ActivityState?) in
            guard revision >= observed.revision else { return (nil, nil) }
            var changedContent: ActivityContent<ContentState>?
            let contentState =
                stateJSON == observed.stateJSON
                ? observed.content.state
                : try? decoder.decode(ContentState.self, from: Data(stateJSON.utf8))
            if let contentState {
                let content = ActivityContent(
                    state: contentState, staleDate: staleDate, relevanceScore: relevanceScore)
                if content != observed.content {
                    observed.content = content
                    changedContent = content
                }
                observed.stateJSON = stateJSON
            }
            observed.revision = revision
            guard state != observed.state else { return (changedContent, nil) }
            observed.state = state
            return (changedContent, state)
        }
        if let content { contentHub.emit(content) }
        if let state {
            stateHub.emit(state)
            if state == .dismissed { finish() }
        }
    }

    package func finish() {
        stateHub.finish()
        contentHub.finish()
        pushTokenHub.finish()
    }
}

// MARK: - Sequences

extension Activity {
    /// The changes of an activity's state, as an asynchronous sequence.
    public struct ActivityStateUpdates: AsyncSequence, Sendable {
        /// A state.
        public typealias Element = ActivityState

        /// Never fails.
        public typealias Failure = Never

        fileprivate let hub: EventHub<ActivityState>

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator(base: hub.subscribe(bufferingNewest: 64).makeAsyncIterator())
        }

        /// Iterates over the changes of state.
        public struct Iterator: AsyncIteratorProtocol {
            /// A state.
            public typealias Element = ActivityState

            /// Never fails.
            public typealias Failure = Never

            var base: AsyncStream<ActivityState>.Iterator

            /// The next state, or `nil` once the activity is dismissed.
            /// - Returns: The state.
            public mutating func next() async -> ActivityState? {
                await base.next()
            }
        }
    }

    /// The changes of an activity's content, as an asynchronous sequence.
    public struct ContentUpdates: AsyncSequence, Sendable {
        /// A content.
        public typealias Element = ActivityContent<ContentState>

        /// Never fails.
        public typealias Failure = Never

        fileprivate let hub: EventHub<ActivityContent<ContentState>>

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator(base: hub.subscribe(bufferingNewest: 64).makeAsyncIterator())
        }

        /// Iterates over the changes of content.
        public struct Iterator: AsyncIteratorProtocol {
            /// A content.
            public typealias Element = ActivityContent<ContentState>

            /// Never fails.
            public typealias Failure = Never

            var base: AsyncStream<ActivityContent<ContentState>>.Iterator

            /// The next content, or `nil` once the activity is dismissed.
            /// - Returns: The content.
            public mutating func next() async -> ActivityContent<ContentState>? {
                await base.next()
            }
        }
    }

    /// The push tokens of an activity as they change, as an asynchronous sequence: off Apple's
    /// platforms it never yields a token.
    public struct PushTokenUpdates: AsyncSequence, Sendable {
        /// A push token.
        public typealias Element = Data

        /// Never fails.
        public typealias Failure = Never

        fileprivate let hub: EventHub<Data>

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator(base: hub.subscribe(bufferingNewest: 1).makeAsyncIterator())
        }

        /// Iterates over the push tokens.
        public struct Iterator: AsyncIteratorProtocol {
            /// A push token.
            public typealias Element = Data

            /// Never fails.
            public typealias Failure = Never

            var base: AsyncStream<Data>.Iterator

            /// The next token; `nil` once the activity is dismissed (no token ever comes first).
            /// - Returns: The token.
            public mutating func next() async -> Data? {
                await base.next()
            }
        }
    }

    /// The activities of a type as they start, as an asynchronous sequence.
    public struct ActivityUpdates: AsyncSequence, Sendable {
        /// An activity.
        public typealias Element = Activity<Attributes>

        /// Never fails.
        public typealias Failure = Never

        fileprivate let center: any ActivityCenterEngine

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator(center: center, base: center.requestedActivityIDs().makeAsyncIterator())
        }

        /// Iterates over the activities as they start.
        public struct Iterator: AsyncIteratorProtocol {
            /// An activity.
            public typealias Element = Activity<Attributes>

            /// Never fails.
            public typealias Failure = Never

            let center: any ActivityCenterEngine
            var base: AsyncStream<String>.Iterator

            /// The next activity of the type to start, or `nil` once the center is released.
            /// - Returns: The activity.
            public mutating func next() async -> Activity<Attributes>? {
                while let id = await base.next() {
                    guard let activity = center.activity(id: id, of: Attributes.self) else { continue }
                    return activity
                }
                return nil
            }
        }
    }
}
