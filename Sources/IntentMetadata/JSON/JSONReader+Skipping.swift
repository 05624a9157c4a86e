#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Checking a value without building it: what lets a loader keep part of a document as its bytes.

extension JSONReader {
    /// Checks the value at the index as ``parseValue(depth:)`` does (syntax, UTF-8, escapes, repeated keys, and
    /// the same depth, string-length and element-count limits, counting the same values) and steps over it,
    /// making nothing: no strings, no arrays, no dictionaries.
    /// - Parameter depth: The nesting depth of the container the value is in.
    /// - Throws: ``MetadataError`` where ``parseValue(depth:)`` would throw one.
    mutating func skipValue(depth: Int) throws(MetadataError) {
        elementCount += 1
        if elementCount > maxElements { throw tooManyElementsError() }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "{"):
            try skipObject(depth: depth + 1)
        case UInt8(ascii: "["):
            try skipArray(depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try scanNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
        case UInt8(ascii: "f"):
            try expectLiteral("false")
        case UInt8(ascii: "n"):
            try expectLiteral("null")
        default:
            throw unexpectedByteError("where a JSON value was expected")
        }
    }

    /// Steps over whitespace and the `separator` that must follow it (`:` after a key).
    mutating func expectSeparator(_ separator: UInt8, _ description: String) throws(MetadataError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == separator else { throw expectedError(description) }
        index += 1
        skipWhitespace()
        guard index < bytes.count else {
            throw MetadataError(.syntax, "unexpected end of input; expected a value", at: index)
        }
    }

    /// After a member or element: steps over whitespace and a `,` (returning `true`, another one follows) or the
    /// `closing` bracket (returning `false`).
    mutating func continueContainer(closing: UInt8) throws(MetadataError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw MetadataError(.syntax, "unexpected end of input; expected ',' or a closing bracket", at: index)
        }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            guard index < bytes.count else {
                throw MetadataError(.syntax, "unexpected end of input; expected a value", at: index)
            }
            return true
        case closing:
            index += 1
            return false
        default:
            throw unexpectedByteError("after a value; expected ',' or a closing bracket")
        }
    }

    /// Steps into the container that starts at the index; `false` (and past it) when it is empty.
    mutating func enterContainer(closing: UInt8, depth: Int) throws(MetadataError) -> Bool {
        guard depth <= maxDepth else { throw tooDeepError() }
        index += 1
        skipWhitespace()
        guard index < bytes.count else {
            throw MetadataError(.syntax, "unexpected end of input; expected a value", at: index)
        }
        if bytes[index] == closing {
            index += 1
            return false
        }
        return true
    }

    /// Reads a member key at the index, checking it against the keys already read from the same object: those
    /// on ``skippedKeys`` above `base`, and in `seen` once the object has many.
    /// - Parameters:
    ///   - base: Where the object's keys start on ``skippedKeys``.
    ///   - seen: The object's keys as text, made once it has 32: pairwise comparison suits the small objects
    ///     metadata is made of, hashing keeps a large one linear.
    /// - Returns: The key.
    mutating func scanMemberKey(base: Int, seen: inout Set<String>?) throws(MetadataError) -> ScannedString {
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw unexpectedByteError("where a member key (a string in double quotes) was expected")
        }
        let offset = index
        let key = try scanString()
        if seen == nil, skippedKeys.count - base >= 32 {
            seen = Set(skippedKeys[base...].map(text(of:)))
        }
        if seen != nil {
            guard seen?.insert(text(of: key)).inserted == true else { throw duplicateKeyError(key, at: offset) }
        } else {
            for position in base..<skippedKeys.count where isSame(key, skippedKeys[position]) {
                throw duplicateKeyError(key, at: offset)
            }
        }
        skippedKeys.append(key)
        return key
    }

    /// Whether two scanned strings are the same `String`.
    func isSame(_ first: ScannedString, _ second: ScannedString) -> Bool {
        if first.isPlainASCII && second.isPlainASCII {
            guard first.contents.count == second.contents.count else { return false }
            guard let base = bytes.baseAddress else { return true }
            return memcmp(base + first.contents.lowerBound, base + second.contents.lowerBound, first.contents.count)
                == 0
        }
        return text(of: first) == text(of: second)
    }

    /// Whether a scanned string is `expected` (plain ASCII, as every key the model reads is).
    func isText(_ string: ScannedString, _ expected: StaticString) -> Bool {
        guard string.isPlainASCII, string.contents.count == expected.utf8CodeUnitCount, let base = bytes.baseAddress
        else { return false }
        return memcmp(base + string.contents.lowerBound, expected.utf8Start, string.contents.count) == 0
    }

    /// The text of a scanned string.
    func text(of string: ScannedString) -> String {
        string.unescaped ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[string.contents]), as: UTF8.self)
    }

    private func duplicateKeyError(_ key: ScannedString, at offset: Int) -> MetadataError {
        let name = text(of: key)
        return MetadataError(
            .duplicateKey,
            "the key \"\(name)\" appears twice in the same object; keep one",
            at: offset,
            path: [.key(name)]
        )
    }

    private mutating func skipObject(depth: Int) throws(MetadataError) {
        guard try enterContainer(closing: UInt8(ascii: "}"), depth: depth) else { return }
        let base = skippedKeys.count
        defer { skippedKeys.removeLast(skippedKeys.count - base) }
        var seen: Set<String>?
        repeat {
            _ = try scanMemberKey(base: base, seen: &seen)
            try expectSeparator(UInt8(ascii: ":"), "':' after a key")
            try skipValue(depth: depth)
        } while try continueContainer(closing: UInt8(ascii: "}"))
    }

    private mutating func skipArray(depth: Int) throws(MetadataError) {
        guard try enterContainer(closing: UInt8(ascii: "]"), depth: depth) else { return }
        repeat {
            try skipValue(depth: depth)
        } while try continueContainer(closing: UInt8(ascii: "]"))
    }
}
