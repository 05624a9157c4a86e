#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// ActivityKit's other forms of request, update and end: the iOS 16.1 forms that take a bare
// content state (deprecated by Apple in iOS 16.2, still compiled by apps that support 16.1), the
// forms with an alert, a timestamp or a style. Each calls the center as the main forms do.

extension Activity {
    // MARK: - Requests

    /// Starts a Live Activity from a bare content state: ActivityKit's iOS 16.1 form, which Apple
    /// deprecated in iOS 16.2 for ``request(attributes:content:pushType:)``. The content never
    /// goes stale and has relevance 0.
    /// - Parameters:
    ///   - attributes: The static attributes.
    ///   - contentState: The first content state.
    ///   - pushType: Accepted and recorded; inert off Apple's platforms.
    /// - Returns: The activity.
    /// - Throws: ``ActivityAuthorizationError``, as ``request(attributes:content:pushType:)`` does.
    public static func request(
        attributes: Attributes,
        contentState: Activity<Attributes>.ContentState,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Starts a Live Activity of a style. Off Apple's platforms every style lives as
    /// ``ActivityStyle/standard``.
    /// - Parameters:
    ///   - attributes: The static attributes.
    ///   - content: The first content.
    ///   - pushType: Accepted and recorded; inert off Apple's platforms.
    ///   - style: Accepted; the activity lives as a standard one.
    /// - Returns: The activity.
    /// - Throws: ``ActivityAuthorizationError``, as ``request(attributes:content:pushType:)`` does.
    public static func request(
        attributes: Attributes,
        content: ActivityContent<Activity<Attributes>.ContentState>,
        pushType: PushType? = nil,
        style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    /// Requests a Live Activity scheduled for a date, with an alert for when it starts. This
    /// runtime starts every activity at once (none is ever ``ActivityState/pending``), shows no
    /// alert, and accepts the style as ``request(attributes:content:pushType:style:)`` does.
    /// - Parameters:
    ///   - attributes: The static attributes.
    ///   - content: The first content.
    ///   - pushType: Accepted and recorded; inert off Apple's platforms.
    ///   - style: Accepted; the activity lives as a standard one.
    ///   - alertConfiguration: Accepted; no alert is shown off Apple's platforms.
    ///   - start: When Apple's system would start it; here it starts now.
    /// - Returns: The activity.
    /// - Throws: ``ActivityAuthorizationError``, as ``request(attributes:content:pushType:)`` does.
    public static func request(
        attributes: Attributes,
        content: ActivityContent<Activity<Attributes>.ContentState>,
        pushType: PushType? = nil,
        style: ActivityStyle,
        alertConfiguration: AlertConfiguration,
        start: Date
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    /// The iOS 26.0 spelling of ``request(attributes:content:pushType:style:alertConfiguration:start:)``,
    /// with `startDate:`; it does the same.
    /// - Parameters:
    ///   - attributes: The static attributes.
    ///   - content: The first content.
    ///   - pushType: Accepted and recorded; inert off Apple's platforms.
    ///   - style: Accepted; the activity lives as a standard one.
    ///   - alertConfiguration: Accepted; no alert is shown off Apple's platforms.
    ///   - startDate: When Apple's system would start it; here it starts now.
    /// - Returns: The activity.
    /// - Throws: ``ActivityAuthorizationError``, as ``request(attributes:content:pushType:)`` does.
    public static func request(
        attributes: Attributes,
        content: ActivityContent<Activity<Attributes>.ContentState>,
        pushType: PushType? = nil,
        style: ActivityStyle,
        alertConfiguration: AlertConfiguration,
        startDate: Date
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    // MARK: - Updates

    /// Replaces the content and would alert the person: the update applies as ``update(_:)``'s
    /// does; off Apple's platforms no alert appears and its sound plays nothing.
    /// - Parameters:
    ///   - content: The new content.
    ///   - alertConfiguration: The alert; accepted and not shown.
    public func update(
        _ content: ActivityContent<Activity<Attributes>.ContentState>,
        alertConfiguration: AlertConfiguration? = nil
    ) async {
        await update(content)
    }

    /// Replaces the content unless an update with a later timestamp was already applied through
    /// this method or ``end(_:dismissalPolicy:timestamp:)`` (as ActivityKit ignores a payload
    /// older than the last); otherwise as ``update(_:alertConfiguration:)``.
    /// - Parameters:
    ///   - content: The new content.
    ///   - alertConfiguration: The alert; accepted and not shown.
    ///   - timestamp: When the content was produced.
    public func update(
        _ content: ActivityContent<Activity<Attributes>.ContentState>,
        alertConfiguration: AlertConfiguration? = nil,
        timestamp: Date
    ) async {
        guard acceptTimestamp(timestamp) else { return }
        await update(content)
    }

    /// Replaces the content state: ActivityKit's iOS 16.1 form, deprecated by Apple in iOS 16.2
    /// for ``update(_:)``. The new content never goes stale and has relevance 0.
    /// - Parameter contentState: The new content state.
    public func update(using contentState: Activity<Attributes>.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Replaces the content state and would alert the person: ActivityKit's iOS 16.1 form,
    /// deprecated by Apple in iOS 16.2. No alert appears off Apple's platforms.
    /// - Parameters:
    ///   - contentState: The new content state.
    ///   - alertConfiguration: The alert; accepted and not shown.
    public func update(
        using contentState: Activity<Attributes>.ContentState,
        alertConfiguration: AlertConfiguration? = nil
    ) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    // MARK: - Ends

    /// Ends the activity unless an update with a later timestamp was already applied through a
    /// timestamped form; otherwise as ``end(_:dismissalPolicy:)``.
    /// - Parameters:
    ///   - content: The final content; `nil` keeps the current one.
    ///   - dismissalPolicy: When the ended activity is dismissed.
    ///   - timestamp: When the final content was produced.
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default,
        timestamp: Date
    ) async {
        guard acceptTimestamp(timestamp) else { return }
        await end(content, dismissalPolicy: dismissalPolicy)
    }

    /// Ends the activity with a final content state: ActivityKit's iOS 16.1 form, deprecated by
    /// Apple in iOS 16.2 for ``end(_:dismissalPolicy:)``.
    /// - Parameters:
    ///   - contentState: The final content state; `nil` keeps the current content.
    ///   - dismissalPolicy: When the ended activity is dismissed.
    public func end(
        using contentState: Activity<Attributes>.ContentState? = nil,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    // MARK: - The iOS 16.1 content state

    /// The current content state: ActivityKit's iOS 16.1 property, deprecated by Apple in iOS 16.2
    /// for ``content``.
    public var contentState: Activity<Attributes>.ContentState { content.state }

    /// The activity's changes of content state: ActivityKit's iOS 16.1 sequence, deprecated by
    /// Apple in iOS 16.2 for ``contentUpdates``.
    public var contentStateUpdates: ContentStateUpdates {
        ContentStateUpdates(base: contentUpdates)
    }

    /// The changes of an activity's content state, as an asynchronous sequence.
    public struct ContentStateUpdates: AsyncSequence, Sendable {
        /// A content state.
        public typealias Element = Activity<Attributes>.ContentState

        /// Never fails.
        public typealias Failure = Never

        let base: ContentUpdates

        /// Starts observing.
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator(base: base.makeAsyncIterator())
        }

        /// Iterates over the changes of content state.
        public struct Iterator: AsyncIteratorProtocol {
            /// A content state.
            public typealias Element = Activity<Attributes>.ContentState

            /// Never fails.
            public typealias Failure = Never

            var base: ContentUpdates.Iterator

            /// The next content state, or `nil` once the activity is dismissed.
            /// - Returns: The content state.
            public mutating func next() async -> Activity<Attributes>.ContentState? {
                await base.next()?.state
            }
        }
    }
}
