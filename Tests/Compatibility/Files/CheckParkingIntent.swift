// A parking app (iOS 26): checking a car park runs in the background and moves to the app only when
// it may; the intent declares which modes it supports.
// API shapes: api-spec §3 (supportedModes/IntentModes, continueInForeground), §1, §3 (.result(value:dialog:)).
import AppIntents

struct CarParkEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Car Park"
    static let defaultQuery = CarParkQuery()

    let id: String
    let name: String
    let spaces: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct CarParkQuery: EntityQuery {
    static let carParks = [
        CarParkEntity(id: "station", name: "Station Multi-Storey", spaces: 420),
        CarParkEntity(id: "market", name: "Market Square", spaces: 60),
    ]

    func entities(for identifiers: [CarParkEntity.ID]) async throws -> [CarParkEntity] {
        Self.carParks.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CarParkEntity] {
        Self.carParks
    }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
struct CheckParkingIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Parking"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    @Parameter(title: "Car Park")
    var carPark: CarParkEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Check spaces at \(\.$carPark)")
    }

    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
        let free = carPark.spaces / 4
        if free == 0 {
            try await continueInForeground("The car park is full. Open the app for alternatives?", alwaysConfirm: false)
        }
        return .result(value: free, dialog: "\(carPark.name) has \(free) free spaces.")
    }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
struct OpenParkingMapIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Parking Map"
    static let supportedModes: IntentModes = .foreground

    func perform() async throws -> some IntentResult {
        .result()
    }
}
