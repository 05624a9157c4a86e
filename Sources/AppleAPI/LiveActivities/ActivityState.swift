/// Where a Live Activity is in its life.
///
/// Spelled as ActivityKit's `ActivityState`. The runtime derives it from the activity's dates on
/// the center's clock: ``active`` until the stale date (``stale``), ``ended`` once the app ends
/// it or its lifetime runs out, ``dismissed`` once its dismissal date has come.
///
/// Apple's enum has no raw value and no `description` (it prints its case's name, as this one does); the runtime
/// stores a state as its case's name, through the `package` members ``init(rawValue:)`` and ``rawValue``.
public enum ActivityState: Hashable, Sendable, Codable {
    /// Visible and taking updates.
    case active

    /// Ended by the app, the person or the system: still visible, but it takes no more updates.
    case ended

    /// Ended and removed from the screen.
    case dismissed

    /// Active, but past its content's stale date: it needs an update.
    case stale

    /// Scheduled to start later. Accepted for completeness: this runtime starts every activity
    /// at once, so no activity is ever pending.
    case pending

    /// The state named `rawValue` (`active`, `ended`…), or `nil` for another name.
    /// - Parameter rawValue: A case's name.
    package init?(rawValue: String) {
        guard let state = Self.allStates.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = state
    }

    /// Every state, in the order of the cases.
    static let allStates: [ActivityState] = [.active, .ended, .dismissed, .stale, .pending]

    /// The case's name, as in `active`.
    package var rawValue: String {
        switch self {
        case .active: "active"
        case .ended: "ended"
        case .dismissed: "dismissed"
        case .stale: "stale"
        case .pending: "pending"
        }
    }

    /// Reads a state stored as its case's name.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let state = ActivityState(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "expected an activity state (active, ended, dismissed, stale, pending), found \"\(name)\"")
        }
        self = state
    }

    /// Stores the state as its case's name.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the activity has ended (``ended`` or ``dismissed``): it takes no more updates.
    package var hasEnded: Bool { self == .ended || self == .dismissed }
}
