import IntentRuntime

/// An entity type's query, ready to run: `definitions.entities["TodoList"].allEntitiesQuery()`,
/// or by the query type's name, `definitions.queries["TodoItemQuery"]`.
public struct AnyEntityQuery: Sendable, Equatable {
    /// What a query asks for.
    enum Request: Sendable, Equatable {
        case all
        case suggested
    }

    /// The entity type's identifier: `TodoItem`.
    package let entityTypeIdentifier: String

    /// The query type's identifier: `TodoItemQuery`, or the name the test looked it up by.
    package let typeIdentifier: String

    let request: Request
    private let definition: AppEntityDefinition

    init(definition: AppEntityDefinition, request: Request, typeIdentifier: String? = nil) {
        self.definition = definition
        self.request = request
        entityTypeIdentifier = definition.typeIdentifier
        self.typeIdentifier =
            typeIdentifier ?? (try? definition.lookup.get()).map { _typeName($0.entity.queryType, qualified: false) }
            ?? "\(definition.typeIdentifier) query"
    }

    /// Runs the query: every entity for ``AppEntityDefinition/allEntitiesQuery()``, the
    /// suggested ones otherwise.
    /// - Returns: The entities found.
    /// - Throws: ``IntentTestingError`` when the app has no such query or entity type, or the query throws.
    package func entities() async throws(IntentTestingError) -> [AnyAppEntity] {
        switch request {
        case .all: try await definition.allEntities()
        case .suggested: try await definition.suggestedEntities()
        }
    }

    /// The entities matching a text, when the query is an `EntityStringQuery`.
    /// - Parameter string: The text.
    /// - Returns: The matches.
    /// - Throws: ``IntentTestingError`` when the query does not search text, or it throws.
    package func entities(matching string: String) async throws(IntentTestingError) -> [AnyAppEntity] {
        try await definition.entities(matching: string)
    }

    /// The entities with these identifiers.
    /// - Parameter identifiers: The identifiers.
    /// - Returns: The entities found.
    /// - Throws: ``IntentTestingError`` when the query throws.
    package func entities<Identifier: EntityIdentifierConvertible>(identifiers: [Identifier])
        async throws(IntentTestingError)
        -> [AnyAppEntity]
    {
        try await definition.entities(identifiers: identifiers)
    }

    /// Whether two queries are of the same entity type and ask for the same entities.
    /// - Parameters:
    ///   - lhs: A query.
    ///   - rhs: Another query.
    /// - Returns: `true` when they are the same query.
    public static func == (lhs: AnyEntityQuery, rhs: AnyEntityQuery) -> Bool {
        lhs.entityTypeIdentifier == rhs.entityTypeIdentifier && lhs.typeIdentifier == rhs.typeIdentifier
            && lhs.request == rhs.request
    }
}
