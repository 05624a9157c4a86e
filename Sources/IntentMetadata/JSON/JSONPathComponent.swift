/// One step of a path into a JSON document: an object key or an array index.
public enum JSONPathComponent: Sendable, Hashable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)

    /// Renders a path as `actions.ConfigurationAppIntent.parameters[2].valueType`; keys that are not plain
    /// identifiers are quoted (`entities["My Entity"]`).
    /// - Parameter components: The path, outermost component first.
    /// - Returns: The text of the path; empty for the document itself.
    public static func render(_ components: [JSONPathComponent]) -> String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if isPlainIdentifier(key) {
                    if !text.isEmpty { text += "." }
                    text += key
                } else {
                    text += "[" + String(decoding: JSONWriter.quoted(key), as: UTF8.self) + "]"
                }
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                return true
            default:
                return false
            }
        }
    }
}
