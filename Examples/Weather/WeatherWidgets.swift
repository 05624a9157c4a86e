import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Entry

/// What a weather widget shows at one moment.
public struct WeatherEntry: TimelineEntry, CustomStringConvertible {
    /// When the entry is shown.
    public let date: Date

    /// The forecast shown.
    public let forecast: Forecast

    /// The unit temperatures are shown in.
    public let unit: TemperatureUnit

    /// Creates an entry.
    /// - Parameters:
    ///   - date: When the entry is shown.
    ///   - forecast: The forecast shown.
    ///   - unit: The unit temperatures are shown in.
    public init(date: Date, forecast: Forecast, unit: TemperatureUnit) {
        self.date = date
        self.forecast = forecast
        self.unit = unit
    }

    /// `+2 h Lisbon: 21°C, sunny`.
    public var description: String {
        (forecast.hour == 0 ? "now " : "+\(forecast.hour) h ") + forecast.summary(in: unit)
    }

    /// Entries for the current settings, one per hour from now.
    static func hourly(count: Int, from now: Date = WeatherClock.now()) -> [WeatherEntry] {
        let settings = try? WeatherSettings()
        let city = (try? settings?.city()) ?? WeatherSettings.defaultCity
        let unit = (try? settings?.unit()) ?? .celsius
        return (0..<count).map { hour in
            WeatherEntry(
                date: now.addingTimeInterval(Double(hour) * 3600),
                forecast: Forecast(city: city, hour: hour),
                unit: unit
            )
        }
    }
}

// MARK: - Providers: one per reload policy

/// Hourly entries for the next six hours, then a new timeline: `.atEnd` (every 5 hours, at the
/// last entry's date: 5 reloads a day, well within the budget).
public struct HourlyProvider: TimelineProvider {
    /// Creates the provider.
    public init() {}

    /// A placeholder.
    public func placeholder(in context: Context) -> WeatherEntry { WeatherEntry.hourly(count: 1)[0] }

    /// The current conditions.
    public func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(WeatherEntry.hourly(count: 1)[0])
    }

    /// Six hourly entries; WidgetKit asks for the next timeline after the last one (`.atEnd`).
    public func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: WeatherEntry.hourly(count: 6), policy: .atEnd))
    }
}

/// The current conditions, refreshed every 15 minutes: `.after(date)`.
///
/// That is 96 reloads a day, more than the daily budget (``Limits/reloadsPerDay``, 70 by
/// default, as WidgetKit's 40–70): the widget gets its first 70 reloads of the day, the rest are
/// refused and its next reload moves to midnight. Reloads caused by running an intent are
/// exempt, so tapping a button in the widget still refreshes it.
public struct CurrentConditionsProvider: TimelineProvider {
    /// Creates the provider.
    public init() {}

    /// A placeholder.
    public func placeholder(in context: Context) -> WeatherEntry { WeatherEntry.hourly(count: 1)[0] }

    /// The current conditions.
    public func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(WeatherEntry.hourly(count: 1)[0])
    }

    /// One entry, and a reload 15 minutes from now (`.after`); each scheduled reload spends one
    /// unit of the daily reload budget.
    public func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let entry = WeatherEntry.hourly(count: 1)[0]
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(15 * 60))))
    }
}

/// The city's weather alerts: only the app knows when they change, so the widget never asks
/// for a reload (`.never`); the app reloads it with `WidgetCenter`.
public struct AlertsProvider: TimelineProvider {
    /// Creates the provider.
    public init() {}

    /// A placeholder.
    public func placeholder(in context: Context) -> WeatherEntry { WeatherEntry.hourly(count: 1)[0] }

    /// The current conditions.
    public func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(WeatherEntry.hourly(count: 1)[0])
    }

    /// One entry, no scheduled reload.
    public func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: WeatherEntry.hourly(count: 1), policy: .never))
    }
}

// MARK: - Widgets

/// The hourly forecast (`.atEnd`).
public struct HourlyForecastWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static widget.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HourlyForecast", provider: HourlyProvider())
            .configurationDisplayName("Hourly Forecast")
            .supportedFamilies([.systemMedium, .systemLarge])
    }
}

/// The current conditions (`.after`).
public struct CurrentConditionsWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static widget.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CurrentConditions", provider: CurrentConditionsProvider())
            .configurationDisplayName("Current Conditions")
            .supportedFamilies([.systemSmall, .accessoryInline])
    }
}

/// Weather alerts (`.never`).
public struct WeatherAlertsWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static widget.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeatherAlerts", provider: AlertsProvider())
            .configurationDisplayName("Weather Alerts")
            .supportedFamilies([.systemSmall])
    }
}

/// The weather extension's widgets.
public struct WeatherWidgets: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// The widgets.
    public var body: some Widget {
        CurrentConditionsWidget()
        HourlyForecastWidget()
        WeatherAlertsWidget()
    }
}
