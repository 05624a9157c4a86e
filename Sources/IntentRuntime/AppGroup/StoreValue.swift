#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value kept in an ``AppGroupStore``: the scalar types app-group defaults usually hold, and
/// bytes (which also carry `Codable` values, encoded as JSON).
public enum StoreValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A Boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// Bytes, written as `{"data": "<base64>"}` so they are never read back as a string.
    case data(Data)

    private enum BytesKey: String, CodingKey {
        case data
    }

    /// Decodes a JSON scalar, trying integer, number, Boolean and string in turn, or bytes.
    public init(from decoder: any Decoder) throws {
        if let bytes = try? decoder.container(keyedBy: BytesKey.self) {
            let text = try bytes.decode(String.self, forKey: .data)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: bytes, debugDescription: "not base64")
            }
            self = .data(data)
            return
        }
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the value as a JSON scalar.
    public func encode(to encoder: any Encoder) throws {
        if case .data(let data) = self {
            var bytes = encoder.container(keyedBy: BytesKey.self)
            try bytes.encode(data.base64EncodedString(), forKey: .data)
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .data: break
        }
    }

    /// The value as text.
    public var description: String {
        switch self {
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .string(let value): value
        case .data(let data): "\(data.count) bytes"
        }
    }
}
