/// The identifiers of many entities, resolved to the entities only when asked.
///
/// Spelled as Apple's `EntityCollection` (iOS 27): `@Parameter var alarms: EntityCollection<AlarmEntity>`,
/// `@Property var members: EntityCollection<PersonEntity>`. ``resolvedEntities()`` returns the entities the collection
/// was made from, or asks the entity type's `defaultQuery` for them by identifier.
public struct EntityCollection<Entity>: Sendable where Entity: AppEntity {
    /// The type a parameter or property of this type holds.
    public typealias ValueType = Entity

    /// The entity identifiers in the collection.
    public var identifiers: [Entity.ID]

    /// The entities the collection was made from, kept for ``resolvedEntities()``.
    private let cached: [Entity]?

    /// A collection of identifiers.
    /// - Parameter identifiers: The identifiers.
    public init(identifiers: [Entity.ID] = []) {
        self.identifiers = identifiers
        self.cached = nil
    }

    /// A collection of entities' identifiers, keeping the entities.
    /// - Parameter entities: The entities.
    public init(entities: [Entity]) {
        self.identifiers = entities.map(\.id)
        self.cached = entities
    }

    /// The entities of the collection's identifiers: the ones it was made from while its identifiers are theirs,
    /// otherwise those the entity type's `defaultQuery` returns (it may skip identifiers it does not know).
    /// - Returns: The entities.
    /// - Throws: What the query throws.
    public func resolvedEntities() async throws -> [Entity] {
        if let cached, cached.map(\.id) == identifiers { return cached }
        guard !identifiers.isEmpty else { return [] }
        let query = Entity.defaultQuery
        try await query.prepareDependencies()
        return try await query.anyEntities(for: identifiers).compactMap { $0 as? Entity }
    }
}
