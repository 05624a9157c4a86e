import IntentMetadata

/// The `id` of a JSON-RPC request: MCP allows a string or an integer, never `null`. A response
/// carries its request's `id` back exactly, so `1` and `"1"` are different ids.
enum JSONRPCID: Hashable, Sendable, CustomStringConvertible {
    /// A string id.
    case string(String)
    /// An integer id.
    case int(Int)

    /// The id a message's `id` member holds, or `nil` when it is not a string or an integer.
    init?(_ json: JSONValue) {
        switch json {
        case .string(let text):
            self = .string(text)
        case .number(let number):
            guard number.isIntegerLiteral, let value = number.intValue else { return nil }
            self = .int(value)
        default:
            return nil
        }
    }

    /// The id as JSON.
    var json: JSONText {
        switch self {
        case .string(let text): .string(text)
        case .int(let value): .int(value)
        }
    }

    /// The id as a reader of a log would recognise it: `7` or `"7"`.
    var description: String { json.compact() }
}
