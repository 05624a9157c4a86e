/// A forecast, computed rather than fetched so the example runs offline and its output is
/// reproducible: the same city and hour always give the same weather.
public struct Forecast: Hashable, Sendable {
    /// The city.
    public var city: String

    /// Hours from now.
    public var hour: Int

    /// The temperature in degrees Celsius.
    public var celsius: Double

    /// The sky: "sunny", "cloudy"…
    public var condition: String

    private static let conditions = ["sunny", "partly cloudy", "cloudy", "light rain", "showers", "windy"]

    /// The forecast for a city, some hours ahead.
    /// - Parameters:
    ///   - city: The city.
    ///   - hour: Hours from now, 0 for the current conditions.
    public init(city: String, hour: Int) {
        var seed: UInt32 = 2_166_136_261
        for byte in city.lowercased().utf8 {
            seed = (seed ^ UInt32(byte)) &* 16_777_619
        }
        let base = Double(seed % 25) - 2
        let swing = [0.0, 1, 2, 3, 3, 2, 1, 0, -1, -2, -3, -2][(hour % 12 + 12) % 12]
        self.city = city
        self.hour = hour
        self.celsius = base + swing
        self.condition =
            Self.conditions[Int((seed >> 8) &+ UInt32(truncatingIfNeeded: hour / 3)) % Self.conditions.count]
    }

    /// `Lisbon: 21°C, sunny`.
    /// - Parameter unit: The temperature unit.
    /// - Returns: The summary.
    public func summary(in unit: TemperatureUnit) -> String {
        "\(city): \(unit.format(celsius: celsius)), \(condition)"
    }
}
