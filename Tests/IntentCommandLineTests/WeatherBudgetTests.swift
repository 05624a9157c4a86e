import Foundation
import IntentRuntime
import Testing
import Weather

/// A simulated day of the Weather widgets: each reload policy at work, and the daily budget.
/// Serialized: the simulation points the example's clock and app group (process-wide seams) at
/// its own center and a temporary directory.
@Suite("Weather widgets over a day", .serialized, .timeLimit(.minutes(1)))
struct WeatherBudgetTests {
    /// Counts of reloads per kind over one simulated day.
    struct Day: Equatable {
        var started: [String: Int] = [:]
        var refused: [String: Int] = [:]
    }

    /// Runs the Weather widgets' center on a manual clock from midnight for `hours` hours.
    static func simulate(hours: Int, intentRunAt intentHour: Int? = nil) async throws -> Day {
        let clock = ManualClock()
        let midnight = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        let center = WidgetCenter(
            catalog: try WidgetCatalog(bundle: WeatherWidgets()),
            clock: clock,
            startDate: midnight
        )
        let appGroups = try IntentsProcess.temporaryDirectory()
        WeatherSettings.useEnvironment(["INTENT_RUNTIME_APP_GROUPS": appGroups.path])
        WeatherClock.use { center.now }
        defer {
            WeatherClock.use { Date() }
            WeatherSettings.useEnvironment(nil)
            try? FileManager.default.removeItem(at: appGroups)
        }
        var events = center.events().makeAsyncIterator()
        var day = Day()
        let running = Task { await center.run() }
        defer { running.cancel() }

        func record(until settled: Int) async {
            var done = 0
            while done < settled, let event = await events.next() {
                switch event.phase {
                case .started: day.started[event.kind, default: 0] += 1
                case .overBudget:
                    day.refused[event.kind, default: 0] += 1
                    done += 1
                case .finished, .abandoned: done += 1
                default: break
                }
            }
        }
        await center.reloadAllTimelinesAndWait()  // the app's first request: 3 reloads, all budgeted
        await record(until: 3)
        let end = midnight.addingTimeInterval(Double(hours) * 3600)
        var intentPending = intentHour.map { midnight.addingTimeInterval(Double($0) * 3600) }
        while true {
            // The next scheduled reloads, as the center has them (timers of finished reloads
            // may still sleep on the clock; they do nothing when they fire).
            var dates: [String: Date] = [:]
            for kind in center.catalog.kinds {
                if let date = await center.nextReloadDate(ofKind: kind) { dates[kind] = date }
            }
            guard let next = dates.values.min(), next < end else { break }
            if let pending = intentPending, pending <= next {
                clock.advance(
                    to: ManualClock.Instant(offset: .milliseconds(Int(pending.timeIntervalSince(midnight) * 1000))))
                intentPending = nil
                await center.reloadTimelines(afterRunOf: "SetCityIntent", kinds: nil)
                await record(until: 3)
                continue
            }
            let due = dates.values.filter { $0 == next }.count
            clock.advance(to: ManualClock.Instant(offset: .milliseconds(Int(next.timeIntervalSince(midnight) * 1000))))
            await record(until: due)
        }
        return day
    }

    @Test(".after(15 min) hits the budget of 70; .atEnd reloads every 5 h; .never only on request")
    func oneDay() async throws {
        let day = try await Self.simulate(hours: 24)
        #expect(day.started["CurrentConditions"] == Limits.platform.reloadsPerDay)
        #expect(day.refused["CurrentConditions"] == 1)
        #expect(day.started["HourlyForecast"] == 5)  // 00:00, then 05:00, 10:00, 15:00, 20:00
        #expect(day.refused["HourlyForecast"] == nil)
        #expect(day.started["WeatherAlerts"] == 1)  // .never: only the app's request
    }

    @Test("an intent's reload is exempt: it refreshes even a widget out of budget")
    func intentReloadIsExempt() async throws {
        let day = try await Self.simulate(hours: 24, intentRunAt: 20)
        #expect(day.started["CurrentConditions"] == Limits.platform.reloadsPerDay + 1)
        #expect(day.started["WeatherAlerts"] == 2)
    }
}
