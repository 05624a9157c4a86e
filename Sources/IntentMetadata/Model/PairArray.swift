/// An alternating key/value array, `[key0, value0, key1, value1, …]`: how the metadata encodes a Swift
/// dictionary with non-`String` keys (`typeSpecificMetadata`, `systemProtocolMetadata`).
///
/// The elements are kept exactly as read; ``pairs`` reads them defensively (an odd trailing element and pairs
/// whose key is not a string are skipped there, and reported by ``MetadataBundle/validate()``). A pair array read
/// from a loaded document stays as its bytes there until its elements are asked for.
public struct PairArray: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private enum Storage: Sendable {
        case elements([JSONValue])
        /// The text of a non-empty array.
        case source(JSONSource)
    }

    private var storage: Storage

    /// The elements, as in the document.
    public var elements: [JSONValue] {
        get {
            switch storage {
            case .elements(let elements): elements
            case .source(let source): source.value.arrayValue ?? []
            }
        }
        set { storage = .elements(newValue) }
    }

    /// Creates a pair array from its raw elements.
    /// - Parameter elements: Alternating keys and values.
    public init(elements: [JSONValue] = []) {
        storage = .elements(elements)
    }

    /// The non-empty array whose text is `source`, read when its elements are asked for.
    init(source: JSONSource) {
        storage = .source(source)
    }

    /// Creates a pair array from key/value pairs, in order.
    /// - Parameter pairs: The pairs.
    public init(pairs: [(key: String, value: JSONValue)]) {
        storage = .elements(pairs.flatMap { [JSONValue.string($0.key), $0.value] })
    }

    /// Creates a pair array from a dictionary literal, in the literal's order.
    /// - Parameter elements: The pairs.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(pairs: elements.map { (key: $0.0, value: $0.1) })
    }

    /// The pairs whose key is a string, in order.
    public var pairs: [(key: String, value: JSONValue)] {
        let elements = elements
        return stride(from: 0, to: elements.count - 1, by: 2).compactMap { index in
            guard case .string(let key) = elements[index] else { return nil }
            return (key, elements[index + 1])
        }
    }

    /// The keys of ``pairs``.
    public var keys: [String] { pairs.map(\.key) }

    /// Whether there are no elements.
    public var isEmpty: Bool {
        switch storage {
        case .elements(let elements): elements.isEmpty
        case .source: false
        }
    }

    /// Whether the array has even length and every key is a string.
    public var isWellFormed: Bool {
        let elements = elements
        return elements.count.isMultiple(of: 2)
            && stride(from: 0, to: elements.count, by: 2).allSatisfy { elements[$0].stringValue != nil }
    }

    /// The value of the first pair with `key`; setting `nil` removes that pair, setting a new key appends a pair.
    /// - Parameter key: The pair's key.
    public subscript(key: String) -> JSONValue? {
        get {
            let elements = elements
            return Self.firstValueIndex(of: key, in: elements).map { elements[$0] }
        }
        set {
            var elements = elements
            defer { storage = .elements(elements) }
            if let index = Self.firstValueIndex(of: key, in: elements) {
                if let newValue {
                    elements[index] = newValue
                } else {
                    elements.removeSubrange(index - 1...index)
                }
            } else if let newValue {
                elements.append(.string(key))
                elements.append(newValue)
            }
        }
    }

    private static func firstValueIndex(of key: String, in elements: [JSONValue]) -> Int? {
        var index = 0
        while index + 1 < elements.count {
            if case .string(let candidate) = elements[index], candidate == key { return index + 1 }
            index += 2
        }
        return nil
    }

    /// The JSON array.
    public var jsonValue: JSONValue { .array(elements) }

    /// Whether two pair arrays have the same elements.
    /// - Parameters:
    ///   - lhs: A pair array.
    ///   - rhs: Another.
    /// - Returns: Whether their elements are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }

    /// Hashes the elements.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
