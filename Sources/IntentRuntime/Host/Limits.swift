/// The limits Apple's platforms impose on widgets, timelines, shortcuts and intent runs, in one
/// value a host can read and, for tests or special hosts, change.
///
/// ``platform`` holds the values iOS applies. Every part of the runtime that enforces a limit
/// takes a `Limits` value, so a host sees exactly what is enforced.
public struct Limits: Hashable, Sendable {
    /// The most widgets one block of a `WidgetBundle` may list (nested bundles are counted per
    /// level, not in total).
    public var widgetsPerBundleLevel: Int

    /// The most App Shortcuts one `AppShortcutsProvider` may declare.
    public var shortcutsPerProvider: Int

    /// The most scheduled and app-requested timeline reloads of one widget kind per day.
    /// Reloads caused by an intent run do not count.
    public var reloadsPerDay: Int

    /// How long a timeline provider may take to return a timeline before the reload is abandoned
    /// and the previous timeline kept.
    public var reloadTimeLimit: Duration

    /// How long an intent run may take before it is cancelled.
    public var intentRunTimeout: Duration

    /// The shortest time between a finished reload and the next scheduled one, applied when a
    /// reload policy names a date that has already passed.
    public var minimumReloadInterval: Duration

    /// Creates a set of limits; every parameter defaults to the platform's value.
    /// - Parameters:
    ///   - widgetsPerBundleLevel: The most widgets per bundle block.
    ///   - shortcutsPerProvider: The most App Shortcuts per provider.
    ///   - reloadsPerDay: The daily reload budget per widget kind.
    ///   - reloadTimeLimit: How long a provider may take to return a timeline.
    ///   - intentRunTimeout: How long an intent run may take.
    ///   - minimumReloadInterval: The shortest gap before a scheduled reload whose date has passed.
    public init(
        widgetsPerBundleLevel: Int = 10,
        shortcutsPerProvider: Int = 10,
        reloadsPerDay: Int = 70,
        reloadTimeLimit: Duration = .seconds(28),
        intentRunTimeout: Duration = .seconds(30),
        minimumReloadInterval: Duration = .seconds(5 * 60)
    ) {
        self.widgetsPerBundleLevel = widgetsPerBundleLevel
        self.shortcutsPerProvider = shortcutsPerProvider
        self.reloadsPerDay = reloadsPerDay
        self.reloadTimeLimit = reloadTimeLimit
        self.intentRunTimeout = intentRunTimeout
        self.minimumReloadInterval = minimumReloadInterval
    }

    /// The limits iOS applies: 10 widgets per bundle level, 10 App Shortcuts per provider,
    /// 70 reloads per kind per day, 28 seconds per timeline, 30 seconds per intent run.
    public static let platform = Limits()

    /// The part of the limits a `WidgetCenter`'s reload engine enforces.
    package var widgetReloads: WidgetReloadLimits {
        WidgetReloadLimits(
            reloadsPerDay: reloadsPerDay, reloadTimeLimit: reloadTimeLimit, minimumReloadInterval: minimumReloadInterval
        )
    }
}
