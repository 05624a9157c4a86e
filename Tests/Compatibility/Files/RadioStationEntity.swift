// An internet-radio app: stations grouped by country in the picker, matched by name, with a default.
// API shapes: api-spec §1 (EntityStringQuery returning IntentItemCollection, defaultResult),
// IntentItemCollection / IntentItemSection / IntentItem.
import AppIntents

struct RadioStationEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Station")
    static let defaultQuery = RadioStationQuery()

    let id: String
    let name: String
    let country: String

    var displayRepresentation: DisplayRepresentation {
        .init(title: .init(stringLiteral: name), subtitle: .init(stringLiteral: country))
    }
}

actor StationDirectory {
    static let shared = StationDirectory()

    private let stations: [RadioStationEntity] = [
        RadioStationEntity(id: "fip", name: "FIP", country: "France"),
        RadioStationEntity(id: "kexp", name: "KEXP", country: "United States"),
        RadioStationEntity(id: "nts1", name: "NTS 1", country: "United Kingdom"),
    ]

    func all() -> [RadioStationEntity] { stations }
}

struct RadioStationQuery: EntityQuery, EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [RadioStationEntity] {
        await StationDirectory.shared.all().filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> IntentItemCollection<RadioStationEntity> {
        let matches = await StationDirectory.shared.all().filter { $0.name.localizedCaseInsensitiveContains(string) }
        return IntentItemCollection(items: matches)
    }

    func suggestedEntities() async throws -> IntentItemCollection<RadioStationEntity> {
        let stations = await StationDirectory.shared.all()
        let countries = Set(stations.map(\.country)).sorted()
        let sections = countries.map { country in
            IntentItemSection<RadioStationEntity>(
                .init(stringLiteral: country),
                items: stations.filter { $0.country == country }.map { IntentItem($0) }
            )
        }
        return .init(sections: sections)
    }

    func defaultResult() async -> RadioStationEntity? {
        await StationDirectory.shared.all().first
    }
}
