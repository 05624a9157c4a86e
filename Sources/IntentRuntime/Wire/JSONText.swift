/// A small JSON value for `--json` output, printed pretty with keys in the order given.
///
/// The command line builds its machine-readable output with it so that key order is stable and
/// readable (identifier first), which a dictionary through `JSONSerialization` would not give.
/// It lives with the engine because ``RunOutcomeDocument``, the outcome's wire schema that the
/// command line writes and IntentTesting reads, holds values in it.
package indirect enum JSONText: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A number with a fraction; not finite prints as `null`.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONText])
    /// An object, its members in the order printed.
    case object([(String, JSONText)])

    /// Whether two values are the same JSON: objects equal whatever the order of their members, as
    /// JSON reads them; numbers equal when they print the same.
    package static func == (lhs: JSONText, rhs: JSONText) -> Bool {
        lhs.canonical.compact() == rhs.canonical.compact()
    }

    /// The value with every object's members sorted by key.
    private var canonical: JSONText {
        switch self {
        case .array(let values): .array(values.map(\.canonical))
        case .object(let members): .object(members.map { ($0.0, $0.1.canonical) }.sorted { $0.0 < $1.0 })
        default: self
        }
    }

    /// The value as indented JSON, two spaces per level, without a trailing newline.
    package func rendered() -> String {
        var text = ""
        render(into: &text, indent: 0)
        return text
    }

    /// The value on one line, without spaces: what a line-delimited protocol sends (`serve --mcp`).
    /// Control characters in strings are escaped, so the text never holds a line break.
    package func compact() -> String {
        var text = ""
        renderCompact(into: &text)
        return text
    }

    private func renderCompact(into text: inout String) {
        switch self {
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.renderCompact(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                Self.quote(key, into: &text)
                text += ":"
                value.renderCompact(into: &text)
            }
            text += "}"
        default:
            render(into: &text, indent: 0)
        }
    }

    private func render(into text: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value):
            if value.isFinite {
                text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            } else {
                text += "null"
            }
        case .string(let value): Self.quote(value, into: &text)
        case .array(let values):
            guard !values.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += pad
                value.render(into: &text, indent: indent + 1)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += closePad + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                text += pad
                Self.quote(key, into: &text)
                text += ": "
                value.render(into: &text, indent: indent + 1)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += closePad + "}"
        }
    }

    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case let scalar where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
