/// The limits a ``WidgetCenter``'s reload engine enforces: the widget part of the engine's public `Limits`. Not
/// WidgetKit's, so `package`.
package struct WidgetReloadLimits: Hashable, Sendable {
    /// The most scheduled and app-requested timeline reloads of one widget kind per day; reloads caused by an intent
    /// run do not count.
    package var reloadsPerDay: Int

    /// How long a timeline provider may take to return a timeline before the reload is abandoned and the previous
    /// timeline kept.
    package var reloadTimeLimit: Duration

    /// The shortest time between a finished reload and the next scheduled one, applied when a reload policy names a
    /// date that has already passed.
    package var minimumReloadInterval: Duration

    /// Creates the limits; every parameter defaults to iOS's value.
    /// - Parameters:
    ///   - reloadsPerDay: The daily reload budget per widget kind.
    ///   - reloadTimeLimit: How long a provider may take to return a timeline.
    ///   - minimumReloadInterval: The shortest gap before a scheduled reload whose date has passed.
    package init(
        reloadsPerDay: Int = 70, reloadTimeLimit: Duration = .seconds(28),
        minimumReloadInterval: Duration = .seconds(300)
    ) {
        self.reloadsPerDay = reloadsPerDay
        self.reloadTimeLimit = reloadTimeLimit
        self.minimumReloadInterval = minimumReloadInterval
    }

    /// The limits iOS applies: 70 reloads per kind per day, 28 seconds per timeline, 5 minutes before a late
    /// scheduled reload.
    package static let platform = WidgetReloadLimits()
}
