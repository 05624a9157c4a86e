/// Something that happened to the Live Activities of a center: a request, an update, an end, a
/// change of state by time, or a refusal.
///
/// ``LiveActivityCenter/events(bufferingNewest:)`` streams them as they happen;
/// ``LiveActivityCenter/events(after:)`` returns the recent ones after a number, so a host can
/// say which activities a run changed.
public struct LiveActivityEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable {
        /// An activity started.
        case requested
        /// An activity's content changed.
        case updated
        /// The app ended an activity.
        case ended
        /// An activity's state changed by itself, with time: it went stale, its lifetime ran
        /// out, or it was dismissed. Also reported when another process's change is first seen.
        case stateChanged
        /// A request, update or end was refused; ``LiveActivityEvent/error`` says why.
        case refused
    }

    /// The event's number in its center: 1, 2, 3… in the order they happened.
    public let number: Int

    /// What happened.
    public let kind: Kind

    /// The activity concerned; `nil` for a refused request.
    public let activityID: String?

    /// The activity after the event; `nil` for a refused request.
    public let snapshot: LiveActivitySnapshot?

    /// Why the operation was refused: an ``ActivityAuthorizationError`` for a request, a
    /// ``LiveActivityError`` for an update or an end.
    public let error: (any Error)?

    /// The kind, the activity and the state or the error, on one line.
    public var description: String {
        var text = "#\(number) \(kind.rawValue)"
        if let activityID { text += " \(activityID)" }
        if let snapshot { text += " (\(snapshot.attributesTypeName), \(snapshot.activityState))" }
        if let error { text += ": \(error)" }
        return text
    }
}
