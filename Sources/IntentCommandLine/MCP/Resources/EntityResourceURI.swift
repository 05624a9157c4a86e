import IntentRuntime

/// The address of an entity, or of a list of entities, as a resource of `serve --mcp`:
///
/// - `intents://entity/TodoItem/2`: one entity, found through its type's query;
/// - `intents://entity/TodoItem`: the entities the query suggests (all of them when it lists all);
/// - `intents://entity/TodoItem?matching=milk`: the entities its string query finds.
///
/// Type names and identifiers are percent-encoded: an identifier may hold any character.
enum EntityResourceURI: Hashable, Sendable {
    /// One entity.
    case entity(String, id: String)
    /// The suggested entities of a type.
    case collection(String)
    /// The entities of a type a text finds.
    case search(String, matching: String)

    /// The scheme and authority every entity URI starts with.
    static let prefix = "intents://entity/"

    /// Reads a URI a client sent.
    /// - Parameter text: The URI.
    /// - Returns: The address, or `nil` when the text is not an entity URI.
    init?(_ text: String) {
        guard text.hasPrefix(Self.prefix) else { return nil }
        var rest = Substring(text.dropFirst(Self.prefix.count))
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard let type = parts.first.flatMap(PercentEncoding.decoded), !type.isEmpty else { return nil }
        switch (parts.count, query) {
        case (1, nil):
            self = .collection(type)
        case (1, let query?):
            guard query.hasPrefix("matching="),
                let text = PercentEncoding.decoded(
                    String(query.dropFirst("matching=".count).map { $0 == "+" ? " " : $0 }))
            else { return nil }
            self = .search(type, matching: text)
        case (2, nil):
            guard let id = PercentEncoding.decoded(parts[1]), !id.isEmpty else { return nil }
            self = .entity(type, id: id)
        default:
            return nil
        }
    }

    /// The entity type the address is about.
    var typeName: String {
        switch self {
        case .entity(let type, _), .collection(let type), .search(let type, _): type
        }
    }

    /// The URI.
    var text: String {
        let type = Self.encoded(typeName)
        return switch self {
        case .entity(_, let id): Self.prefix + type + "/" + Self.encoded(id)
        case .collection: Self.prefix + type
        case .search(_, let matching): Self.prefix + type + "?matching=" + Self.encoded(matching)
        }
    }

    /// The RFC 6570 templates a client fills in for a type: one entity by id, and (for a query
    /// that searches text) a search.
    static func templates(for typeName: String, searchable: Bool) -> [String] {
        let type = encoded(typeName)
        return [prefix + type + "/{id}"] + (searchable ? [prefix + type + "{?matching}"] : [])
    }

    /// Letters, digits and `-._~` stay; every other byte is percent-encoded.
    private static func encoded(_ text: String) -> String {
        PercentEncoding.encoded(text)
    }
}
