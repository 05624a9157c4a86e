import Foundation
import IntentRuntime

/// Chooses the city the weather widgets show.
public struct SetCityIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Set Weather City"

    /// The city.
    @Parameter(title: "City")
    public var city: String

    /// The temperature unit.
    @Parameter(title: "Unit", default: .celsius)
    public var unit: TemperatureUnit

    /// Creates the intent.
    public init() {}

    /// Saves the city; the runtime then reloads the widgets, free of the reload budget.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let trimmed = city.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw WeatherError(message: "the city must not be empty") }
        try WeatherSettings().save(city: trimmed, unit: unit)
        return .result(dialog: "Weather widgets now show \(trimmed).")
    }
}
