// `EntityProperty`'s `Encodable`, `Decodable` (iOS 18) and `CustomStringConvertible` (iOS 18.4) conformances, as Apple
// documents them, for every value type: an entity declared `Codable` encodes and decodes its `@Property` values, as a
// single value each. A value that is `Codable` is coded as itself, an enum (an `AppEnum`) by its raw value, and an
// entity by its identifier, which a decoder cannot turn back into the entity (its query can): decoding one throws.
// The property's title is not encoded; a decoded property has none, and the runtime titles it after its name.

extension EntityProperty: CustomStringConvertible {
    /// A textual representation of the property: its value's, or `EntityProperty<Value>(unset)` when it has none.
    public var description: String {
        if let value = anyValue { return String(describing: value) }
        return "EntityProperty<\(Value.self)>(unset)"
    }
}

extension EntityProperty: Encodable {
    /// Encodes the property's value as a single value: a `Codable` value as itself, an enum by its raw value, an entity
    /// by its identifier; `nil` when it has none.
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError.invalidValue` for a value none of those ways encodes, or the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard let value = anyValue else { return try container.encodeNil() }
        if let encodable = value as? any Encodable {
            try container.encode(encodable)
        } else if let rawValue = (value as? any RawRepresentable)?.rawValue as? any Encodable {
            try container.encode(rawValue)
        } else if let identifier = (value as? any AppEntity)?.id as? any Encodable {
            try container.encode(identifier)
        } else {
            let reason =
                "EntityProperty<\(Value.self)> cannot encode a \(type(of: value)): it is not Encodable, not an enum "
                + "with an Encodable raw value, and not an entity with an Encodable identifier"
            throw EncodingError.invalidValue(value, .init(codingPath: encoder.codingPath, debugDescription: reason))
        }
    }
}

extension EntityProperty: Decodable {
    /// Creates a property whose value is decoded from a single value: a `Codable` value as itself, an enum from its
    /// raw value; an encoded `nil` leaves it unset.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not of the property's type, when a raw value names no case, and for
    ///   a value type neither way decodes (an entity, which only its query can make from an identifier).
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self.init()
        } else if let decodable = Value.self as? any Decodable.Type {
            self.init(wrappedValue: try Self.checked(Self.decode(decodable, from: container), in: container))
        } else if let enumeration = unwrappedOptionalType(Value.self) as? any RawRepresentable.Type {
            self.init(wrappedValue: try Self.checked(Self.decodeCase(enumeration, from: container), in: container))
        } else {
            let reason = "EntityProperty<\(Value.self)> cannot decode its value: it is not Decodable and not an enum"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: reason)
        }
    }

    private static func decodeCase<Enumeration: RawRepresentable>(
        _: Enumeration.Type,
        from container: any SingleValueDecodingContainer
    ) throws -> Enumeration {
        guard let rawType = Enumeration.RawValue.self as? any Decodable.Type,
            let rawValue = try decode(rawType, from: container) as? Enumeration.RawValue
        else {
            let reason = "the raw values of \(Enumeration.self) are not Decodable"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: reason)
        }
        guard let value = Enumeration(rawValue: rawValue) else {
            let reason = "\(rawValue) is the raw value of no case of \(Enumeration.self)"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: reason)
        }
        return value
    }

    /// `value` as the property's type (an optional property's when `value` is of the wrapped type), which the caller's
    /// cast found it to be.
    private static func checked(_ value: Any, in container: any SingleValueDecodingContainer) throws -> Value {
        guard let value = value as? Value else {
            let reason = "a \(type(of: value)) is not a \(Value.self)"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: reason)
        }
        return value
    }

    /// A single value of a type a caller found `Decodable` through a cast (`any Decodable.Type`), opened here.
    private static func decode<Decoded: Decodable>(
        _: Decoded.Type,
        from container: any SingleValueDecodingContainer
    ) throws -> Decoded {
        try container.decode(Decoded.self)
    }
}
