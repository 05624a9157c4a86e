/// Search criteria that name the entities to show: Apple's `EntityCollectionSearchCriteria` (iOS 27).
///
/// A ``ShowInAppSearchResultsIntent`` whose `criteria` is of this type receives the results to show as the identifiers
/// of an ``EntityCollection``, and resolves them with `entities.resolvedEntities()`.
public struct EntityCollectionSearchCriteria<Entity>: SearchCriteria, Hashable, Sendable where Entity: AppEntity {
    /// The type a parameter of this type holds: the criteria themselves.
    public typealias ValueType = EntityCollectionSearchCriteria<Entity>

    /// The entities to show, by identifier.
    public var entities: EntityCollection<Entity>

    /// Creates criteria naming the entities to show.
    /// - Parameter entities: The entities, by identifier.
    public init(entities: EntityCollection<Entity>) {
        self.entities = entities
    }

    /// Whether both name the same identifiers, in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entities.identifiers == rhs.entities.identifiers
    }

    /// Hashes the identifiers, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entities.identifiers)
    }
}
