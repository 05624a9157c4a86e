import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A parameter value as an invocation supplies it, before it is decoded to the parameter's type:
/// a string from the command line (`--param step=3`) or a JSON value from an input file.
public enum InvocationValue: Hashable, Sendable, CustomStringConvertible, Codable,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    /// Text; decoded leniently by the parameter's type (`"3"` is a fine `Int`).
    case string(String)
    /// A JSON integer.
    case int(Int)
    /// A JSON number with a fraction or exponent.
    case double(Double)
    /// A JSON boolean.
    case bool(Bool)
    /// A JSON array, for array parameters.
    case array([InvocationValue])
    /// JSON `null`: no value, for optional parameters.
    case null

    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }

    /// Creates an integer value.
    public init(integerLiteral value: Int) { self = .int(value) }

    /// Creates a floating-point value.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// Creates an array value.
    public init(arrayLiteral elements: InvocationValue...) { self = .array(elements) }

    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }

    /// Decodes any JSON value.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a JSON object, which no parameter takes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([InvocationValue].self) {
            self = .array(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a parameter value must be a string, number, boolean, array or null"
            )
        }
    }

    /// Encodes the value as JSON.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// Reads parameter values from a JSON object, as in `intents run X --input values.json`.
    /// - Parameters:
    ///   - data: The JSON text: an object mapping parameter names to values.
    ///   - source: Where the data came from, for error messages.
    /// - Returns: The values by parameter name.
    /// - Throws: ``ParameterError`` with code `invalidInput` when the JSON is not such an object.
    public static func parameters(fromJSON data: Data, source: String = "input") throws(ParameterError) -> [String:
        InvocationValue]
    {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data, source: source, limits: inputLimits)
        } catch {
            throw ParameterError.invalidInput(source: source, reason: error.description)
        }
        guard case .object(let members) = document else {
            throw ParameterError.invalidInput(source: source, reason: "expected a JSON object of parameter values")
        }
        var values: [String: InvocationValue] = [:]
        for (name, member) in members {
            guard let value = InvocationValue(member) else {
                throw ParameterError.invalidInput(
                    source: source,
                    reason: "parameter '\(name.excerpt())' must be a string, number, boolean, array or null"
                )
            }
            values[name] = value
        }
        return values
    }

    /// The bounds on an input file of parameter values: far larger than any real invocation, far
    /// smaller than what would hurt. Duplicate keys are refused, as in metadata.
    package static let inputLimits = MetadataLimits(
        maxBytes: 4 << 20, maxDepth: 32, maxStringBytes: 4 << 20, maxElements: 1 << 16)

    /// A JSON value as an invocation value; `nil` for an object, which no parameter takes.
    private init?(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .number(let number):
            let isWhole = !number.literal.utf8.contains {
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
            }
            if isWhole, let value = Int(number.literal) {
                self = .int(value)
            } else {
                guard let value = number.doubleValue else { return nil }
                self = .double(value)
            }
        case .array(let elements):
            var values: [InvocationValue] = []
            for element in elements {
                guard let value = InvocationValue(element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case .object:
            return nil
        }
    }

    /// Splits `name=value` into a name and a string value, as `--param name=value` passes it.
    /// - Parameter assignment: The assignment text.
    /// - Returns: The name and value, or `nil` when there is no `=` or the name is empty.
    public static func assignment(_ assignment: String) -> (name: String, value: InvocationValue)? {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else { return nil }
        return (String(assignment[..<equals]), .string(String(assignment[assignment.index(after: equals)...])))
    }

    /// The value as JSON-like text: `"text"`, `3`, `true`, `[1, 2]`, `null`.
    public var description: String {
        switch self {
        case .string(let value): String(reflecting: value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .null: "null"
        }
    }
}

extension InvocationValue {
    /// The value's description, cut to a readable length for error messages.
    package var excerpt: String { description.excerpt() }
}
