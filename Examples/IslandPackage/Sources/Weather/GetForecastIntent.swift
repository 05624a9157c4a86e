import AppIntents

/// Tells the forecast: an ordinary app's intent, in a target named as one of the repository's examples is.
public struct GetForecastIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Get Forecast"

    /// The city.
    @Parameter(title: "City")
    public var city: String

    /// Creates the intent.
    public init() {}

    /// Runs the intent.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sunny in \(city)")
    }
}

/// The weather module's intents.
public struct WeatherPackage: AppIntentsPackage {}
