// A weather app's configurable widget: the configuration intent (no perform of its own), a city entity
// to pick, the timeline provider and its entry. The widget's SwiftUI view is in another file.
// API shapes: api-spec §4 (WidgetConfigurationIntent, AppIntentTimelineProvider, Timeline,
// TimelineReloadPolicy, TimelineEntry), §1 (AppEntity, EntityQuery.defaultResult).
import AppIntents
import WidgetKit

struct WeatherCityEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = WeatherCityQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: "building.2"))
    }
}

struct WeatherCityQuery: EntityQuery {
    static let cities = [
        WeatherCityEntity(id: "lisbon", name: "Lisbon"),
        WeatherCityEntity(id: "oslo", name: "Oslo"),
        WeatherCityEntity(id: "kyoto", name: "Kyoto"),
    ]

    func entities(for identifiers: [WeatherCityEntity.ID]) async throws -> [WeatherCityEntity] {
        Self.cities.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [WeatherCityEntity] {
        Self.cities
    }

    func defaultResult() async -> WeatherCityEntity? {
        Self.cities.first
    }
}

enum TemperatureUnit: String, AppEnum {
    case celsius
    case fahrenheit

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "°C",
        .fahrenheit: "°F",
    ]
}

struct CityWeatherConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City Weather"
    static let description = IntentDescription("Shows the forecast for a city.")

    @Parameter(title: "City", default: nil)
    var city: WeatherCityEntity?

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit

    @Parameter(title: "Show Wind", default: true)
    var showWind: Bool
}

struct CityWeatherEntry: TimelineEntry {
    let date: Date
    let cityName: String
    let temperature: Int
    let configuration: CityWeatherConfiguration
}

struct CityWeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityWeatherEntry {
        CityWeatherEntry(date: .now, cityName: "Lisbon", temperature: 21, configuration: CityWeatherConfiguration())
    }

    func snapshot(for configuration: CityWeatherConfiguration, in context: Context) async -> CityWeatherEntry {
        CityWeatherEntry(
            date: .now,
            cityName: configuration.city?.name ?? "Lisbon",
            temperature: 21,
            configuration: configuration
        )
    }

    func timeline(for configuration: CityWeatherConfiguration, in context: Context) async -> Timeline<CityWeatherEntry>
    {
        let name = configuration.city?.name ?? "Lisbon"
        let entries = (0..<6).map { hour in
            CityWeatherEntry(
                date: Calendar.current.date(byAdding: .hour, value: hour, to: .now) ?? .now,
                cityName: name,
                temperature: 18 + hour,
                configuration: configuration
            )
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}
