/// The type of a parameter, property, output or query result: a tagged union written
/// `{"<kind>":{"wrapper":{…}}}`.
///
/// Kinds this enum does not model are kept as ``unknown(kind:payload:)`` and written back unchanged. Wrapper members
/// beyond the modelled ones (an entity's `codable`, an array's `capabilities`) are kept by the model types that hold
/// a value type, as long as the value type is not replaced.
public indirect enum ValueType: Sendable, Hashable {
    /// A primitive: `{"primitive":{"wrapper":{"typeIdentifier":0}}}`.
    case primitive(PrimitiveType)
    /// An app entity, named by its key in ``MetadataBundle/entities``: `{"entity":{"wrapper":{"typeName":"X"}}}`.
    case entity(typeName: String)
    /// An app enum, named by its ``EnumMetadata/identifier``: `{"linkEnumeration":{"wrapper":{"identifier":"X"}}}`.
    case linkEnumeration(identifier: String)
    /// An array: `{"array":{"wrapper":{"capabilities":3,"memberValueType":…}}}`.
    case array(ValueType)
    /// An Intents-framework type (12 = file): `{"intents":{"wrapper":{"typeIdentifier":12}}}`.
    case intents(typeIdentifier: Int)
    /// A `Measurement` (7 = duration): `{"measurement":{"wrapper":{"unitType":7}}}`.
    case measurement(unitType: Int)
    /// A kind this enum does not model; `payload` is the value under the kind's key.
    case unknown(kind: String, payload: JSONValue)

    /// Decodes a value type.
    /// - Parameter jsonValue: The single-key JSON object.
    /// - Throws: ``MetadataError`` when the object is not a single-key tag, or a known kind's wrapper has a member
    ///   of the wrong type or lacks the member that identifies it.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        guard case .object(let members) = jsonValue else {
            throw .unexpectedType(expected: "an object (a value type)", found: jsonValue)
        }
        guard members.count == 1, let (kind, payload) = members.first else {
            throw MetadataError(
                .invalidValue,
                "a value type must be an object with exactly one key naming its kind; found \(members.count) keys"
            )
        }
        if !Self.knownKinds.contains(kind) {
            self = .unknown(kind: kind, payload: payload)
            return
        }
        var wrapper = try Self.wrapper(of: payload, kind: kind)
        do throws(MetadataError) {
            func missing(_ key: String) -> MetadataError {
                MetadataError.missingKey(key, in: "a \(kind) value type's wrapper")
            }
            switch kind {
            case "primitive":
                guard let number = try wrapper.int("typeIdentifier") else { throw missing("typeIdentifier") }
                self = .primitive(PrimitiveType(rawValue: number))
            case "entity":
                guard let typeName = try wrapper.string("typeName") else { throw missing("typeName") }
                self = .entity(typeName: typeName)
            case "linkEnumeration":
                guard let identifier = try wrapper.string("identifier") else { throw missing("identifier") }
                self = .linkEnumeration(identifier: identifier)
            case "array":
                guard let member = try wrapper.decode("memberValueType", ValueType.init(jsonValue:)) else {
                    throw missing("memberValueType")
                }
                self = .array(member)
            case "intents":
                guard let number = try wrapper.int("typeIdentifier") else { throw missing("typeIdentifier") }
                self = .intents(typeIdentifier: number)
            default:
                guard let number = try wrapper.int("unitType") else { throw missing("unitType") }
                self = .measurement(unitType: number)
            }
        } catch {
            throw error.prefixed([.key(kind), .key("wrapper")])
        }
    }

    private static let knownKinds: Set<String> = [
        "primitive", "entity", "linkEnumeration", "array", "intents", "measurement",
    ]

    private static func wrapper(of payload: JSONValue, kind: String) throws(MetadataError) -> ObjectDecoder {
        do throws(MetadataError) {
            var outer = try ObjectDecoder(payload, expecting: "a \(kind) value type")
            guard let inner = outer.take("wrapper") else {
                throw MetadataError.missingKey("wrapper", in: "a \(kind) value type")
            }
            do throws(MetadataError) {
                return try ObjectDecoder(inner, expecting: "a \(kind) value type's wrapper")
            } catch {
                throw error.prefixed(.key("wrapper"))
            }
        } catch {
            throw error.prefixed(.key(kind))
        }
    }
    /// The JSON object, as Xcode writes it (an array's wrapper gets `"capabilities":3`).
    public var jsonValue: JSONValue {
        switch self {
        case .primitive(let type): Self.tagged("primitive", ["typeIdentifier": .number(JSONNumber(type.rawValue))])
        case .entity(let typeName): Self.tagged("entity", ["typeName": .string(typeName)])
        case .linkEnumeration(let identifier): Self.tagged("linkEnumeration", ["identifier": .string(identifier)])
        case .array(let member): Self.tagged("array", ["capabilities": 3, "memberValueType": member.jsonValue])
        case .intents(let identifier): Self.tagged("intents", ["typeIdentifier": .number(JSONNumber(identifier))])
        case .measurement(let unitType): Self.tagged("measurement", ["unitType": .number(JSONNumber(unitType))])
        case .unknown(let kind, let payload): .object([kind: payload])
        }
    }

    private static func tagged(_ kind: String, _ wrapper: [String: JSONValue]) -> JSONValue {
        .object([kind: .object(["wrapper": .object(wrapper)])])
    }

    /// The kind's name, as in the document (`primitive`, `entity`…).
    public var kind: String {
        switch self {
        case .primitive: "primitive"
        case .entity: "entity"
        case .linkEnumeration: "linkEnumeration"
        case .array: "array"
        case .intents: "intents"
        case .measurement: "measurement"
        case .unknown(let kind, _): kind
        }
    }
}

extension ValueType {
    /// Decodes the JSON a model type keeps for its value type; `nil` when absent or (never after a checked load)
    /// invalid.
    static func decoded(_ json: JSONValue?) -> ValueType? {
        guard let json else { return nil }
        return try? ValueType(jsonValue: json)
    }
}
