import IntentRuntime

/// Says the forecast for the widgets' city, or another one, some hours ahead.
public struct GetForecastIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Get Forecast"

    /// The city; the widgets' city when not given.
    @Parameter(title: "City")
    public var city: String?

    /// Hours ahead, 0 for now.
    @Parameter(title: "Hours Ahead", default: 0, inclusiveRange: (0, 48))
    public var hoursAhead: Int

    /// Creates the intent.
    public init() {}

    /// Returns the forecast's summary.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let settings = try WeatherSettings()
        let forecast = Forecast(city: try city ?? settings.city(), hour: hoursAhead)
        let summary = forecast.summary(in: try settings.unit())
        let when = hoursAhead == 0 ? "Now" : "In \(hoursAhead) h"
        return .result(value: summary, dialog: "\(when) in \(summary)")
    }
}
