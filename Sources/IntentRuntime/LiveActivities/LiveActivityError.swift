/// Why the runtime refused to update or end a Live Activity, or could not read the stored ones.
///
/// ActivityKit's `update(_:)` and `end(_:dismissalPolicy:)` do not throw: the system ignores an
/// update it refuses. ``Activity`` does the same, and the center records the refusal as a
/// ``LiveActivityEvent`` (``LiveActivityEvent/Kind/refused``), so it is never silent. A host or a
/// test that wants the error calls the center's ``LiveActivityCenter/update(_:with:)`` and
/// ``LiveActivityCenter/end(_:with:dismissalPolicy:)``, which throw this.
public struct LiveActivityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case contentStateTooLarge, activityEnded, unknownActivity, encodingFailed, storeFailure
        }

        private let value: Value

        /// The JSON-encoded content state is over ``LiveActivityLimits/maximumContentStateSize``.
        public static let contentStateTooLarge = Code(value: .contentStateTooLarge)

        /// The activity has ended (or been dismissed): it takes no more updates.
        public static let activityEnded = Code(value: .activityEnded)

        /// The center has no activity with that identifier (another process removed it, or it
        /// belongs to another center).
        public static let unknownActivity = Code(value: .unknownActivity)

        /// The content state could not be encoded as JSON (a non-finite number, say).
        public static let encodingFailed = Code(value: .encodingFailed)

        /// The app group's store of activities could not be read or written, or holds something
        /// other than activities.
        public static let storeFailure = Code(value: .storeFailure)

        /// The code's name.
        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code

    /// The activity concerned, when there is one.
    public var activityID: String?

    /// A sentence for a person, with the figures.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - activityID: The activity concerned.
    ///   - message: A sentence for a person.
    public init(_ code: Code, activityID: String? = nil, message: String) {
        self.code = code
        self.activityID = activityID
        self.message = message
    }

    /// The message, prefixed with the activity.
    public var description: String {
        activityID.map { "Live Activity \($0): \(message)" } ?? message
    }
}
