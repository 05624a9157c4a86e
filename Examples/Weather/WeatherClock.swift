import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the weather widgets' providers get "now": the system clock on a device.
///
/// WidgetKit providers call `Date()`. The example reads the time through this seam instead, so a
/// test can run a day of widget reloads on a manual clock in a few milliseconds and watch the
/// reload policies and the daily budget at work (see `WeatherWidgets.swift`).
public enum WeatherClock {
    private static let source = Mutex<@Sendable () -> Date>({ Date() })

    /// The current date.
    public static func now() -> Date {
        source.withLock { $0 }()
    }

    /// Reads the time from `clock` from now on; pass `{ Date() }` to restore the system clock.
    /// - Parameter clock: The time source.
    public static func use(_ clock: @escaping @Sendable () -> Date) {
        source.withLock { $0 = clock }
    }
}
