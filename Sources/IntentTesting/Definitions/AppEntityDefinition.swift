import IntentRuntime

/// An entity type of the app, looked up by name: `definitions.entities["TodoItem"]`.
///
/// Make references to give to entity parameters, and ask the type's query for entities, which
/// carry their properties:
///
/// ```swift
/// let items = definitions.entities["TodoItem"]
/// intent.item = items.makeReference(identifier: "2")
/// let found = try await items.entities(matching: "milk")
/// #expect(try found[0].title == "Buy milk")
/// ```
public struct AppEntityDefinition: AppIntentTypeDefinition, Sendable {
    /// The entities a definition makes.
    public typealias Instance = AnyAppEntity

    /// The bundle identifier of the app whose entity type this is.
    public let bundleIdentifier: String

    /// The entity type's identifier, as the test named it.
    package let typeIdentifier: String

    /// The registered type and its query, or why there is none.
    let lookup: Result<EntityLookup, IntentTestingError>

    init(bundleIdentifier: String, typeIdentifier: String, lookup: Result<EntityLookup, IntentTestingError>) {
        self.bundleIdentifier = bundleIdentifier
        self.typeIdentifier = typeIdentifier
        self.lookup = lookup
    }

    /// Checks that an entity is of this definition's type: a reference it made, or an entity a run
    /// or query returned of that type.
    /// - Parameter value: The entity.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type, or the entity is of
    ///   another type.
    public func isInstance(_ value: AnyAppEntity) throws {
        let registered = try lookup.get().entity.identifier
        guard value.typeIdentifier == registered || value.typeIdentifier == typeIdentifier else {
            throw IntentTestingError(
                .valueMismatch,
                "the entity '\(value.identifier)' is a \(value.typeIdentifier), not a \(registered)")
        }
    }

    /// A reference to the entity with an identifier, for an entity parameter: the host finds it
    /// through the type's query when the intent runs. Its properties are read once it is found
    /// (``entities(identifiers:)``).
    /// - Parameter identifier: The entity's identifier as text: `"2"`.
    /// - Returns: The reference.
    public func makeReference(identifier: String) -> AnyAppEntity {
        let found = try? lookup.get()
        return AnyAppEntity(
            reference: identifier,
            typeIdentifier: found?.entity.identifier ?? typeIdentifier,
            propertyNames: found?.entity.properties.map(\.name) ?? [],
            lookup: found
        )
    }

    /// The entities with these identifiers, as the type's query finds them (`entities(for:)`).
    /// - Parameter identifiers: The identifiers.
    /// - Returns: The entities found, in the query's order.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type, or the query throws.
    public func entities<Identifier: EntityIdentifierConvertible>(identifiers: [Identifier])
        async throws(IntentTestingError)
        -> [AnyAppEntity]
    {
        try await lookup.get().entities(identifiedBy: identifiers.map(\.entityIdentifierString))
    }

    /// The entities matching a text, as the type's `EntityStringQuery` finds them.
    /// - Parameter string: The text.
    /// - Returns: The matches.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type, its query does not
    ///   search text, or it throws.
    public func entities(matching string: String) async throws(IntentTestingError) -> [AnyAppEntity] {
        try await lookup.get().matching(string)
    }

    /// The entities the type's query suggests.
    /// - Returns: The suggestions.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type, or the query throws.
    public func suggestedEntities() async throws(IntentTestingError) -> [AnyAppEntity] {
        try await lookup.get().suggested()
    }

    /// Every entity, as the type's `EnumerableEntityQuery` lists them.
    /// - Returns: The entities.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type, its query cannot
    ///   list every entity, or it throws.
    public func allEntities() async throws(IntentTestingError) -> [AnyAppEntity] {
        try await lookup.get().all()
    }

    /// A query for every entity of the type.
    /// - Returns: The query.
    public func allEntitiesQuery() -> AnyEntityQuery {
        AnyEntityQuery(definition: self, request: .all)
    }

    /// A query for the entities the type suggests.
    /// - Returns: The query.
    public func suggestedEntitiesQuery() -> AnyEntityQuery {
        AnyEntityQuery(definition: self, request: .suggested)
    }

    /// The names of the type's `@Property` properties, in declaration order.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type.
    package var propertyNames: [String] {
        get throws(IntentTestingError) { try lookup.get().entity.properties.map(\.name) }
    }
}
