/// Where a Live Activity is in its life.
///
/// Spelled as ActivityKit's `ActivityState`. The runtime derives it from the activity's dates on
/// the center's clock: ``active`` until the stale date (``stale``), ``ended`` once the app ends
/// it or its lifetime runs out, ``dismissed`` once its dismissal date has come.
public enum ActivityState: String, Hashable, Sendable, Codable, CustomStringConvertible {
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

    /// The state's name, as in `active`.
    public var description: String { rawValue }

    /// Whether the activity has ended (``ended`` or ``dismissed``): it takes no more updates.
    package var hasEnded: Bool { self == .ended || self == .dismissed }
}
