/// A JSON document or part of one, as read by the metadata reader: numbers keep their literal text, objects are
/// dictionaries (member order is not kept; the writer sorts keys).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its literal text.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Reads a JSON document from UTF-8 bytes.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - source: A name for the input (a file path), used in error messages.
    ///   - limits: Bounds on the input.
    /// - Throws: ``MetadataError`` naming the line, column and path of the first problem.
    public init(parsing bytes: some Sequence<UInt8>, source: String? = nil, limits: MetadataLimits = .default)
        throws(MetadataError)
    {
        self = try JSONReader.withContiguousBytes(bytes, limits: limits, source: source) {
            buffer throws(MetadataError) in
            try JSONReader.parse(buffer, limits: limits, source: source)
        }
    }

    /// The document written compactly with keys sorted in byte order, `/` escaped as `\/` and non-ASCII raw,
    /// as Xcode 26 writes `extract.actionsdata`; no trailing newline.
    /// - Returns: UTF-8 bytes.
    public func serialized() -> [UInt8] {
        var writer = JSONWriter()
        writer.write(self)
        return writer.output
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The integer value, when this is a number with an integral value.
    public var intValue: Int? { numberValue?.intValue }

    /// The value as a `Double`, when this is a number.
    public var doubleValue: Double? { numberValue?.doubleValue }

    /// The Boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member named `key`, when this is an object that has it.
    /// - Parameter key: The member's key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The name of the value's JSON type, as used in messages: `an object`, `a string`…
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// Creates `null`.
    public init(nilLiteral: ()) {
        self = .null
    }

    /// Creates a Boolean.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// Creates an integer number.
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }

    /// Creates a floating-point number.
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(floatLiteral: value))
    }

    /// Creates a string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Creates an array.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// Creates an object; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value written compactly (see ``serialized()``).
    public var description: String { String(decoding: serialized(), as: UTF8.self) }
}
