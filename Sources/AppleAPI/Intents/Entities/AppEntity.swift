/// A thing of the app's that intents take and return: a to-do item, a playlist, a car.
///
/// Spelled as Apple's `AppEntity`:
///
/// ```swift
/// struct TodoItem: AppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do Item"
///     static let defaultQuery = TodoItemQuery()
///
///     let id: UUID
///     @Property(title: "Title") var title: String
///
///     var displayRepresentation: DisplayRepresentation { "\(title)" }
/// }
/// ```
///
/// An invocation names an entity by its identifier (`-p item=<id>`); the runtime finds it through
/// ``defaultQuery``'s `entities(for:)` before `perform()` runs, and refuses the run when the query
/// does not return it.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery

    /// The query that finds entities of this type: by identifier, and the suggestions offered.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// The property wrapper that declares an entity's properties: `@Property(title: "Title")`, or
    /// `@AppEntity.Property(title: "Title")` as Apple's declaration (`typealias Property =
    /// EntityProperty`, not generic) allows.
    public typealias Property = EntityProperty

    /// The identifier of this entity as text.
    package var identifierText: String { id.entityIdentifierString }

    /// The entities with these identifiers, as the default query returns them, in the query's
    /// order. Identifiers that are not identifiers of this type (`"abc"` for an `Int` id) find
    /// nothing.
    /// - Parameter identifiers: The identifiers as text.
    /// - Returns: The entities found.
    /// - Throws: Whatever the query throws.
    package static func entities(identifiedBy identifiers: [String]) async throws -> [Self] {
        let typed = identifiers.compactMap { ID.entityIdentifier(for: $0) }
        guard !typed.isEmpty else { return [] }
        let query = defaultQuery
        try await query.prepareDependencies()
        return try await query.anyEntities(for: typed).compactMap { $0 as? Self }
    }

    /// ``entities(identifiedBy:)``, type-erased, for a type known only as `any AppEntity.Type`.
    package static func anyEntities(identifiedBy identifiers: [String]) async throws -> [any AppEntity] {
        try await entities(identifiedBy: identifiers)
    }
}

/// An entity that is made, not found: the system creates it with `init()` and sets its
/// properties, and it is never looked up by identifier.
///
/// Spelled as Apple's `TransientAppEntity`. Its default query finds nothing.
public protocol TransientAppEntity: AppEntity {
    /// Creates the entity with its properties unset.
    init()
}

extension TransientAppEntity {
    /// A transient entity has no identity of its own: every value of the type has the type's name.
    public var id: String { Self.persistentIdentifier }

    /// A query that finds nothing: transient entities are not looked up.
    public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The default query of a ``TransientAppEntity``: it finds nothing and suggests nothing.
///
/// Named as Apple names it, `_TransientAppEntityQuery` (the type of Apple's `TransientAppEntity.defaultQuery`): an
/// underscored name that no documentation page lists and no app writes.
public struct _TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    /// Creates the query.
    public init() {}

    /// Nothing: transient entities are not looked up by identifier.
    /// - Parameter identifiers: The identifiers asked for.
    /// - Returns: No entities.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An entity of which there is exactly one: the app's settings, the current session.
///
/// Spelled as Apple's `UniqueAppEntity`; its query is a ``UniqueAppEntityQuery``, usually a
/// ``UniqueAppEntityProvider``: `static let defaultQuery = UniqueAppEntityProvider { Settings() }`.
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

extension UniqueAppEntity {
    /// The one entity's identifier: the type's name.
    public var id: String { Self.persistentIdentifier }
}

/// An entity that Spotlight indexes, so that a search finds it.
///
/// Spelled as Apple's `IndexedEntity`. Its ``attributeSet`` is Core Spotlight's `CSSearchableItemAttributeSet`
/// (`import CoreSpotlight` names it, as on Apple's platforms); `CSSearchableIndex.indexAppEntities(_:priority:)` keeps
/// the entities in the process's in-memory index, with those attributes and the values of the properties declared
/// with an indexing key (`@Property(indexingKey: \.displayName)`). Nothing reaches a Spotlight.
/// ``hideInSpotlight`` is kept for code that reads it.
public protocol IndexedEntity: AppEntity {
    /// Whether Spotlight leaves the entity out of its results.
    var hideInSpotlight: Bool { get }

    #if !canImport(Darwin)
        /// The attributes indexed with the entity, beside its properties that have an indexing key; by default its
        /// ``defaultAttributeSet``.
        var attributeSet: CSSearchableItemAttributeSet { get }
    #endif
}

extension IndexedEntity {
    /// `false`: shown, as Apple's default.
    public var hideInSpotlight: Bool { false }
}

#if !canImport(Darwin)
    extension IndexedEntity {
        /// The entity's ``defaultAttributeSet``, as Apple's default.
        public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

        /// The attributes of the entity's display representation: its title (as `title` and `displayName`), its
        /// subtitle (as `contentDescription`) and its image when it is data (`thumbnailData`) or a file
        /// (`thumbnailURL`).
        public var defaultAttributeSet: CSSearchableItemAttributeSet {
            let representation = displayRepresentation
            let attributes = CSSearchableItemAttributeSet()
            attributes.title = representation.title.key
            attributes.displayName = representation.title.key
            attributes.contentDescription = representation.subtitle?.key
            switch representation.image?.source {
            case .data(let data): attributes.thumbnailData = data
            case .url(let url): attributes.thumbnailURL = url
            default: break
            }
            return attributes
        }

        /// What the index keeps of the entity: its ``attributeSet``, then the value of each of its properties declared
        /// with an indexing key written to that key (a property's value replaces what the set holds there).
        package var indexedAttributeSet: CSSearchableItemAttributeSet {
            let attributes = attributeSet.copied()
            for (_, property) in EntityReflection.properties(of: self) {
                (property as? any IndexingEntityProperty)?.writeIndexedValue(to: attributes)
            }
            return attributes
        }
    }
#endif
