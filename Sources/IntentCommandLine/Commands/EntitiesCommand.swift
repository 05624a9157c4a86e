import IntentRuntime

/// `intents entities [<Type>] [--match text]`: the entity types the registered intents use, or
/// the entities one type's query suggests or finds by text.
enum EntitiesCommand: Subcommand {
    /// `--match text`.
    static let match = Option<String>(
        "match", value: "text", help: "Find the entities matching the text, as Siri would.")
    /// `--json`.
    static let json = Flag(
        "json", help: "Print JSON: each entity's identifier, display representation and properties.")

    /// What `entities` was asked to do.
    struct Request: Sendable {
        /// The entity type whose entities to list; `nil` lists the types.
        var type: String?
        /// The text to match; `nil` lists the suggested entities.
        var match: String?
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "entities",
        abstract: "List the entity types, or the entities a type's query suggests or matches.",
        discussion: """
            Without a type, lists every entity type the registered intents take or return, with its
            query and what the query can do. With a type, asks its query for the suggested entities,
            or with --match for the entities matching a text (an EntityStringQuery). The identifiers
            shown are what `run` takes: intents run CompleteTodoIntent -p item=<id>.
            Exit status: 0 listed, 65 the query cannot search text, 66 no such entity type, 70 the
            query threw.
            """,
        arguments: [
            PositionalDefinition(
                name: "type", help: "The entity type (TodoItem or Module.TodoItem).", isRequired: false)
        ],
        options: [match, json],
        examples: ["intents entities", "intents entities TodoItem", "intents entities TodoItem --match milk --json"]
    )

    static var examplesNeedApplication: Bool { true }

    static func examples(programName: String, application: HostApplication?) -> [String] {
        application.map { HostExamples.entities(programName: programName, application: $0) }
            ?? specification.examples.map { renamed($0, programName: programName) }
    }

    static func request(from arguments: ParsedArguments) -> Request {
        Request(type: arguments.positionals.first, match: arguments.value(match), json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        let registry = application.registry
        guard let name = request.type else {
            if request.match != nil {
                return context.usageError("--match needs an entity type", command: specification)
            }
            listTypes(registry.entities, json: request.json, console: console)
            return .success
        }
        guard let entity = registry.entity(named: name) else {
            let known = registry.entities.map(\.identifier)
            console.error(
                "no entity type '\(name)'." + Suggestion.hint(for: name, among: known)
                    + (known.isEmpty
                        ? " The registered intents use none." : " Known: \(known.joined(separator: ", ")).")
            )
            return .noInput
        }
        if entity.isTransient {
            console.error("\(entity.identifier) is a TransientAppEntity: intents make it, no query finds it")
            return .dataError
        }
        let found: [any AppEntity]
        let heading: String
        do {
            if let text = request.match {
                let searched = try await application.host.withDependencies { try await entity.entities(matching: text) }
                guard let matches = searched else {
                    console.error(
                        "\(entity.identifier)'s query \(entity.queryType) is not an EntityStringQuery: it cannot "
                            + "search text; list the suggested entities without --match"
                    )
                    return .dataError
                }
                found = matches
                heading = "\(found.count) matching \"\(text)\""
            } else {
                found = try await application.host.withDependencies { try await entity.suggestedEntities() }
                heading = "\(found.count) suggested"
            }
        } catch {
            console.error("\(entity.identifier)'s query \(entity.queryType) threw: \(error)")
            return .intentFailed
        }
        if request.json {
            console.print(
                JSONText.object([
                    ("type", .string(entity.identifier)),
                    ("query", .string("\(entity.queryType)")),
                    ("entities", .array(found.map(ValueRendering.json))),
                ]).rendered()
            )
            return .success
        }
        console.print(console.styled("\(entity.identifier)", .bold) + " (\(entity.queryType)): \(heading)")
        for item in found {
            let representation = item.displayRepresentation
            let subtitle = representation.subtitle.map { " — \($0.key)" } ?? ""
            console.print("  \(item.identifierText)  \(representation.title.key)\(subtitle)")
        }
        return .success
    }

    private static func listTypes(_ entities: [RegisteredEntity], json: Bool, console: Console) {
        func abilities(_ entity: RegisteredEntity) -> [String] {
            if entity.isTransient { return ["transient"] }
            var found = ["by identifier", "suggestions"]
            if entity.supportsStringQuery { found.append("by text") }
            if entity.supportsPropertyQuery { found.append("by property") }
            if entity.isEnumerable { found.append("all") }
            return found
        }
        if json {
            console.print(
                JSONText.array(
                    entities.map { entity in
                        .object([
                            ("type", .string(entity.identifier)),
                            ("qualifiedType", .string(entity.fullyQualifiedTypeName)),
                            ("query", entity.isTransient ? .null : .string("\(entity.queryType)")),
                            ("finds", .array(abilities(entity).map(JSONText.string))),
                            ("properties", .array(entity.properties.map { .string($0.description) })),
                        ])
                    }
                ).rendered()
            )
            return
        }
        guard !entities.isEmpty else { return console.print("No entity types: the registered intents use none.") }
        for entity in entities {
            let query =
                entity.isTransient
                ? "made by intents" : "\(entity.queryType): " + abilities(entity).joined(separator: ", ")
            console.print(console.styled(entity.identifier, .bold) + "  → \(entity.fullyQualifiedTypeName)  (\(query))")
            for property in entity.properties {
                console.print("    \(property)")
            }
        }
    }
}
