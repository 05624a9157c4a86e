/// A value in a pair array or default: a single-key tagged object such as `{"string":{"wrapper":"x"}}`,
/// `{"int":{"wrapper":0}}` or `{"array":{"elements":[…]}}`.
///
/// Decoding never fails: what does not fit a modelled case becomes ``unknown(kind:payload:)`` (a single-key
/// object) or ``raw(_:)`` (anything else), and is written back unchanged. Booleans are `int` 0 or 1 in the metadata.
public indirect enum TaggedValue: Sendable, Hashable {
    /// `{"string":{"wrapper":"x"}}`.
    case string(String)
    /// `{"int":{"wrapper":0}}`.
    case int(Int)
    /// `{"double":{"wrapper":1.25}}` (integers are accepted: `{"double":{"wrapper":255}}`).
    case double(Double)
    /// `{"array":{"elements":[…]}}`.
    case array([TaggedValue])
    /// `{"entityMetadata":{"wrapper":{…}}}`.
    case entityMetadata(EntityMetadata)
    /// `{"enumMetadata":{"wrapper":{…}}}`.
    case enumMetadata(EnumMetadata)
    /// `{"empty":{}}`.
    case empty
    /// A single-key object of a kind (or shape) not modelled; `payload` is the value under the kind's key.
    case unknown(kind: String, payload: JSONValue)
    /// A value that is not a single-key object at all.
    case raw(JSONValue)

    /// Decodes a tagged value, defensively.
    /// - Parameter jsonValue: The JSON value.
    public init(jsonValue: JSONValue) {
        guard case .object(let members) = jsonValue, members.count == 1, let (kind, payload) = members.first else {
            self = .raw(jsonValue)
            return
        }
        let wrapped = payload["wrapper"]
        switch (kind, wrapped) {
        case ("string", .string(let value)?) where payload.objectValue?.count == 1:
            self = .string(value)
        case ("int", .number(let number)?) where payload.objectValue?.count == 1 && number.isIntegerLiteral:
            if let value = number.intValue {
                self = .int(value)
            } else {
                self = .unknown(kind: kind, payload: payload)
            }
        case ("double", .number(let number)?) where payload.objectValue?.count == 1:
            if let value = number.doubleValue {
                self = .double(value)
            } else {
                self = .unknown(kind: kind, payload: payload)
            }
        case ("entityMetadata", let wrapper?) where payload.objectValue?.count == 1:
            if let entity = try? EntityMetadata(jsonValue: wrapper) {
                self = .entityMetadata(entity)
            } else {
                self = .unknown(kind: kind, payload: payload)
            }
        case ("enumMetadata", let wrapper?) where payload.objectValue?.count == 1:
            if let enumeration = try? EnumMetadata(jsonValue: wrapper) {
                self = .enumMetadata(enumeration)
            } else {
                self = .unknown(kind: kind, payload: payload)
            }
        case ("array", _):
            if case .array(let elements)? = payload["elements"], payload.objectValue?.count == 1 {
                self = .array(elements.map(TaggedValue.init(jsonValue:)))
            } else {
                self = .unknown(kind: kind, payload: payload)
            }
        case ("empty", _) where payload == .object([:]):
            self = .empty
        default:
            self = .unknown(kind: kind, payload: payload)
        }
    }

    /// The JSON value.
    public var jsonValue: JSONValue {
        switch self {
        case .string(let value): ["string": ["wrapper": .string(value)]]
        case .int(let value): ["int": ["wrapper": .number(JSONNumber(value))]]
        case .double(let value): ["double": ["wrapper": .number(JSONNumber(value) ?? 0)]]
        case .array(let elements): ["array": ["elements": .array(elements.map(\.jsonValue))]]
        case .entityMetadata(let entity): ["entityMetadata": ["wrapper": entity.jsonValue]]
        case .enumMetadata(let enumeration): ["enumMetadata": ["wrapper": enumeration.jsonValue]]
        case .empty: ["empty": [:]]
        case .unknown(let kind, let payload): .object([kind: payload])
        case .raw(let value): value
        }
    }

    /// The string, when this is `.string`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, when this is `.double` or `.int`.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }
}
