import IntentRuntime
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The city and unit the app and its widgets share, in the app group's store.
public struct WeatherSettings: Sendable {
    /// The app group the app and the widget extension share.
    public static let appGroupIdentifier = "group.com.example.weather"

    /// The city shown until the user picks one.
    public static let defaultCity = "Lisbon"

    /// The underlying store.
    public let store: AppGroupStore

    private static let environmentOverride = Mutex<[String: String]?>(nil)

    /// The environment that locates the app group: the process's, unless a test set another
    /// with ``useEnvironment(_:)``.
    public static var environment: [String: String] {
        environmentOverride.withLock { $0 } ?? ProcessInfo.processInfo.environment
    }

    /// Locates the app group from `environment` from now on (`nil` restores the process's), so an
    /// in-process test keeps the shared store in a temporary directory.
    /// - Parameter environment: The environment to read.
    public static func useEnvironment(_ environment: [String: String]?) {
        environmentOverride.withLock { $0 = environment }
    }

    /// Opens the shared store.
    /// - Parameter environment: The environment that locates app-group containers.
    /// - Throws: ``AppGroupError`` when the container cannot be located.
    public init(environment: [String: String] = WeatherSettings.environment) throws(AppGroupError) {
        let group = try AppGroup(identifier: Self.appGroupIdentifier, environment: environment)
        store = try AppGroupStore(group: group, name: "weather")
    }

    /// The city the widgets show.
    /// - Returns: The city.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func city() throws(AppGroupError) -> String {
        if case .string(let city)? = try store.value(forKey: "city") { return city }
        return Self.defaultCity
    }

    /// The unit the widgets use.
    /// - Returns: The unit.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func unit() throws(AppGroupError) -> TemperatureUnit {
        if case .string(let raw)? = try store.value(forKey: "unit"), let unit = TemperatureUnit(rawValue: raw) {
            return unit
        }
        return .celsius
    }

    /// Saves the city and unit.
    /// - Parameters:
    ///   - city: The city.
    ///   - unit: The unit.
    /// - Throws: ``AppGroupError`` when the store cannot be written.
    public func save(city: String, unit: TemperatureUnit) throws(AppGroupError) {
        try store.update { (values: inout [String: StoreValue]) throws(AppGroupError) in
            values["city"] = .string(city)
            values["unit"] = .string(unit.rawValue)
        }
    }
}
