// A garden-planner app: its settings as a single entity (there is only ever one), read by an intent.
// API shapes: api-spec §1 (UniqueAppEntity, UniqueAppEntityProvider).
import AppIntents

struct GardenSettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Garden Settings"
    static let defaultQuery = UniqueAppEntityProvider {
        GardenSettingsEntity(frostWarnings: true, wateringHour: 7)
    }

    var id: String { "garden-settings" }

    let frostWarnings: Bool
    let wateringHour: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Garden Settings", image: .init(systemName: "leaf"))
    }
}

struct WateringTimeIntent: AppIntent {
    static let title: LocalizedStringResource = "Watering Time"

    @Parameter(title: "Settings")
    var settings: GardenSettingsEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let warnings = settings.frostWarnings ? "on" : "off"
        return .result(dialog: "Watering starts at \(settings.wateringHour):00; frost warnings are \(warnings).")
    }
}
