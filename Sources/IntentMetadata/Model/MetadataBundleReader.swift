/// Reads an `extract.actionsdata` document straight from its bytes into a ``MetadataBundle``: one pass over the
/// actions, no `JSONValue` tree, and what the model does not decode (unknown members, pair arrays, the JSON of value
/// types) copied as text into one ``JSONDocument`` the bundle's values share.
///
/// It reads the common shape of the document only, and it is strict: whenever anything is not what it expects
/// (a member of the wrong type, a key it would have to unescape or normalise, a repeated key, a document too
/// large for 32-bit offsets…), or the document is not valid at all, it gives up, and the general reader — a
/// `JSONValue` tree, then the models' `init(jsonValue:)` — reads the document and reports what is wrong, with the
/// same errors as ever. What it does read, it reads as the general reader does: the same keys, types, absent-key
/// defaults, limits and values (the tests compare both on every file they have).
struct MetadataBundleReader {
    private var reader: JSONReader
    private let document: JSONDocument
    private let source: String?
    /// The value types read so far: equal ones share one instance (most parameters of a bundle have one of a few).
    private var valueTypes: Set<ValueType> = []
    /// The unmodelled members of the objects being read, innermost last: each one's text in the input.
    private var unmodelledMembers: [Range<Int>] = []
    /// The text the bundle keeps (``JSONDocument``): what the model does not decode, copied from the input.
    private var kept: [UInt8] = []

    /// Gives up; the general reader takes over.
    private struct Unsupported: Error {}

