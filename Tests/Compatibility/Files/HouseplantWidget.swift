// A houseplant app's widget: pick a room, then a plant in that room (the plant list depends on the room
// chosen in the same configuration), with recommendations for platforms without a configuration UI.
// API shapes: api-spec §4 (WidgetConfigurationIntent, AppIntentTimelineProvider.recommendations),
// §6 (@IntentParameterDependency), §1 (EntityQuery), §2 (Summary key-path builder).
import AppIntents
import WidgetKit

struct RoomEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let defaultQuery = RoomQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct PlantEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
    static let defaultQuery = PlantQuery()

    let id: String
    let name: String
    let roomID: String
    let wateringIntervalDays: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Every \(wateringIntervalDays) days")
    }
}

enum PlantCatalogue {
    static let rooms = [RoomEntity(id: "kitchen", name: "Kitchen"), RoomEntity(id: "study", name: "Study")]
    static let plants = [
        PlantEntity(id: "basil", name: "Basil", roomID: "kitchen", wateringIntervalDays: 2),
        PlantEntity(id: "fern", name: "Boston Fern", roomID: "study", wateringIntervalDays: 4),
        PlantEntity(id: "cactus", name: "Barrel Cactus", roomID: "study", wateringIntervalDays: 21),
    ]
}

struct RoomQuery: EntityQuery {
    func entities(for identifiers: [RoomEntity.ID]) async throws -> [RoomEntity] {
        PlantCatalogue.rooms.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [RoomEntity] {
        PlantCatalogue.rooms
    }
}

struct PlantQuery: EntityQuery {
    @IntentParameterDependency<PlantWidgetConfiguration>(\.$room)
    var configuration

    func entities(for identifiers: [PlantEntity.ID]) async throws -> [PlantEntity] {
        PlantCatalogue.plants.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [PlantEntity] {
        guard let room = configuration?.room else {
            return PlantCatalogue.plants
        }
        return PlantCatalogue.plants.filter { $0.roomID == room.id }
    }
}

struct PlantWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Plant"

    @Parameter(title: "Room")
    var room: RoomEntity?

    @Parameter(title: "Plant")
    var plant: PlantEntity?

    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$room
            \.$plant
        }
    }
}

struct PlantEntry: TimelineEntry {
    let date: Date
    let plantName: String
    let daysUntilWatering: Int
}

struct PlantTimelineProvider: AppIntentTimelineProvider {
    typealias Entry = PlantEntry
    typealias Intent = PlantWidgetConfiguration

    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: .now, plantName: "Basil", daysUntilWatering: 1)
    }

    func snapshot(for configuration: PlantWidgetConfiguration, in context: Context) async -> PlantEntry {
        PlantEntry(date: .now, plantName: configuration.plant?.name ?? "Basil", daysUntilWatering: 1)
    }

    func timeline(for configuration: PlantWidgetConfiguration, in context: Context) async -> Timeline<PlantEntry> {
        let interval = configuration.plant?.wateringIntervalDays ?? 2
        let entry = PlantEntry(date: .now, plantName: configuration.plant?.name ?? "Basil", daysUntilWatering: interval)
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: .now) ?? .now
        return Timeline(entries: [entry], policy: .after(tomorrow))
    }

    func recommendations() -> [AppIntentRecommendation<PlantWidgetConfiguration>] {
        []
    }
}
