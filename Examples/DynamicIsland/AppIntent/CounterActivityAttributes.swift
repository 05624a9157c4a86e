import IntentRuntime

/// The Dynamic Island counter's Live Activity: the button (`ConfigurationAppIntent`) adds to the
/// count, and the activity shows it.
public struct CounterActivityAttributes: ActivityAttributes {
    /// What the activity shows now.
    public struct ContentState: Codable, Hashable, Sendable {
        /// The counter's value.
        public var count: Int

        /// Creates a state.
        /// - Parameter count: The counter's value.
        public init(count: Int) {
            self.count = count
        }
    }

    /// The counter's name, shown on the Lock Screen.
    public var name: String

    /// Creates the attributes.
    /// - Parameter name: The counter's name.
    public init(name: String = "Counter") {
        self.name = name
    }
}

/// Shows a count in the counter's Live Activity: updates every ongoing counter activity, or
/// starts one when there is none (a `LiveActivityIntent` may start an activity from the
/// background).
enum CounterActivity {
    /// Shows a count in the activities of a center.
    /// - Parameters:
    ///   - count: The count.
    ///   - center: The center the activities live in.
    /// - Throws: `ActivityAuthorizationError` when no activity can be started (the app already
    ///   has as many other activities as it may), `LiveActivityError` when one cannot be updated.
    static func show(_ count: Int, in center: LiveActivityCenter) throws {
        let content = ActivityContent(state: CounterActivityAttributes.ContentState(count: count), staleDate: nil)
        var ongoing = center.activities(of: CounterActivityAttributes.self).filter { !$0.activityState.hasEnded }
        if ongoing.isEmpty {
            do {
                _ = try center.request(attributes: CounterActivityAttributes(), content: content)
                return
            } catch ActivityAuthorizationError.globalMaximumExceeded {
                // Another run started one meanwhile: show the count there.
                ongoing = center.activities(of: CounterActivityAttributes.self).filter { !$0.activityState.hasEnded }
                guard !ongoing.isEmpty else { throw ActivityAuthorizationError.globalMaximumExceeded }
            }
        }
        for activity in ongoing {
            try center.update(activity, with: content)
        }
    }
}
