// What an entity identifier of the app's own type does here: Apple's `AppEntity` asks `ID : EntityIdentifierConvertible`,
// and a real widget file of issue 21's second never-studied set (Tests/Compatibility/USAGE.md) makes its own identifier
// type conform in an extension. The runtime reads an invocation's identifier text with `entityIdentifier(for:)` and
// writes an entity's identifier with `entityIdentifierString`.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import IntentRuntime  // an entity's lookup by text and its identifier's text, which the facade does not offer
    import Testing

    /// A shelf's place in a warehouse, written `aisle-bay`: the app's own identifier type.
    struct ShelfPosition: Hashable, Sendable {
        var aisle: Int
        var bay: Int
    }

    extension ShelfPosition: EntityIdentifierConvertible {
        var entityIdentifierString: String { "\(aisle)-\(bay)" }

        static func entityIdentifier(for entityIdentifierString: String) -> ShelfPosition? {
            let parts = entityIdentifierString.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let aisle = Int(parts[0]), let bay = Int(parts[1]) else { return nil }
            return ShelfPosition(aisle: aisle, bay: bay)
        }
    }

    /// A shelf, found by its position.
    struct WarehouseShelf: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
        static let defaultQuery = WarehouseShelfQuery()

        let id: ShelfPosition
        var displayRepresentation: DisplayRepresentation { "Aisle \(id.aisle), bay \(id.bay)" }
    }

    /// The positions each lookup was asked for, in order.
    actor ShelfLookups {
        static let shared = ShelfLookups()
        private(set) var asked: [[ShelfPosition]] = []

        func record(_ positions: [ShelfPosition]) { asked.append(positions) }
    }

    /// Finds the shelves of aisles 1 to 20; records what it was asked for.
    struct WarehouseShelfQuery: EntityQuery {
        func entities(for identifiers: [ShelfPosition]) async throws -> [WarehouseShelf] {
            await ShelfLookups.shared.record(identifiers)
            return identifiers.filter { (1...20).contains($0.aisle) }.map(WarehouseShelf.init(id:))
        }
    }

    @Suite("An entity identifier of the app's own type")
    struct EntityIdentifierTests {
        @Test("the runtime reads an identifier's text with the type's entityIdentifier(for:)")
        func lookupByText() async throws {
            let found = try await WarehouseShelf.entities(identifiedBy: ["3-14"])
            #expect(found.map(\.id) == [ShelfPosition(aisle: 3, bay: 14)])
            #expect(await ShelfLookups.shared.asked.contains([ShelfPosition(aisle: 3, bay: 14)]))
        }

        @Test("text the type refuses is dropped before the query is asked")
        func refusedText() async throws {
            let found = try await WarehouseShelf.entities(identifiedBy: ["5-1", "5", "shelf", "6-2", "-"])
            #expect(found.map(\.id) == [ShelfPosition(aisle: 5, bay: 1), ShelfPosition(aisle: 6, bay: 2)])
            let asked = await ShelfLookups.shared.asked.first { $0.contains(ShelfPosition(aisle: 5, bay: 1)) }
            #expect(asked == [ShelfPosition(aisle: 5, bay: 1), ShelfPosition(aisle: 6, bay: 2)])

            #expect(try await WarehouseShelf.entities(identifiedBy: ["none", "7"]).isEmpty)
            #expect(await !ShelfLookups.shared.asked.contains([]))
        }

        @Test("the runtime writes an entity's identifier with the type's entityIdentifierString")
        func identifierText() {
            let shelf = WarehouseShelf(id: ShelfPosition(aisle: 12, bay: 4))
            #expect(shelf.identifierText == "12-4")
            #expect(ShelfPosition.entityIdentifier(for: shelf.identifierText) == shelf.id)
        }
    }
#endif
