/// One entity, named by its type and its identifier: what a donation predicate matches.
///
/// Spelled as Apple's `EntityIdentifier`.
public struct EntityIdentifier: Sendable {
    /// The entity's type.
    public let entityType: any AppEntity.Type

    /// The entity's identifier, as its `entityIdentifierString`.
    public let identifier: String

    /// The identifier of an entity.
    /// - Parameter entity: The entity.
    public init<Entity>(for entity: Entity) where Entity: AppEntity {
        self.init(for: Entity.self, identifier: entity.id)
    }

    /// The identifier of the entity of a type with this identifier.
    /// - Parameters:
    ///   - entityType: The entity's type.
    ///   - identifier: Its identifier.
    public init<Entity>(for entityType: Entity.Type, identifier: Entity.ID) where Entity: AppEntity {
        self.entityType = entityType
        self.identifier = identifier.entityIdentifierString
    }

    /// Whether both name the same entity: the same type and identifier.
    /// - Parameter other: The other identifier.
    /// - Returns: `true` when they name the same entity.
    package func namesSameEntity(as other: EntityIdentifier) -> Bool {
        ObjectIdentifier(entityType) == ObjectIdentifier(other.entityType) && identifier == other.identifier
    }
}

extension EntityIdentifier: Hashable, CustomStringConvertible {
    /// Whether both name the same entity: the same type and identifier.
    /// - Parameters:
    ///   - lhs: One identifier.
    ///   - rhs: The other.
    /// - Returns: `true` when they name the same entity.
    public static func == (lhs: EntityIdentifier, rhs: EntityIdentifier) -> Bool {
        lhs.namesSameEntity(as: rhs)
    }

    /// Hashes the entity's type and identifier.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(entityType))
        hasher.combine(identifier)
    }

    /// The entity's type and identifier: `TodoItem/42`.
    public var description: String { "\(entityType)/\(identifier)" }
}
