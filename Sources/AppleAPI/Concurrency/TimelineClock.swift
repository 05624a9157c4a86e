#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A clock seen as dates: what a ``WidgetCenter`` schedules reloads on.
///
/// Dates advance with the clock from a start date, so a manual clock gives manual dates.
package struct TimelineClock: Sendable {
    package let now: @Sendable () -> Date
    package let sleepUntil: @Sendable (Date) async throws -> Void

    package init<C: Clock>(clock: C, startDate: Date) where C.Duration == Duration {
        let start = clock.now
        now = { startDate.addingTimeInterval(Self.seconds(start.duration(to: clock.now))) }
        sleepUntil = { date in
            let offset = Duration.seconds(date.timeIntervalSince(startDate))
            try await clock.sleep(until: start.advanced(by: offset), tolerance: nil)
        }
    }

    package static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
