/// Whether the app may start Live Activities.
///
/// Spelled as ActivityKit's `ActivityAuthorizationInfo`; it reads the center the calling task
/// uses (``LiveActivityCenter/current``).
public final class ActivityAuthorizationInfo: Sendable {
    private let center: LiveActivityCenter

    /// Creates the object for the current center.
    public init() {
        center = LiveActivityCenter.current
    }

    /// Whether the app can start a Live Activity: ``LiveActivityCenter/areActivitiesEnabled``.
    public var areActivitiesEnabled: Bool { center.areActivitiesEnabled }
}
