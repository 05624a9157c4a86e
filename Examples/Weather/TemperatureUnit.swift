import IntentRuntime

/// How temperatures are shown.
public enum TemperatureUnit: String, AppEnum {
    /// Degrees Celsius.
    case celsius
    /// Degrees Fahrenheit.
    case fahrenheit

    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature Unit"

    /// How each unit is shown.
    public static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: "Fahrenheit",
    ]

    /// The temperature in this unit, from degrees Celsius, with its symbol: `21°C`.
    /// - Parameter celsius: The temperature in degrees Celsius.
    /// - Returns: The formatted temperature.
    public func format(celsius: Double) -> String {
        switch self {
        case .celsius: "\(Int(celsius.rounded()))°C"
        case .fahrenheit: "\(Int((celsius * 9 / 5 + 32).rounded()))°F"
        }
    }
}
