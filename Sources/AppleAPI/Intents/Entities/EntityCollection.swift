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

extension EntityCollection {
    /// The type a parameter of this type holds, unwrapped: the collection itself.
    public typealias UnwrappedType = EntityCollection<Entity>

    /// The resolvers a collection parameter converts other values with: none.
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<EntityCollection<Entity>>()
    }

    /// The number of identifiers in the collection.
    public var count: Int { identifiers.count }

    /// Whether the collection holds no identifier.
    public var isEmpty: Bool { identifiers.isEmpty }

    /// Adds an identifier.
    /// - Parameter identifier: The entity's identifier.
    public mutating func append(_ identifier: Entity.ID) {
        identifiers.append(identifier)
    }

    /// Adds an entity's identifier.
    /// - Parameter entity: The entity.
    public mutating func append(_ entity: Entity) {
        identifiers.append(entity.id)
    }

    /// Adds the identifiers of some entities.
    /// - Parameter entities: The entities.
    public mutating func append(contentsOf entities: [Entity]) {
        identifiers.append(contentsOf: entities.map(\.id))
    }

    /// Adds some identifiers.
    /// - Parameter identifiers: The entities' identifiers.
    public mutating func append(contentsOf identifiers: [Entity.ID]) {
        self.identifiers.append(contentsOf: identifiers)
    }

    /// Whether the collection holds an identifier.
    /// - Parameter identifier: The entity's identifier.
    /// - Returns: `true` when it is among ``identifiers``.
    public func contains(_ identifier: Entity.ID) -> Bool {
        identifiers.contains(identifier)
    }

    /// Whether the collection holds an entity's identifier.
    /// - Parameter entity: The entity.
    /// - Returns: `true` when its identifier is among ``identifiers``.
    public func contains(_ entity: Entity) -> Bool {
        identifiers.contains(entity.id)
    }

    /// Removes an entity's identifier (every occurrence of it).
    /// - Parameter entity: The entity.
    public mutating func remove(_ entity: Entity) {
        remove(entity.id)
    }

    /// Removes an identifier (every occurrence of it).
    /// - Parameter identifier: The entity's identifier.
    public mutating func remove(_ identifier: Entity.ID) {
        identifiers.removeAll { $0 == identifier }
    }
}
