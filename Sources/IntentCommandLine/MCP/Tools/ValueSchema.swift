import IntentMetadata
import IntentRuntime

/// JSON Schemas (draft 2020-12, MCP's default) for the values of one metadata bundle: what a tool
/// takes for a parameter and what its result holds, written from the types metadata gives them.
///
/// The shapes are those the server reads and writes: an enum case is its identifier (listed with
/// its display name), an entity given to an intent is its identifier (looked up through its query),
/// an entity returned is `{type, id, displayRepresentation, properties}`, a date is ISO 8601 text.
struct ValueSchema {
    /// The bundle the values' enums and entities are declared in.
    let bundle: MetadataBundle

    /// The host's registry, for what each entity's query can do.
    let registry: IntentRegistry

    // MARK: - Input

    /// The schema of a parameter value: its type, title, description, default and bounds.
    /// - Parameters:
    ///   - parameter: The parameter's metadata.
    /// - Returns: The schema.
    func parameter(_ parameter: ParameterMetadata) -> JSONText {
        var members = input(parameter.valueType)
        if let title = parameter.title?.key, !title.isEmpty { members.insert(("title", .string(title)), at: 0) }
        if let defaultValue = parameter.defaultValue.flatMap({ json(of: $0, as: parameter.valueType) }) {
            members.append(("default", defaultValue))
        }
        if let lower = parameter.lowerBound { members.setValue(.double(lower), forKey: "minimum") }
        if let upper = parameter.upperBound { members.setValue(.double(upper), forKey: "maximum") }
        var description = parameter.parameterDescription?.key ?? ""
        if let types = parameter.supportedFileTypes, types != ["public.item"] {
            members.setValue(
                .string("The path of a file of type \(types.joined(separator: " or ")) on the server's machine."),
                forKey: "description")
        }
        if let said = members.removeValue(forKey: "description")?.stringValue {
            description += description.isEmpty ? said : " " + said
        }
        if !description.isEmpty { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// The schema members of a value an invocation supplies.
    private func input(_ valueType: ValueType?) -> [(String, JSONText)] {
        switch valueType {
        case .primitive(let primitive)?:
            return Self.primitive(primitive)
        case .linkEnumeration(let identifier)?:
            return enumeration(identifier)
        case .entity(let typeName)?:
            return [("type", .string("string")), ("description", .string(entityReference(typeName, plural: false)))]
        case .array(.entity(let typeName))?:
            return [
                ("type", .string("array")),
                ("description", .string(entityReference(typeName, plural: true))),
                ("items", .object([("type", .string("string"))])),
            ]
        case .array(let member)?:
            var items = input(member)
            var described: [(String, JSONText)] = [("type", .string("array"))]
            if let said = items.removeValue(forKey: "description") { described.append(("description", said)) }
            described.append(("items", .object(items)))
            return described
        case .intents(ValueType.fileTypeIdentifier)?:
            return [
                ("type", .string("string")), ("description", .string("The path of a file on the server's machine.")),
            ]
        case let other?:
            return [("description", .string("a \(other.kind) value, which this server cannot take"))]
        case nil:
            return []
        }
    }

    /// How an entity parameter is given: its identifier, and where identifiers are found.
    private func entityReference(_ typeName: String, plural: Bool) -> String {
        let shown = entityDisplayName(typeName)
        guard let entity = registry.entity(named: typeName), !entity.isTransient else {
            return "\(shown) (\(typeName)), which intents make and no query finds"
        }
        let uri = EntityResourceURI.collection(typeName).text
        let named = plural ? "The ids of \(shown) entities" : "The id of \(article(shown)) \(shown)"
        var text = "\(named) (\(typeName)), found through its query: read \(uri) for "
        text += entity.isEnumerable ? "all of them" : "the suggested ones"
        if entity.supportsStringQuery {
            text += ", or \(uri)?matching=<text> to search them by text"
        }
        return text + "."
    }

    private func entityDisplayName(_ typeName: String) -> String {
        if let name = bundle.entities[typeName]?.displayTypeName?.key, !name.isEmpty { return name }
        if let name = registry.entity(named: typeName)?.typeDisplayRepresentation.name.key, !name.isEmpty {
            return name
        }
        return typeName
    }

    private func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    // MARK: - Output

    /// The schema of what a tool's result holds in `structuredContent`: `value` (what `perform()`
    /// returned, when it returns one), `dialog` and the runs it opened.
    /// - Parameter outputType: The type of the action's value, if it returns one.
    /// - Returns: The schema, an object at the top as MCP requires.
    func result(returning outputType: ValueType?) -> JSONText {
        var properties: [(String, JSONText)] = []
        if let outputType {
            properties.append(("value", .object(output(outputType, depth: 0))))
        }
        properties.append(("dialog", .object([("type", .string("string"))])))
        properties.append(
            (
                "opened",
                .object([
                    ("type", .string("array")),
                    (
                        "description",
                        .string("The runs of the intents this run opened, each {identifier, value, dialog}")
                    ),
                    ("items", .object([("type", .string("object"))])),
                ])
            )
        )
        return .object([("type", .string("object")), ("properties", .object(properties))])
    }

    /// The schema members of a value as a result renders it.
    private func output(_ valueType: ValueType, depth: Int) -> [(String, JSONText)] {
        switch valueType {
        case .primitive(let primitive):
            return Self.primitive(primitive)
        case .linkEnumeration(let identifier):
            return enumeration(identifier)
        case .entity(let typeName):
            return entity(typeName, depth: depth)
        case .array(let member):
            return [("type", .string("array")), ("items", .object(output(member, depth: depth)))]
        case .intents(ValueType.fileTypeIdentifier):
            return Self.file
        default:
            return []
        }
    }

    /// A file as results show it (`ValueRendering.json`): its name, type, size and path, not its bytes.
    private static let file: [(String, JSONText)] = [
        ("type", .string("object")),
        (
            "properties",
            .object([
                ("filename", .object([("type", .string("string"))])),
                (
                    "type",
                    .object([("type", .string("string")), ("description", .string("a uniform type identifier"))])
                ),
                ("size", .object([("type", .array([.string("integer"), .string("null")]))])),
                ("path", .object([("type", .array([.string("string"), .string("null")]))])),
            ])
        ),
    ]

    /// An entity as results and resources show it (`ValueRendering.json`).
    private func entity(_ typeName: String, depth: Int) -> [(String, JSONText)] {
        let string = JSONText.object([("type", .string("string"))])
        var properties: [(String, JSONText)] = []
        if depth == 0, let declared = bundle.entities[typeName]?.properties {
            for property in declared {
                var schema = property.valueType.map { output($0, depth: depth + 1) } ?? []
                if property.isOptional, !schema.isEmpty {
                    schema = [("anyOf", .array([.object(schema), .object([("type", .string("null"))])]))]
                }
                if let title = property.title?.key, !title.isEmpty { schema.insert(("title", .string(title)), at: 0) }
                properties.append((property.identifier, .object(schema)))
            }
        }
        return [
            ("type", .string("object")),
            ("title", .string(entityDisplayName(typeName))),
            (
                "properties",
                .object([
                    ("type", .object([("const", .string(typeName))])),
                    ("id", string),
                    (
                        "displayRepresentation",
                        .object([
                            ("type", .string("object")),
                            ("properties", .object([("title", string), ("subtitle", string)])),
                            ("required", .array([.string("title")])),
                        ])
                    ),
                    ("properties", .object([("type", .string("object")), ("properties", .object(properties))])),
                ])
            ),
            ("required", .array(["type", "id", "displayRepresentation", "properties"].map(JSONText.string))),
        ]
    }

    // MARK: - Shared

    /// An enum's cases, by identifier, each with its display name.
    private func enumeration(_ identifier: String) -> [(String, JSONText)] {
        guard let cases = bundle.enumeration(identifier: identifier)?.cases, !cases.isEmpty else {
            return [("type", .string("string")), ("description", .string("a case of \(identifier)"))]
        }
        let titled = cases.map { member -> JSONText in
            var branch: [(String, JSONText)] = [("const", .string(member.identifier))]
            if let title = member.title?.key, !title.isEmpty { branch.append(("title", .string(title))) }
            let subtitle = member.displayRepresentation?.additionalFields["subtitle"]?["key"]?.stringValue
            if let subtitle, !subtitle.isEmpty { branch.append(("description", .string(subtitle))) }
            return .object(branch)
        }
        return [
            ("type", .string("string")),
            ("enum", .array(cases.map { .string($0.identifier) })),
            ("oneOf", .array(titled)),
        ]
    }

    /// A primitive's schema, with an integer type's range.
    private static func primitive(_ primitive: PrimitiveType) -> [(String, JSONText)] {
        func integer(_ range: ClosedRange<Int>?) -> [(String, JSONText)] {
            var members: [(String, JSONText)] = [("type", .string("integer"))]
            if let range { members += [("minimum", .int(range.lowerBound)), ("maximum", .int(range.upperBound))] }
            return members
        }
        switch primitive {
        case .string: return [("type", .string("string"))]
        case .bool: return [("type", .string("boolean"))]
        case .int, .int64: return integer(nil)
        case .int8: return integer(Int(Int8.min)...Int(Int8.max))
        case .int16: return integer(Int(Int16.min)...Int(Int16.max))
        case .int32: return integer(Int(Int32.min)...Int(Int32.max))
        case .double: return [("type", .string("number"))]
        case .date:
            return [
                ("type", .string("string")), ("format", .string("date-time")),
                ("description", .string("An ISO 8601 date, e.g. 2026-11-21T09:30:00Z.")),
            ]
        case .url: return [("type", .string("string")), ("format", .string("uri-reference"))]
        default: return [("description", .string("a \(primitive) value, which this server cannot take"))]
        }
    }

    /// A metadata default as the JSON an invocation would give.
    private func json(of value: TaggedValue, as valueType: ValueType?) -> JSONText? {
        switch (value, valueType) {
        case (.int(let number), .primitive(.bool)?): return .bool(number != 0)
        case (.int(let number), _): return .int(number)
        case (.double(let number), _): return .double(number)
        case (.string(let text), _): return .string(text)
        case (.array(let elements), _):
            var member: ValueType?
            if case .array(let memberType)? = valueType { member = memberType }
            let converted = elements.compactMap { json(of: $0, as: member) }
            return converted.count == elements.count ? .array(converted) : nil
        default: return nil
        }
    }
}

extension [(String, JSONText)] {
    /// Sets a member, replacing one of the same key where it is.
    mutating func setValue(_ value: JSONText, forKey key: String) {
        if let index = firstIndex(where: { $0.0 == key }) {
            self[index].1 = value
        } else {
            append((key, value))
        }
    }

    /// Removes the member with a key.
    /// - Returns: Its value, if it had one.
    @discardableResult
    mutating func removeValue(forKey key: String) -> JSONText? {
        guard let index = firstIndex(where: { $0.0 == key }) else { return nil }
        return remove(at: index).1
    }
}

extension JSONText {
    /// The string, when this is a string.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
