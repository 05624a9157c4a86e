/// The names an `extract.actionsdata` document's actions go by — their identifiers and every mangled type name they
/// give — read without reading anything else: no model, no `JSONValue`, a `String` only for those names.
///
/// A host that runs one action needs only the bundles that have it; reading these names costs a fraction of loading
/// a bundle, so a host can load just the bundles whose names include the action's.
///
/// The names are never fewer than a loaded bundle's: every `identifier`, `mangledTypeName` and `mangledTypeNameV2`
/// string of every action, and every value of its `mangledTypeNameByBundleIdentifier` and
/// `mangledTypeNameByBundleIdentifierV2` objects, compared as `String`s (escapes read, canonical equivalence), so
/// a bundle these names leave out has no such action. A document they cannot be read from (not an object, invalid
/// JSON, a repeated key, over a limit) gives no names at all: the caller must load it to find out.
package struct ActionNames: Sendable {
    /// The actions' `identifier` values.
    package private(set) var identifiers: Set<String> = []

    /// Every mangled type name the actions give, whatever field or bundle identifier gives it.
    package private(set) var mangledTypeNames: Set<String> = []

    /// Reads the names.
    /// - Parameters:
    ///   - bytes: An `extract.actionsdata` document.
    ///   - limits: Bounds on the input, as loading it would apply.
    /// - Returns: `nil` when the names cannot be read: the document must be loaded to know its actions.
    package init?(actionsData bytes: [UInt8], limits: MetadataLimits = .default) {
        guard bytes.count <= limits.maxBytes else { return nil }
        let names: ActionNames? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(reader: JSONReader(bytes: buffer, limits: limits))
            return try? scanner.readDocument()
        }
        guard let names else { return nil }
        self = names
    }

    private init() {}

    /// Whether a loaded bundle could have an action with `identifier`, or one whose mangled type name is in
    /// `mangledTypeNames`.
    /// - Parameters:
    ///   - identifier: An action identifier.
    ///   - mangledTypeNames: Mangled type names.
    /// - Returns: `false` only when the document has no such action.
    package func mayName(identifier: String, mangledTypeNames names: [String]) -> Bool {
        identifiers.contains(identifier) || names.contains { mangledTypeNames.contains($0) }
    }

    /// One pass over the document, stepping over what is not a name.
    private struct Scanner {
        var reader: JSONReader
        var names = ActionNames()

        mutating func readDocument() throws(MetadataError) -> ActionNames {
            let bytes = reader.bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
            reader.skipWhitespace()
            guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "{") else {
                throw reader.expectedError("a JSON object")
            }
            try forEachMember(depth: 1) { scanner, key, depth throws(MetadataError) in
                if scanner.is(key, "actions"), scanner.isObject {
                    try scanner.forEachMember(depth: depth + 1) { scanner, _, depth throws(MetadataError) in
                        try scanner.readAction(depth: depth)
                    }
                } else {
                    scanner.skipValue()
                }
            }
            reader.skipWhitespace()
            guard reader.index == bytes.count else { throw reader.expectedError("the end of the document") }
            return names
        }

        private mutating func readAction(depth: Int) throws(MetadataError) {
            guard isObject else { return skipValue() }
            try forEachMember(depth: depth + 1) { scanner, key, depth throws(MetadataError) in
                if scanner.is(key, "identifier") {
                    if let identifier = try scanner.readString() {
                        scanner.names.identifiers.insert(identifier)
                    }
                } else if scanner.is(key, "mangledTypeName") || scanner.is(key, "mangledTypeNameV2") {
                    if let name = try scanner.readString() { scanner.names.mangledTypeNames.insert(name) }
                } else if scanner.is(key, "mangledTypeNameByBundleIdentifier")
                    || scanner.is(key, "mangledTypeNameByBundleIdentifierV2"), scanner.isObject
                {
                    try scanner.forEachMember(depth: depth + 1) { scanner, _, depth throws(MetadataError) in
                        if let name = try scanner.readString() {
                            scanner.names.mangledTypeNames.insert(name)
                        }
                    }
                } else {
                    scanner.skipValue()
                }
            }
        }

        /// Whether the value at the index is an object.
        private var isObject: Bool { reader.bytes[reader.index] == UInt8(ascii: "{") }

        /// The string at the index, or `nil` (stepping over the value) when it is something else.
        private mutating func readString() throws(MetadataError) -> String? {
            guard reader.bytes[reader.index] == UInt8(ascii: "\"") else {
                skipValue()
                return nil
            }
            return try reader.parseString()
        }

        /// Whether a key is `name`: compared as bytes when plain ASCII (every key Xcode writes), else as a `String`.
        private func `is`(_ key: JSONReader.ScannedString, _ name: StaticString) -> Bool {
            key.isPlainASCII ? reader.isText(key, name) : reader.text(of: key) == name.description
        }

        /// Steps over the value at the index, finding only where it ends: the brackets outside strings, and the
        /// ends of strings.
        private mutating func skipValue() {
            let bytes = reader.bytes
            var depth = 0
            while reader.index < bytes.count {
                switch bytes[reader.index] {
                case UInt8(ascii: "\""):
                    skipString()
                    if depth == 0 { return }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    // At depth 0, the end of the container a number or a literal is in.
                    guard depth > 0 else { return }
                    depth -= 1
                    if depth == 0 {
                        reader.index += 1
                        return
                    }
                case UInt8(ascii: ","):
                    if depth == 0 { return }
                default:
                    break
                }
                reader.index += 1
            }
        }

        /// Steps over the string that starts at the current `"`.
        private mutating func skipString() {
            let bytes = reader.bytes
            reader.index += 1
            while reader.index < bytes.count {
                switch bytes[reader.index] {
                case UInt8(ascii: "\""):
                    reader.index += 1
                    return
                case UInt8(ascii: "\\"):
                    reader.index += 2
                default:
                    reader.index += 1
                }
            }
        }

        /// Calls `body` with each member's key, the index at its value, of the object that starts at the index (its
        /// own element already counted); `depth` is the object's. A repeated key is not looked for.
        private mutating func forEachMember(
            depth: Int,
            _ body: (inout Scanner, JSONReader.ScannedString, Int) throws(MetadataError) -> Void
        ) throws(MetadataError) {
            guard try reader.enterContainer(closing: UInt8(ascii: "}"), depth: depth) else { return }
            repeat {
                guard reader.bytes[reader.index] == UInt8(ascii: "\"") else {
                    throw reader.expectedError("a member key")
                }
                let key = try reader.scanString()
                try reader.expectSeparator(UInt8(ascii: ":"), "':' after a key")
                try body(&self, key, depth)
            } while try reader.continueContainer(closing: UInt8(ascii: "}"))
        }
    }
}
