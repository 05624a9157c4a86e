import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        guard let first = city.firstIndex(where: { !$0.isWhitespace }),
            let last = city.lastIndex(where: { !$0.isWhitespace })
        else { throw WeatherError(message: "the city must not be empty") }
        let trimmed = String(city[first...last])
        try WeatherSettings().save(city: trimmed, unit: unit)
        return .result(dialog: "Weather widgets now show \(trimmed).")
    }
}
