/// Finds an entity type's entities: by identifier, and the ones to suggest.
///
/// Spelled as Apple's `EntityQuery`:
///
/// ```swift
/// struct TodoItemQuery: EntityQuery {
///     func entities(for identifiers: [TodoItem.ID]) async throws -> [TodoItem] {
///         try await TodoStore.shared.items(identifiedBy: identifiers)
///     }
///     func suggestedEntities() async throws -> [TodoItem] {
///         try await TodoStore.shared.openItems()
///     }
/// }
/// ```
///
/// The runtime calls ``entities(for:)`` to turn the identifiers an invocation names into
/// entities before `perform()`; an identifier the query does not return is refused, naming it.
public protocol EntityQuery: PersistentlyIdentifiable, SupportsAppDependencies, Sendable {
    /// The type of entity the query finds.
    associatedtype Entity: AppEntity

    /// What ``suggestedEntities()`` returns: `[Entity]` or an `IntentItemCollection<Entity>`.
    associatedtype Result: ResultsCollection = [Entity]

    /// The entities with these identifiers. Identifiers with no entity are skipped, so the
    /// result may be shorter than the identifiers.
    /// - Parameter identifiers: The identifiers asked for.
    /// - Returns: The entities found.
    /// - Throws: Whatever finding them throws.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// The entities to offer a person choosing one: the most likely first.
    /// - Returns: The suggestions.
    /// - Throws: Whatever finding them throws.
    func suggestedEntities() async throws -> Result

    /// The entity chosen before the person chooses one (a widget's initial configuration), if any.
    /// - Returns: The default entity, or `nil`.
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions, by default.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    /// No default entity, by default.
    public func defaultResult() async -> Entity? { nil }

    /// How the entities with these identifiers are shown: each found entity's ``DisplayRepresentation``, by default
    /// from ``entities(for:)``. Identifiers with no entity are left out.
    /// - Parameter identifiers: The identifiers asked for.
    /// - Returns: The representations, by identifier.
    /// - Throws: Whatever finding the entities throws.
    public func displayRepresentations(for identifiers: [Entity.ID]) async throws -> [Entity.ID: DisplayRepresentation]
    {
        var representations: [Entity.ID: DisplayRepresentation] = [:]
        for entity in try await entities(for: identifiers) {
            representations[entity.id] = entity.displayRepresentation
        }
        return representations
    }

    /// How the entities with these identifiers are shown, for the components asked for: the whole representations
    /// of ``displayRepresentations(for:)`` by default (nothing here draws only a part).
    /// - Parameters:
    ///   - identifiers: The identifiers asked for.
    ///   - requestedComponents: The parts of the representations wanted.
    /// - Returns: The representations, by identifier.
    /// - Throws: Whatever finding the entities throws.
    public func displayRepresentations(
        for identifiers: [Entity.ID], requestedComponents: DisplayRepresentation.Components
    ) async throws -> [Entity.ID: DisplayRepresentation] {
        try await displayRepresentations(for: identifiers)
    }

    /// The entities with these identifiers, for identifiers typed as `Any`: the runtime's entry
    /// point. Identifiers of another type are skipped.
    package func anyEntities(for identifiers: [Any]) async throws -> [any AppEntity] {
        try await entities(for: identifiers.compactMap { $0 as? Entity.ID })
    }

    /// The suggested entities, type-erased.
    package func anySuggestedEntities() async throws -> [any AppEntity] {
        try await suggestedEntities().items.compactMap { $0 as? any AppEntity }
    }
}

/// A query that also finds entities by text: what a person typed or said.
///
/// Spelled as Apple's `EntityStringQuery`. The runtime uses it to match a phrase's parameter
/// (`intents run --phrase "Complete buy milk"`) and for `intents entities <Type> --match <text>`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities that match a text.
    /// - Parameter string: The text.
    /// - Returns: The matches, the best first.
    /// - Throws: Whatever finding them throws.
    func entities(matching string: String) async throws -> Result
}

extension EntityStringQuery {
    /// The entities matching a text, type-erased.
    package func anyEntities(matching string: String) async throws -> [any AppEntity] {
        try await entities(matching: string).items.compactMap { $0 as? any AppEntity }
    }
}

/// A query that can list every entity of its type: a short, fixed list.
///
/// Spelled as Apple's `EnumerableEntityQuery`. Its suggestions are all the entities, and it finds
/// entities by identifier among them unless it says otherwise.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity of the type.
    /// - Returns: The entities.
    /// - Throws: Whatever listing them throws.
    func allEntities() async throws -> Result

    /// A description of the "Find" action the system makes for the type, if any.
    static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
    /// No description, by default.
    public static var findIntentDescription: IntentDescription? { nil }

    /// Every entity, as suggestions.
    public func suggestedEntities() async throws -> Result {
        try await allEntities()
    }
}

extension EnumerableEntityQuery where Result.Element == Entity {
    /// The entities among ``allEntities()`` whose identifiers are asked for.
    /// - Parameter identifiers: The identifiers asked for.
    /// - Returns: The entities found, in the order of ``allEntities()``.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let wanted = Set(identifiers)
        return try await allEntities().items.filter { wanted.contains($0.id) }
    }
}

/// The query of a ``UniqueAppEntity``: it finds the one entity.
///
/// Spelled as Apple's `UniqueAppEntityQuery`.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    /// The one entity.
    /// - Returns: The entity.
    /// - Throws: Whatever making it throws.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    /// The one entity's type: Apple's associated type `Unique`, always ``EntityQuery/Entity``.
    public typealias Unique = Entity
}

extension UniqueAppEntityQuery where Result == [Entity] {
    /// The one entity.
    public func allEntities() async throws -> [Entity] {
        [try await uniqueEntity()]
    }
}

/// A ``UniqueAppEntityQuery`` that makes the entity with a closure:
/// `static let defaultQuery = UniqueAppEntityProvider { AppSettings() }`.
///
/// Spelled as Apple's `UniqueAppEntityProvider`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    /// Creates the query.
    /// - Parameter provider: Makes the one entity.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// The one entity, as a list.
    /// - Returns: The entity.
    /// - Throws: Whatever the closure throws.
    public func allEntities() async throws -> [Entity] {
        [try await provider()]
    }

    /// The one entity, whatever the identifiers: there is no other.
    /// - Parameter identifiers: The identifiers asked for.
    /// - Returns: The entity.
    /// - Throws: Whatever the closure throws.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        [try await provider()]
    }

    /// The one entity, as the closure makes it.
    /// - Returns: The entity.
    /// - Throws: Whatever the closure throws.
    public func uniqueEntity() async throws -> Entity {
        try await provider()
    }
}
