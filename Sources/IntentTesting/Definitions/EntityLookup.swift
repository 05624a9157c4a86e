import Foundation
import IntentRuntime

/// Finds the entities of a registered type through its default query, inside a test host's
/// app-group containers.
struct EntityLookup: Sendable {
    /// The entity type.
    let entity: RegisteredEntity

    /// The host whose containers the query reads; `nil` for the caller's.
    let testHost: IntentTestHost?

    /// The entities with these identifiers, in the query's order.
    func entities(identifiedBy identifiers: [String]) async throws(IntentTestingError) -> [AnyAppEntity] {
        try await found("entities(for:)") { try await entity.entities(identifiedBy: identifiers) }
    }

    /// The entities the query suggests.
    func suggested() async throws(IntentTestingError) -> [AnyAppEntity] {
        try await found("suggestedEntities()") { try await entity.suggestedEntities() }
    }

    /// The entities matching a text, when the query is an `EntityStringQuery`.
    func matching(_ text: String) async throws(IntentTestingError) -> [AnyAppEntity] {
        guard entity.supportsStringQuery else {
            throw IntentTestingError(
                .refused,
                "\(entity.identifier)'s query (\(_typeName(entity.queryType, qualified: false))) is not an "
                    + "EntityStringQuery: it finds no entities by text"
            )
        }
        return try await found("entities(matching:)") { try await entity.entities(matching: text) ?? [] }
    }

    /// Every entity, when the query is an `EnumerableEntityQuery`.
    func all() async throws(IntentTestingError) -> [AnyAppEntity] {
        guard entity.isEnumerable else {
            throw IntentTestingError(
                .refused,
                "\(entity.identifier)'s query (\(_typeName(entity.queryType, qualified: false))) is not an "
                    + "EnumerableEntityQuery: it cannot list every entity; use suggestedEntities()"
            )
        }
        return try await found("allEntities()") {
            guard let query = entity.type.anyDefaultQuery as? any EnumerableEntityQuery else { return [] }
            try await query.prepareDependencies()
            return try await Self.allEntities(of: query)
        }
    }

    private static func allEntities<Query: EnumerableEntityQuery>(of query: Query) async throws -> [any AppEntity] {
        try await query.allEntities().items.compactMap { $0 as? any AppEntity }
    }

    /// Runs a query inside the host's containers and wraps what it finds.
    private func found(
        _ request: String,
        _ body: @escaping @Sendable () async throws -> [any AppEntity]
    ) async throws(IntentTestingError) -> [AnyAppEntity] {
        let work: @Sendable () async -> Result<[any AppEntity], any Error> = {
            do {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        let outcome: Result<[any AppEntity], any Error>
        if let testHost {
            outcome = await testHost.within(work)
        } else {
            outcome = await work()
        }
        switch outcome {
        case .success(let entities):
            return entities.map { AnyAppEntity(entity: $0, lookup: self) }
        case .failure(let error):
            throw IntentTestingError(
                .failed, "\(entity.identifier)'s query threw from \(request): \(error)", underlyingError: error)
        }
    }
}
