// A seed-catalogue app: a property query (the Shortcuts "Find" action) that filters and sorts
// seed packets by their properties.
// API shapes: api-spec §1 (EntityPropertyQuery, QueryProperties, comparators, SortingOptions).
import AppIntents
import Foundation

struct SeedPacketEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Seed Packet"
    static let defaultQuery = SeedPacketQuery()

    let id: String

    @Property(title: "Variety")
    var variety: String

    @Property(title: "Days to Harvest")
    var daysToHarvest: Int

    init(id: String, variety: String, daysToHarvest: Int) {
        self.id = id
        self.variety = variety
        self.daysToHarvest = daysToHarvest
    }

    var displayRepresentation: DisplayRepresentation {
        "\(variety)"
    }
}

enum SeedFilter: Sendable {
    case varietyIs(String)
    case varietyContains(String)
    case harvestWithin(Int)

    func matches(_ packet: SeedPacketEntity) -> Bool {
        switch self {
        case .varietyIs(let name): packet.variety == name
        case .varietyContains(let text): packet.variety.localizedCaseInsensitiveContains(text)
        case .harvestWithin(let days): packet.daysToHarvest <= days
        }
    }
}

struct SeedPacketQuery: EntityPropertyQuery {
    static let catalogue: [SeedPacketEntity] = [
        SeedPacketEntity(id: "radish", variety: "French Breakfast Radish", daysToHarvest: 28),
        SeedPacketEntity(id: "kale", variety: "Lacinato Kale", daysToHarvest: 60),
        SeedPacketEntity(id: "squash", variety: "Butternut Squash", daysToHarvest: 110),
    ]

    static var properties: QueryProperties {
        QueryProperties {
            Property(\SeedPacketEntity.$variety) {
                EqualToComparator { SeedFilter.varietyIs($0) }
                ContainsComparator { SeedFilter.varietyContains($0) }
            }
            Property(\SeedPacketEntity.$daysToHarvest) {
                LessThanOrEqualToComparator { SeedFilter.harvestWithin($0) }
            }
        }
    }

    static var sortingOptions: SortingOptions {
        SortingOptions {
            SortableBy(\SeedPacketEntity.$variety)
            SortableBy(\SeedPacketEntity.$daysToHarvest)
        }
    }

    func entities(for identifiers: [SeedPacketEntity.ID]) async throws -> [SeedPacketEntity] {
        Self.catalogue.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [SeedPacketEntity] {
        Self.catalogue
    }

    func entities(
        matching comparators: [SeedFilter],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<SeedPacketEntity>],
        limit: Int?
    ) async throws -> [SeedPacketEntity] {
        let matching = Self.catalogue.filter { packet in
            switch mode {
            case .and: comparators.allSatisfy { $0.matches(packet) }
            case .or: comparators.contains { $0.matches(packet) }
            }
        }
        return Array(matching.prefix(limit ?? matching.count))
    }
}
