import Foundation

/// How `run` shows the values intents return.
enum ValueRendering {
    /// A value as text: strings as they are, collections element by element.
    static func text(_ value: Any) -> String {
        switch value {
        case let value as String: value
        case let value as any CustomStringConvertible: value.description
        default: String(describing: value)
        }
    }

    /// A value as JSON: numbers, Booleans, strings and arrays as such; anything else as its text.
    static func json(_ value: Any) -> JSONText {
        switch value {
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as Int: .int(value)
        case let value as Double: .double(value)
        case let value as any BinaryInteger: Int(exactly: value).map(JSONText.int) ?? .string("\(value)")
        case let value as Date: .string(ISO8601DateFormatter().string(from: value))
        case let value as URL: .string(value.absoluteString)
        case let value as [Any]: .array(value.map(json))
        case let value as any RawRepresentable<String>: .string(value.rawValue)
        default: .string(text(value))
        }
    }
}
