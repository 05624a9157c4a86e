// `EntityProperty`'s `Encodable`, `Decodable` (iOS 18) and `CustomStringConvertible` (iOS 18.4) conformances, as Apple
// documents them: an entity declared `Codable` encodes and decodes its `@Property` values, as a single value each. The
// property's title is not encoded; a decoded property has none, and the runtime titles it after its name.

extension EntityProperty: CustomStringConvertible {
    /// A textual representation of the property: its value's, or `EntityProperty<Value>(unset)` when it has none.
    public var description: String {
        if let value = anyValue { return String(describing: value) }
        return "EntityProperty<\(Value.self)>(unset)"
    }
}

extension EntityProperty: Encodable where Value: Encodable {
    /// Encodes the property's value as a single value; `nil` when it has none.
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error when the value is invalid for its format.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = anyValue as? Value {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }
}

extension EntityProperty: Decodable where Value: Decodable {
    /// Creates a property whose value is decoded from a single value; an encoded `nil` leaves it unset.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not of the property's type.
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self.init()
        } else {
            self.init(wrappedValue: try container.decode(Value.self))
        }
    }
}
