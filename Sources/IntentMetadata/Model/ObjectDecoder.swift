/// Takes the members of one JSON object apart while decoding a model type: each `take…` removes a known key,
/// checking its type; what is left over becomes the model's `additionalFields`.
///
/// Errors carry a path relative to the object; callers prefix it as they unwind.
struct ObjectDecoder {
    var fields: [String: JSONValue]

    /// Takes ownership of `value`, so that when the caller held the only reference the members are taken out
    /// without copying the dictionary.
    init(_ value: consuming JSONValue, expecting description: String) throws(MetadataError) {
        switch consume value {
        case .object(let members):
            fields = members
        case let other:
            throw MetadataError.unexpectedType(expected: "an object (\(description))", found: other)
        }
    }

    mutating func take(_ key: String) -> JSONValue? {
        fields.removeValue(forKey: key)
    }

    mutating func string(_ key: String) throws(MetadataError) -> String? {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        guard case .string(let string) = value else {
            throw .unexpectedType(expected: "a string", found: value, key: key)
        }
        return string
    }

    mutating func int(_ key: String) throws(MetadataError) -> Int? {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        guard case .number(let number) = value else {
            throw .unexpectedType(expected: "an integer", found: value, key: key)
        }
        guard let int = number.intValue else {
            throw MetadataError(
                .unexpectedType,
                "expected an integer, found \(number.literal)",
                path: [.key(key)]
            )
        }
        return int
    }

    mutating func bool(_ key: String) throws(MetadataError) -> Bool? {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        guard case .bool(let flag) = value else { throw .unexpectedType(expected: "a Boolean", found: value, key: key) }
        return flag
    }

    mutating func decode<T>(_ key: String, _ transform: (consuming JSONValue) throws(MetadataError) -> T)
        throws(MetadataError)
        -> T?
    {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        do {
            return try transform(value)
        } catch {
            throw error.prefixed(.key(key))
        }
    }

    mutating func array<T>(_ key: String, _ transform: (consuming JSONValue) throws(MetadataError) -> T)
        throws(MetadataError)
        -> [T]?
    {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        return try Self.array(value, key: key, transform)
    }

    static func array<T>(
        _ value: consuming JSONValue,
        key: String? = nil,
        _ transform: (consuming JSONValue) throws(MetadataError) -> T
    ) throws(MetadataError) -> [T] {
        var elements: [JSONValue]
        switch consume value {
        case .array(let array):
            elements = array
        case let other:
            let error = MetadataError.unexpectedType(expected: "an array", found: other)
            throw key.map { error.prefixed(.key($0)) } ?? error
        }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for index in elements.indices {
            // Move the element out, so its own containers are uniquely referenced while it is decoded.
            let element = elements[index]
            elements[index] = .null
            do {
                result.append(try transform(element))
            } catch {
                throw key.map { error.prefixed([.key($0), .index(index)]) } ?? error.prefixed(.index(index))
            }
        }
        return result
    }

    mutating func dictionary<T>(_ key: String, _ transform: (String, consuming JSONValue) throws(MetadataError) -> T)
        throws(MetadataError) -> [String: T]?
    {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        var members: [String: JSONValue]
        switch consume value {
        case .object(let object):
            members = object
        case let other:
            throw .unexpectedType(expected: "an object", found: other, key: key)
        }
        var result: [String: T] = [:]
        result.reserveCapacity(members.count)
        while let (memberKey, member) = members.popFirst() {
            do {
                result[memberKey] = try transform(memberKey, member)
            } catch {
                throw error.prefixed([.key(key), .key(memberKey)])
            }
        }
        return result
    }

    mutating func strings(_ key: String) throws(MetadataError) -> [String]? {
        try array(key, Self.string)
    }

    mutating func stringDictionary(_ key: String) throws(MetadataError) -> [String: String]? {
        try dictionary(key) { _, value throws(MetadataError) in try Self.string(value) }
    }

    mutating func pairs(_ key: String) throws(MetadataError) -> PairArray? {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        guard case .array(let elements) = value else {
            throw .unexpectedType(expected: "an array of alternating keys and values", found: value, key: key)
        }
        return PairArray(elements: elements)
    }

    /// A value type, checked now and kept as its JSON so wrapper fields the enum does not model survive.
    mutating func valueTypeJSON(_ key: String) throws(MetadataError) -> JSONValue? {
        try decode(key) { value throws(MetadataError) in
            _ = try ValueType(jsonValue: value)
            return value
        }
    }

    static func string(_ value: consuming JSONValue) throws(MetadataError) -> String {
        guard case .string(let string) = value else { throw .unexpectedType(expected: "a string", found: value) }
        return string
    }
}

extension MetadataError {
    static func unexpectedType(expected: String, found: JSONValue, key: String? = nil) -> MetadataError {
        MetadataError(
            .unexpectedType,
            "expected \(expected), found \(found.typeDescription)",
            path: key.map { [.key($0)] } ?? []
        )
    }

    static func missingKey(_ key: String, in description: String) -> MetadataError {
        MetadataError(.missingKey, "\(description) has no \"\(key)\"")
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Sets `key` to `value`'s JSON, or removes it when `value` is `nil`.
    mutating func set(_ key: String, _ value: String?) {
        self[key] = value.map { .string($0) }
    }

    mutating func set(_ key: String, _ value: Int?) {
        self[key] = value.map { .number(JSONNumber($0)) }
    }

    mutating func set(_ key: String, _ value: Bool?) {
        self[key] = value.map { .bool($0) }
    }

    mutating func set(_ key: String, _ value: [String]?) {
        self[key] = value.map { .array($0.map { .string($0) }) }
    }

    mutating func set(_ key: String, _ value: [String: String]?) {
        self[key] = value.map { .object($0.mapValues { .string($0) }) }
    }
}

/// The keys a model type filled with a default because the document lacked them; the encoder leaves such a key
/// out again while its value is still the default, so documents that omit them write back unchanged.
struct AbsentKeys: Sendable, Hashable {
    private var keys: Set<String> = []

    mutating func value<T>(_ value: T?, _ key: String, default defaultValue: T) -> T {
        if let value { return value }
        keys.insert(key)
        return defaultValue
    }

    /// Records that the document lacked `key`.
    mutating func insert(_ key: String) {
        keys.insert(key)
    }

    func contains(_ key: String) -> Bool {
        !keys.isEmpty && keys.contains(key)
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// Sets `key` to `value`, unless it is the default and the document this came from had no `key`.
    mutating func set(_ key: String, _ value: JSONValue, isDefault: Bool, absent: AbsentKeys) {
        if isDefault && absent.contains(key) {
            self[key] = nil
        } else {
            self[key] = value
        }
    }
}