    /// The bundle `bytes` hold, or `nil` when the general reader must read them.
    static func read(_ bytes: [UInt8], source: String?, limits: MetadataLimits) -> MetadataBundle? {
        guard bytes.count <= limits.maxBytes, bytes.count < Int(UInt32.max) else { return nil }
        let document = JSONDocument(limits: limits)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = MetadataBundleReader(
                reader: JSONReader(bytes: buffer, limits: limits),
                document: document,
                source: source
            )
            // What is kept is part of the input: room for all of it spares copies as the text grows.
            reader.kept.reserveCapacity(bytes.count)
            do {
                let bundle = try reader.readDocument()
                document.finish(text: reader.kept)
                return bundle
            } catch {
                return nil
            }
        }
    }

    // MARK: - The document

    private mutating func readDocument() throws -> MetadataBundle {
        reader.skipWhitespace()
        guard reader.index < reader.bytes.count else { throw Unsupported() }
        var others: [String: JSONValue] = [:]
        var actions: [String: ActionMetadata]?
        try readMembers(depth: 0) { reader, key, depth in
            if reader.reader.isText(key, "actions") {
                actions = try reader.readActions(depth: depth)
            } else {
                others[reader.reader.text(of: key)] = try reader.reader.parseValue(depth: depth)
            }
            return true
        }
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count, let actions else { throw Unsupported() }
        // Everything but the actions, through the general decoder; an empty object stands in for the actions.
        others["actions"] = .object([:])
        var bundle = try MetadataBundle(jsonValue: .object(others), source: source)
        bundle.actions = actions
        return bundle
    }

    private mutating func readActions(depth: Int) throws -> [String: ActionMetadata] {
        try expect(UInt8(ascii: "{"))
        var actions: [String: ActionMetadata] = [:]
        // Sized before it grows: an action as Xcode writes it takes about 2 KB, so the rest of the document holds
        // about this many (more only make the table grow, as it would anyway). Growing instead rehashes the keys
        // and moves the actions (432 bytes each) about once more in all.
        actions.reserveCapacity((reader.bytes.count - reader.index) / Self.typicalActionSize)
        guard try reader.enterContainer(closing: UInt8(ascii: "}"), depth: depth + 1) else { return actions }
        repeat {
            guard reader.bytes[reader.index] == UInt8(ascii: "\"") else { throw Unsupported() }
            let identifier = try reader.parseString()
            try reader.expectSeparator(UInt8(ascii: ":"), "':' after a key")
            var action = try readAction(depth: depth + 1)
            // The key repeats the action's identifier: keep one string for both.
            if action.identifier == identifier { action.identifier = identifier }
            // A repeated identifier, by `String` equality as a dictionary of the general reader finds it.
            guard actions.updateValue(action, forKey: identifier) == nil else { throw Unsupported() }
        } while try reader.continueContainer(closing: UInt8(ascii: "}"))
        return actions
    }

    /// The bytes of a typical action, as Xcode writes it: about 1.9 KB for one with a parameter.
    private static let typicalActionSize = 2_048

    // MARK: - Model objects

    private static let actionKeys: [StaticString] = [
        "identifier", "title", "descriptionMetadata", "mangledTypeName", "mangledTypeNameV2",
        "mangledTypeNameByBundleIdentifier", "mangledTypeNameByBundleIdentifierV2", "fullyQualifiedTypeName",
        "parameters", "isDiscoverable", "openAppWhenRun", "authenticationPolicy", "outputType", "systemProtocols",
        "typeSpecificMetadata", "systemProtocolMetadata", "systemProtocolMetadataV2",
    ]

    /// An action, as `ActionMetadata.init(jsonValue:)` decodes it.
    private mutating func readAction(depth: Int) throws -> ActionMetadata {
        var action = ActionMetadata(
            identifier: "", mangledTypeName: nil, isDiscoverable: nil, openAppWhenRun: nil, authenticationPolicy: nil,
            typeSpecificMetadata: nil, systemProtocolMetadata: nil, systemProtocolMetadataV2: nil
        )
        let found = try readObject(depth: depth, keys: Self.actionKeys) { reader, key, depth in
            switch key {
            case 0: action.identifier = try reader.readString()
            case 1: action.title = try reader.readLocalizedString(depth: depth)
            case 2: action.descriptionMetadata = try reader.readDescription(depth: depth)
            case 3: action.mangledTypeName = try reader.readString()
            case 4:
                // V2 repeats V1 in every file Xcode writes: keep one string for both.
                let name = try reader.readString()
                action.mangledTypeNameV2 = name == action.mangledTypeName ? action.mangledTypeName : name
            case 5: action.mangledTypeNameByBundleIdentifier = try reader.readStringDictionary(depth: depth)
            case 6: action.mangledTypeNameByBundleIdentifierV2 = try reader.readStringDictionary(depth: depth)
            case 7: action.fullyQualifiedTypeName = try reader.readString()
            case 8: action.parameters = try reader.readArray(depth: depth) { try $0.readParameter(depth: $1) }
            case 9: action.isDiscoverable = try reader.readBool()
            case 10: action.openAppWhenRun = try reader.readBool()
            case 11: action.authenticationPolicy = try reader.readInt()
            case 12: action.storedOutputType = try reader.readValueType(depth: depth)
            case 13:
                action.systemProtocols = try reader.readArray(depth: depth) { reader, _ in try reader.readString() }
            case 14: action.typeSpecificMetadata = try reader.readPairArray(depth: depth)
            case 15: action.systemProtocolMetadata = try reader.readPairArray(depth: depth)
            default: action.systemProtocolMetadataV2 = try reader.readPairArray(depth: depth)
            }
        }
        action.unmodelled = found.unmodelled
        // The keys whose absence `init(jsonValue:)` records, with the defaults it gives them.
        for (key, name) in [
            (0, "identifier"), (5, "mangledTypeNameByBundleIdentifier"),
            (6, "mangledTypeNameByBundleIdentifierV2"), (8, "parameters"), (13, "systemProtocols"),
        ]
        where found.keys & (1 << key) == 0 {
            action.absentKeys.insert(name)
        }
        return action
    }

    private static let descriptionKeys: [StaticString] = ["descriptionText"]

    /// An action's `descriptionMetadata`, as `DescriptionMetadata.init(jsonValue:)` decodes it.
    private mutating func readDescription(depth: Int) throws -> DescriptionMetadata {
        var description = DescriptionMetadata()
        let found = try readObject(depth: depth, keys: Self.descriptionKeys) { reader, _, depth in
            description.descriptionText = try reader.readLocalizedString(depth: depth)
        }
        description.unmodelled = found.unmodelled
        return description
    }

    private static let localizedStringKeys: [StaticString] = ["key", "alternatives", "table"]

    /// A localized string, as `LocalizedStringMetadata.init(jsonValue:)` decodes it.
    private mutating func readLocalizedString(depth: Int) throws -> LocalizedStringMetadata {
        var string = LocalizedStringMetadata(key: "", alternatives: nil)
        let found = try readObject(depth: depth, keys: Self.localizedStringKeys) { reader, key, depth in
            switch key {
            case 0: string.key = try reader.readString()
            case 1: string.alternatives = try reader.readArray(depth: depth) { reader, _ in try reader.readString() }
            default: string.table = try reader.readString()
            }
        }
        string.unmodelled = found.unmodelled
        if found.keys & 1 == 0 { string.absentKeys.insert("key") }
        return string
    }

    private static let parameterKeys: [StaticString] = [
        "name", "title", "valueType", "isOptional", "isInput", "parameterDescription", "typeSpecificMetadata",
    ]

    /// A parameter, as `ParameterMetadata.init(jsonValue:)` decodes it.
    private mutating func readParameter(depth: Int) throws -> ParameterMetadata {
        var parameter = ParameterMetadata(name: "")
        let found = try readObject(depth: depth, keys: Self.parameterKeys) { reader, key, depth in
            switch key {
            case 0: parameter.name = try reader.readString()
            case 1: parameter.title = try reader.readLocalizedString(depth: depth)
            case 2: parameter.storedValueType = try reader.readValueType(depth: depth)
            case 3: parameter.isOptional = try reader.readBool()
            case 4: parameter.isInput = try reader.readBool()
            case 5: parameter.parameterDescription = try reader.readLocalizedString(depth: depth)
            default: parameter.typeSpecificMetadata = try reader.readPairArray(depth: depth)
            }
        }
        parameter.unmodelled = found.unmodelled
        for (key, name) in [(0, "name"), (3, "isOptional"), (4, "isInput"), (6, "typeSpecificMetadata")]
        where found.keys & (1 << key) == 0 {
            parameter.absentKeys.insert(name)
        }
        return parameter
    }

    // MARK: - Objects

    /// Reads the object at the index: each member whose key is one of `keys` through `readMember` (with the key's
    /// position in `keys` and the depth of the object), every other member only checked and left in the document.
    /// - Returns: Which of `keys` the object has (bit n: `keys[n]`), and its other members.
    private mutating func readObject(
        depth: Int,
        keys: [StaticString],
        _ readMember: (inout Self, Int, Int) throws -> Void
    ) throws -> (keys: UInt32, unmodelled: UnmodelledMembers) {
        try expect(UInt8(ascii: "{"))
        let objectDepth = depth + 1
        var found: UInt32 = 0
        let unmodelledBase = unmodelledMembers.count
        defer { unmodelledMembers.removeLast(unmodelledMembers.count - unmodelledBase) }
        if try reader.enterContainer(closing: UInt8(ascii: "}"), depth: objectDepth) {
            let base = reader.skippedKeys.count
            defer { reader.skippedKeys.removeLast(reader.skippedKeys.count - base) }
            repeat {
                guard reader.bytes[reader.index] == UInt8(ascii: "\"") else { throw Unsupported() }
                let memberStart = reader.index
                let key = try reader.scanString()
                try reader.expectSeparator(UInt8(ascii: ":"), "':' after a key")
                if let index = keys.firstIndex(where: { reader.isText(key, $0) }) {
                    guard found & (1 << index) == 0 else { throw Unsupported() }
                    found |= 1 << index
                    try readMember(&self, index, objectDepth)
                } else {
                    // Kept as text: a key that compares equal to others only after unescaping or Unicode
                    // normalisation is left to the general reader.
                    guard key.isPlainASCII,
                        !reader.skippedKeys[base...].contains(where: { reader.isSame(key, $0) })
                    else { throw Unsupported() }
                    reader.skippedKeys.append(key)
                    try reader.skipValue(depth: objectDepth)
                    unmodelledMembers.append(memberStart..<reader.index)
                }
            } while try reader.continueContainer(closing: UInt8(ascii: "}"))
        }
        guard unmodelledMembers.count > unmodelledBase else { return (found, UnmodelledMembers()) }
        let start = kept.count
        kept.append(UInt8(ascii: "{"))
        for member in unmodelledMembers[unmodelledBase...] {
            if kept.count > start + 1 { kept.append(UInt8(ascii: ",")) }
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: reader.bytes[member]))
        }
        kept.append(UInt8(ascii: "}"))
        return (found, UnmodelledMembers(source: JSONSource(document: document, range: start..<kept.count)))
    }

    // MARK: - Values

    /// Counts the value at the index against the document's limit, as `JSONReader.parseValue(depth:)` does.
    private mutating func countValue() throws {
        reader.elementCount += 1
        if reader.elementCount > reader.maxElements { throw Unsupported() }
    }

    /// Checks that the value at the index starts with `byte`, and counts it.
    private mutating func expect(_ byte: UInt8) throws {
        guard reader.bytes[reader.index] == byte else { throw Unsupported() }
        try countValue()
    }

    private mutating func readString() throws -> String {
        try expect(UInt8(ascii: "\""))
        return try reader.parseString()
    }

    private mutating func readBool() throws -> Bool {
        switch reader.bytes[reader.index] {
        case UInt8(ascii: "t"):
            try countValue()
            try reader.expectLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try countValue()
            try reader.expectLiteral("false")
            return false
        default:
            throw Unsupported()
        }
    }

    /// An integer, as `JSONNumber.intValue` reads it.
    private mutating func readInt() throws -> Int {
        let first = reader.bytes[reader.index]
        guard first == UInt8(ascii: "-") || reader.isDigit(first) else { throw Unsupported() }
        try countValue()
        let range = try reader.scanNumber()
        let literal = String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[range]), as: UTF8.self)
        guard let value = JSONNumber(uncheckedLiteral: literal).intValue else { throw Unsupported() }
        return value
    }

    private mutating func readArray<Element>(
        depth: Int,
        _ readElement: (inout Self, Int) throws -> Element
    ) throws -> [Element] {
        try expect(UInt8(ascii: "["))
        var elements: [Element] = []
        guard try reader.enterContainer(closing: UInt8(ascii: "]"), depth: depth + 1) else { return elements }
        repeat {
            elements.append(try readElement(&self, depth + 1))
        } while try reader.continueContainer(closing: UInt8(ascii: "]"))
        return elements
    }

    private mutating func readStringDictionary(depth: Int) throws -> [String: String] {
        try expect(UInt8(ascii: "{"))
        var members: [String: String] = [:]
        guard try reader.enterContainer(closing: UInt8(ascii: "}"), depth: depth + 1) else { return members }
        repeat {
            guard reader.bytes[reader.index] == UInt8(ascii: "\"") else { throw Unsupported() }
            let key = try reader.parseString()
            try reader.expectSeparator(UInt8(ascii: ":"), "':' after a key")
            guard members.updateValue(try readString(), forKey: key) == nil else { throw Unsupported() }
        } while try reader.continueContainer(closing: UInt8(ascii: "}"))
        return members
    }

    /// A pair array, left in the document (the general reader only checks that it is an array).
    private mutating func readPairArray(depth: Int) throws -> PairArray {
        guard reader.bytes[reader.index] == UInt8(ascii: "[") else { throw Unsupported() }
        let start = reader.index
        try reader.skipValue(depth: depth)
        let text = UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.index])
        guard !text.dropFirst().dropLast().allSatisfy(Self.isWhitespace) else { return PairArray() }
        return PairArray(source: keep(text))
    }

    /// A value type, decoded as `ValueType.init(jsonValue:)` decodes it, its JSON left in the document.
    private mutating func readValueType(depth: Int) throws -> StoredValueType {
        let start = reader.index
        let type = valueTypes.insert(try readValueTypeValue(depth: depth)).memberAfterInsert
        let text = UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.index])
        return StoredValueType(type: type, source: keep(text))
    }

    /// `{"<kind>":{"wrapper":{…}}}`: one member, whose key names the kind; for a kind the enum models, a `wrapper`
    /// object with the member that identifies the type (other members of both objects are only checked).
    private mutating func readValueTypeValue(depth: Int) throws -> ValueType {
        try expect(UInt8(ascii: "{"))
        guard try reader.enterContainer(closing: UInt8(ascii: "}"), depth: depth + 1),
            reader.bytes[reader.index] == UInt8(ascii: "\"")
        else { throw Unsupported() }
        let kind = try reader.scanString()
        try reader.expectSeparator(UInt8(ascii: ":"), "':' after a key")
        let type: ValueType
        let payloadDepth = depth + 1
        if reader.isText(kind, "primitive") {
            type = .primitive(PrimitiveType(rawValue: try readWrappedInt(depth: payloadDepth, "typeIdentifier")))
        } else if reader.isText(kind, "entity") {
            type = .entity(typeName: try readWrappedString(depth: payloadDepth, "typeName"))
        } else if reader.isText(kind, "linkEnumeration") {
            type = .linkEnumeration(identifier: try readWrappedString(depth: payloadDepth, "identifier"))
        } else if reader.isText(kind, "array") {
            type = .array(
                try readWrapper(depth: payloadDepth, "memberValueType") { try $0.readValueTypeValue(depth: $1) })
        } else if reader.isText(kind, "intents") {
            type = .intents(typeIdentifier: try readWrappedInt(depth: payloadDepth, "typeIdentifier"))
        } else if reader.isText(kind, "measurement") {
            type = .measurement(unitType: try readWrappedInt(depth: payloadDepth, "unitType"))
        } else {
            // A kind the enum does not model (or one spelled with escapes): its payload as a tree.
            type = .unknown(kind: reader.text(of: kind), payload: try reader.parseValue(depth: depth + 1))
            if ["primitive", "entity", "linkEnumeration", "array", "intents", "measurement"].contains(type.kind) {
                throw Unsupported()
            }
        }
        guard try !reader.continueContainer(closing: UInt8(ascii: "}")) else { throw Unsupported() }
        return type
    }

    /// The integer member `key` of the `wrapper` object of a value type's payload.
    private mutating func readWrappedInt(depth: Int, _ key: StaticString) throws -> Int {
        try readWrapper(depth: depth, key) { reader, _ in try reader.readInt() }
    }

    /// The string member `key` of the `wrapper` object of a value type's payload.
    private mutating func readWrappedString(depth: Int, _ key: StaticString) throws -> String {
        try readWrapper(depth: depth, key) { reader, _ in try reader.readString() }
    }

    /// The member `key` of the `wrapper` object of a value type's payload, read by `readMember`.
    private mutating func readWrapper<Member>(
        depth: Int,
        _ key: StaticString,
        _ readMember: (inout Self, Int) throws -> Member
    ) throws -> Member {
        var member: Member?
        try readMembers(depth: depth) { reader, name, depth in
            guard reader.reader.isText(name, "wrapper") else { return false }
            try reader.readMembers(depth: depth) { reader, name, depth in
                guard reader.reader.isText(name, key) else { return false }
                member = try readMember(&reader, depth)
                return true
            }
            return true
        }
        guard let member else { throw Unsupported() }
        return member
    }

    /// Reads the object at the index, offering each member to `readMember` (with its key and the depth of the
    /// object), which reads it and returns `true`, or returns `false` to have it checked and stepped over.
    private mutating func readMembers(
        depth: Int,
        _ readMember: (inout Self, JSONReader.ScannedString, Int) throws -> Bool
    ) throws {
        try expect(UInt8(ascii: "{"))
        guard try reader.enterContainer(closing: UInt8(ascii: "}"), depth: depth + 1) else { return }
        let base = reader.skippedKeys.count
        defer { reader.skippedKeys.removeLast(reader.skippedKeys.count - base) }
        var seen: Set<String>?
        repeat {
            let key = try reader.scanMemberKey(base: base, seen: &seen)
            try reader.expectSeparator(UInt8(ascii: ":"), "':' after a key")
            if try !readMember(&self, key, depth + 1) {
                try reader.skipValue(depth: depth + 1)
            }
        } while try reader.continueContainer(closing: UInt8(ascii: "}"))
    }

    /// Copies `text` into the kept text.
    /// - Returns: Where it is kept.
    private mutating func keep(_ text: UnsafeBufferPointer<UInt8>) -> JSONSource {
        let start = kept.count
        kept.append(contentsOf: text)
        return JSONSource(document: document, range: start..<kept.count)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }
}
