import IntentRuntime

/// The host's entities as MCP resources (`intents://entity/<Type>/<id>`), listed from each type's
/// suggested entities and read through its query, so that a model can find the ids entity
/// parameters take.
///
/// Each is JSON as `intents entities --json` prints an entity: `{type, id, displayRepresentation,
/// properties}`. A type's list and its text search are resources too (``EntityResourceURI``).
struct EntityResources: Sendable {
    /// The entity types a query finds: every registered one but the transient ones.
    let types: [RegisteredEntity]

    /// Takes the entity types of a registry.
    /// - Parameter registry: The host's registry.
    init(registry: IntentRegistry) {
        types = registry.entities.filter { !$0.isTransient }.sorted { $0.identifier < $1.identifier }
    }

    /// `resources/list`: each type's list, then each suggested entity.
    /// - Parameter version: The session's protocol revision.
    /// - Returns: The resources, and why a type's entities are missing, for the log.
    func list(for version: ProtocolVersion) async -> (resources: [JSONText], failures: [String]) {
        var resources: [JSONText] = []
        var failures: [String] = []
        for type in types {
            let name = type.typeDisplayRepresentation.name.key
            resources.append(
                Self.resource(
                    uri: EntityResourceURI.collection(type.identifier).text,
                    name: type.identifier,
                    title: type.isEnumerable ? "Every \(name)" : "Suggested \(name) entities",
                    description: "The \(type.isEnumerable ? "" : "suggested ")\(name) entities (\(type.identifier)), "
                        + "with the ids \(type.identifier) parameters take",
                    version: version
                )
            )
            let suggested: [any AppEntity]
            do {
                suggested = try await type.suggestedEntities()
            } catch {
                failures.append("\(type.identifier)'s query threw while suggesting entities: \(error)")
                continue
            }
            for entity in suggested {
                let representation = entity.displayRepresentation
                let subtitle = representation.subtitle.map { " — \($0.key)" } ?? ""
                resources.append(
                    Self.resource(
                        uri: EntityResourceURI.entity(type.identifier, id: entity.identifierText).text,
                        name: "\(type.identifier)/\(entity.identifierText)",
                        title: representation.title.key,
                        description: "\(name): \(representation.title.key)\(subtitle)",
                        version: version
                    )
                )
            }
        }
        return (resources, failures)
    }

    /// `resources/templates/list`: one entity by id, and a text search where the query has one.
    /// - Parameter version: The session's protocol revision.
    /// - Returns: The templates.
    func templates(for version: ProtocolVersion) -> [JSONText] {
        types.flatMap { type -> [JSONText] in
            let name = type.typeDisplayRepresentation.name.key
            let uris = EntityResourceURI.templates(for: type.identifier, searchable: type.supportsStringQuery)
            return uris.enumerated().map { index, template -> JSONText in
                var members: [(String, JSONText)] = [
                    ("uriTemplate", .string(template)),
                    ("name", .string(index == 0 ? type.identifier : "\(type.identifier)-search")),
                ]
                if version.hasStructuredContent {
                    members.append(("title", .string(index == 0 ? name : "Search \(name) entities")))
                }
                members.append(
                    (
                        "description",
                        .string(
                            index == 0
                                ? "One \(name) (\(type.identifier)) by its id, found through its query"
                                : "The \(name) entities (\(type.identifier)) whose text matches"
                        )
                    )
                )
                members.append(("mimeType", .string("application/json")))
                return .object(members)
            }
        }
    }

    /// `resources/read`.
    /// - Parameter uri: The URI the client sent.
    /// - Returns: The `ReadResourceResult`.
    /// - Throws: ``JSONRPCError`` when the URI names nothing the server has, or the query throws.
    func read(_ uri: String) async throws(JSONRPCError) -> JSONText {
        guard let address = EntityResourceURI(uri) else {
            throw notFound(uri, "it is not an entity URI (\(EntityResourceURI.prefix)<Type>/<id>)")
        }
        guard let type = types.first(where: { $0.identifier == address.typeName }) else {
            let known = types.map(\.identifier)
            throw notFound(
                uri,
                "there is no entity type '\(address.typeName)'"
                    + (known.isEmpty ? "" : "; the types are \(known.joined(separator: ", "))")
            )
        }
        let shown: JSONText
        do {
            switch address {
            case .entity(_, let id):
                let found = try await type.entities(identifiedBy: [id]).first { $0.identifierText == id }
                guard let found else {
                    throw notFound(
                        uri,
                        "\(type.identifier)'s query finds no entity with the id \"\(id)\"; "
                            + "read \(EntityResourceURI.collection(type.identifier).text) for the suggested ones"
                    )
                }
                shown = ValueRendering.json(found)
            case .collection:
                shown = .array(try await type.suggestedEntities().map(ValueRendering.json))
            case .search(_, let text):
                guard let matches = try await type.entities(matching: text) else {
                    throw JSONRPCError(
                        .invalidParams,
                        "\(type.identifier)'s query does not search text; "
                            + "read \(EntityResourceURI.collection(type.identifier).text) instead",
                        data: .object([("uri", .string(uri))])
                    )
                }
                shown = .array(matches.map(ValueRendering.json))
            }
        } catch let error as JSONRPCError {
            throw error
        } catch {
            throw JSONRPCError(
                .internalError, "\(type.identifier)'s query threw: \(error)", data: .object([("uri", .string(uri))]))
        }
        let contents = JSONText.object([
            ("uri", .string(uri)),
            ("mimeType", .string("application/json")),
            ("text", .string(shown.rendered())),
        ])
        return .object([("contents", .array([contents]))])
    }

    private func notFound(_ uri: String, _ reason: String) -> JSONRPCError {
        JSONRPCError(.resourceNotFound, "Resource not found: \(reason)", data: .object([("uri", .string(uri))]))
    }

    private static func resource(
        uri: String,
        name: String,
        title: String,
        description: String,
        version: ProtocolVersion
    ) -> JSONText {
        var members: [(String, JSONText)] = [("uri", .string(uri)), ("name", .string(name))]
        if version.hasStructuredContent { members.append(("title", .string(title))) }
        members.append(("description", .string(description)))
        members.append(("mimeType", .string("application/json")))
        return .object(members)
    }
}
