import IntentRuntime

/// The example's intents, for a host to register: `registry.register(package: WeatherPackage.self)`.
public enum WeatherPackage: ListedIntentsPackage {
    /// The intents declared in this module.
    public static var intents: [any AppIntent.Type] {
        [SetCityIntent.self, GetForecastIntent.self]
    }
}
