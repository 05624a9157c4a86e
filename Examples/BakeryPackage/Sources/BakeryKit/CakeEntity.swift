import AppIntents

/// A cake on the menu.
public struct CakeEntity: AppEntity {
    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cake"

    /// Finds cakes by identifier and by words of their name.
    public static let defaultQuery = CakeQuery()

    /// The cake's identifier: `black-forest`.
    public let id: String

    /// The cake's name.
    @Property(title: "Name")
    public var name: String

    /// How the cake is shown.
    public var displayRepresentation: DisplayRepresentation { "\(name)" }

    /// Creates a cake.
    /// - Parameters:
    ///   - id: Its identifier.
    ///   - name: Its name.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Finds the cakes of the bakery's menu.
public struct CakeQuery: EntityStringQuery {
    @Dependency private var orders: OrderBook

    /// Creates the query.
    public init() {}

    /// The cakes with these identifiers.
    public func entities(for identifiers: [CakeEntity.ID]) async throws -> [CakeEntity] {
        identifiers.compactMap { id in OrderBook.menu[id].map { CakeEntity(id: id, name: $0) } }
    }

    /// The cakes not sold out today.
    public func suggestedEntities() async throws -> [CakeEntity] {
        var available: [CakeEntity] = []
        for cake in Self.menu where await !orders.isSoldOut(cake.id) { available.append(cake) }
        return available
    }

    /// The cakes whose name contains the text, sold out or not.
    public func entities(matching string: String) async throws -> [CakeEntity] {
        Self.menu.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    /// The menu, by identifier.
    private static var menu: [CakeEntity] {
        OrderBook.menu.sorted { $0.key < $1.key }.map { CakeEntity(id: $0.key, name: $0.value) }
    }
}

/// How big a cake is.
public enum CakeSize: String, AppEnum {
    case slice
    case whole

    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"

    /// How the cases are named.
    public static let caseDisplayRepresentations: [CakeSize: DisplayRepresentation] = [
        .slice: "Slice", .whole: "Whole Cake",
    ]
}
