/// A byte-level JSON reader (RFC 8259) with limits, exact error positions and literal-preserving numbers.
///
/// Decisions: a repeated key in one object is an error (``MetadataError/Code/duplicateKey``), since two readers
/// that disagree on which value wins are a hazard for untrusted input; a leading UTF-8 byte order mark is
/// skipped; lone UTF-16 surrogates in `\u` escapes are refused (a Swift `String` cannot hold them).
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeRawPointer?
    var index = 0
    let maxDepth: Int
    let maxStringBytes: Int
    let maxElements: Int
    var elementCount = 0
    private var scratch: [UInt8] = []
    /// Members of the objects being read, innermost last; each object takes its own off the top when it ends,
    /// so its dictionary is created once at its final size.
    private var memberStack: [(key: String, value: JSONValue, offset: Int)] = []
    /// Elements of the arrays being read, likewise.
    private var elementStack: [JSONValue] = []
    /// Keys of the objects being skipped (``skipValue(depth:)``), innermost last, to find a repeated key.
    var skippedKeys: [ScannedString] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limits: MetadataLimits) {
        self.bytes = bytes
        self.base = bytes.baseAddress.map(UnsafeRawPointer.init)
        self.maxDepth = limits.maxDepth
        self.maxStringBytes = limits.maxStringBytes
        self.maxElements = limits.maxElements
    }

    // MARK: - Entry points

    /// Parses one JSON document; errors come back located (file, line, column).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: MetadataLimits, source: String?)
        throws(MetadataError) -> JSONValue
    {
        guard bytes.count <= limits.maxBytes else {
            throw tooLargeError(count: bytes.count, limits: limits, source: source)
        }
        var reader = JSONReader(bytes: bytes, limits: limits)
        do {
            return try reader.parseDocument()
        } catch {
            throw error.located(in: bytes, file: source)
        }
    }

    /// Runs `body` over the bytes of `sequence` as one contiguous buffer, refusing input over the size limit
    /// before copying it (a sequence that cannot say its size is read only up to the limit plus one byte).
    static func withContiguousBytes<Result>(
        _ sequence: some Sequence<UInt8>,
        limits: MetadataLimits,
        source: String?,
        _ body: (UnsafeBufferPointer<UInt8>) throws(MetadataError) -> Result
    ) throws(MetadataError) -> Result {
        if sequence.underestimatedCount > limits.maxBytes {
            throw tooLargeError(count: sequence.underestimatedCount, limits: limits, source: source)
        }
        let direct: Swift.Result<Result, MetadataError>? = sequence.withContiguousStorageIfAvailable { buffer in
            do throws(MetadataError) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        if let direct { return try direct.get() }
        var copy: [UInt8] = []
        copy.reserveCapacity(min(sequence.underestimatedCount, limits.maxBytes))
        for byte in sequence {
            guard copy.count < limits.maxBytes else {
                throw tooLargeError(count: nil, limits: limits, source: source)
            }
            copy.append(byte)
        }
        let result: Swift.Result<Result, MetadataError> = copy.withUnsafeBufferPointer { buffer in
            do throws(MetadataError) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    static func tooLargeError(count: Int?, limits: MetadataLimits, source: String?) -> MetadataError {
        let size = count.map { "\($0) bytes" } ?? "more than \(limits.maxBytes) bytes"
        var error = MetadataError(
            .tooLarge,
            "the input is \(size), over the limit of \(limits.maxBytes) bytes; "
                + "if the file is genuine, raise MetadataLimits.maxBytes"
        )
        error.file = source
        return error
    }

    /// The byte offset of the value at `path` in a document that parses, or `nil` when the path is not in it.
    /// Used only after an error, to give a type error found in the parsed tree its line and column.
    static func offset(of path: [JSONPathComponent], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var reader = JSONReader(bytes: bytes, limits: MetadataLimits(maxBytes: .max, maxElements: .max))
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
        reader.skipWhitespace()
        for component in path {
            guard let next = try? reader.seek(component) else { return nil }
            guard next else { return nil }
        }
        return reader.index < bytes.count ? reader.index : nil
    }

    /// Moves from the start of a container to the start of its member or element `component`; `false` when the
    /// container has no such member.
    private mutating func seek(_ component: JSONPathComponent) throws(MetadataError) -> Bool {
        let opening: UInt8
        switch component {
        case .key: opening = UInt8(ascii: "{")
        case .index: opening = UInt8(ascii: "[")
        }
        guard index < bytes.count, bytes[index] == opening else { return false }
        index += 1
        skipWhitespace()
        var position = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "]") {
            var found = false
            switch component {
            case .key(let wanted):
                found = try parseString() == wanted
                skipWhitespace()
                index += 1  // ':'
                skipWhitespace()
            case .index(let wanted):
                found = position == wanted
            }
            if found { return true }
            _ = try parseValue(depth: 0)
            position += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            }
        }
        return false
    }

    // MARK: - Values

    private mutating func parseDocument() throws(MetadataError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw MetadataError(.syntax, "the input is empty; expected a JSON document", at: index)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else {
            throw unexpectedByteError("after the end of the JSON document; remove the trailing data")
        }
        return value
    }

    mutating func parseValue(depth: Int) throws(MetadataError) -> JSONValue {
        elementCount += 1
        if elementCount > maxElements { throw tooManyElementsError() }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default:
            throw unexpectedByteError("where a JSON value was expected")
        }
    }

    private mutating func parseObject(depth: Int) throws(MetadataError) -> JSONValue {
        guard depth <= maxDepth else { throw tooDeepError() }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([:])
        }
        let base = memberStack.count
        defer { memberStack.removeSubrange(base...) }
        while true {
            guard index < bytes.count else {
                throw MetadataError(.syntax, "unexpected end of input; expected a member key", at: index)
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw unexpectedByteError("where a member key (a string in double quotes) was expected")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw expectedError("':' after the key \"\(key)\"", path: [.key(key)])
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count else {
                throw MetadataError(.syntax, "unexpected end of input; expected a value", at: index, path: [.key(key)])
            }
            let value: JSONValue
            do {
                value = try parseValue(depth: depth)
            } catch {
                throw error.prefixed(.key(key))
            }
            memberStack.append((key, value, keyOffset))
            skipWhitespace()
            guard index < bytes.count else {
                throw MetadataError(.syntax, "unexpected end of input; expected ',' or '}'", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(try makeObject(from: base))
            default:
                throw unexpectedByteError("after an object member; expected ',' or '}'")
            }
        }
    }

    /// The dictionary of the members above `base` on the member stack; a repeated key is an error.
    private func makeObject(from base: Int) throws(MetadataError) -> [String: JSONValue] {
        var members = [String: JSONValue](minimumCapacity: memberStack.count - base)
        for position in base..<memberStack.count {
            let member = memberStack[position]
            if members.updateValue(member.value, forKey: member.key) != nil {
                throw MetadataError(
                    .duplicateKey,
                    "the key \"\(member.key)\" appears twice in the same object; keep one",
                    at: member.offset,
                    path: [.key(member.key)]
                )
            }
        }
        return members
    }

    private mutating func parseArray(depth: Int) throws(MetadataError) -> JSONValue {
        guard depth <= maxDepth else { throw tooDeepError() }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        let base = elementStack.count
        defer { elementStack.removeSubrange(base...) }
        while true {
            guard index < bytes.count else {
                throw MetadataError(
                    .syntax,
                    "unexpected end of input; expected a value",
                    at: index,
                    path: [.index(elementStack.count - base)]
                )
            }
            do {
                let element = try parseValue(depth: depth)
                elementStack.append(element)
            } catch {
                throw error.prefixed(.index(elementStack.count - base))
            }
            skipWhitespace()
            guard index < bytes.count else {
                throw MetadataError(.syntax, "unexpected end of input; expected ',' or ']'", at: index)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                return .array(Array(elementStack[base...]))
            default:
                throw unexpectedByteError("after an array element; expected ',' or ']'")
            }
        }
    }

    // MARK: - Strings

    /// Reads the string that starts at the current `"`; leaves the index after its closing quote.
    mutating func parseString() throws(MetadataError) -> String {
        let string = try scanString()
        return string.unescaped
            ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[string.contents]), as: UTF8.self)
    }

    /// A string checked by ``scanString()``.
    struct ScannedString {
        /// The bytes between the quotes.
        var contents: Range<Int>
        /// The text, when the string has escapes (otherwise it is the bytes themselves).
        var unescaped: String?
        /// Whether the bytes are all ASCII and there are no escapes: two such strings are equal exactly when their
        /// bytes are (other strings compare by Unicode canonical equivalence, as `String` does).
        var isPlainASCII: Bool
    }

    /// Checks the string that starts at the current `"` and steps over it, making no `String` unless the string
    /// has escapes.
    /// - Returns: Where its text is.
    mutating func scanString() throws(MetadataError) -> ScannedString {
        let quote = index
        var isASCII = true
        index += 1
        let start = index
        let end = bytes.count
        // A string of maxStringBytes bytes is accepted: its closing quote may be the byte after them.
        let limit = min(end, start &+ maxStringBytes &+ 1)
        while index < limit {
            // Skip 8 plain ASCII bytes at a time: no quote, backslash, control character or byte ≥ 0x80.
            if let base {
                while index &+ 8 <= limit {
                    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let attention = Self.attentionBytes(word)
                    guard attention == 0 else {
                        // Straight to the first byte that needs a look (the lowest flagged one is exact).
                        index &+= attention.trailingZeroBitCount &>> 3
                        break
                    }
                    index &+= 8
                }
                guard index < limit else { break }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return ScannedString(contents: start..<index - 1, unescaped: nil, isPlainASCII: isASCII)
            }
            if byte == UInt8(ascii: "\\") {
                let unescaped = try parseEscapedString(quote: quote, start: start)
                return ScannedString(contents: start..<index - 1, unescaped: unescaped, isPlainASCII: false)
            }
            if byte < 0x20 {
                throw controlCharacterError(byte)
            }
            if byte >= 0x80 {
                isASCII = false
                try validateUTF8Sequence()
            } else {
                index += 1
            }
        }
        throw endOfStringError(quote: quote, start: start)
    }

    /// The bytes of `word` (little-endian) that are `"`, `\\`, below 0x20 or at least 0x80, as their high bits: zero
    /// when there are none. The lowest flagged byte is always one of them; higher ones may be false alarms.
    @inline(__always)
    private static func attentionBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ 0x2222_2222_2222_2222
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- 0x2020_2020_2020_2020) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs
    }

    /// Continues a string at its first backslash, unescaping into the scratch buffer.
    private mutating func parseEscapedString(quote: Int, start: Int) throws(MetadataError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        let end = bytes.count
        let limit = min(end, start &+ maxStringBytes &+ 1)
        while index < limit {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape()
            case 0..<0x20:
                throw controlCharacterError(byte)
            case 0x80...:
                let sequenceStart = index
                try validateUTF8Sequence()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<index]))
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw endOfStringError(quote: quote, start: start)
    }

    private mutating func appendEscape() throws(MetadataError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else {
            throw MetadataError(.syntax, "unexpected end of input inside an escape sequence", at: index)
        }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeStart: escapeStart)
            if (0xD800..<0xDC00).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw MetadataError(
                        .syntax,
                        "the escape \\u\(hex4(scalar)) is a lone high surrogate; follow it with a low surrogate",
                        at: escapeStart
                    )
                }
                index += 2
                let low = try readHex4(escapeStart: index - 2)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw MetadataError(
                        .syntax,
                        "the escape \\u\(hex4(scalar)) is not followed by a low surrogate (found \\u\(hex4(low)))",
                        at: escapeStart
                    )
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw MetadataError(
                    .syntax,
                    "the escape \\u\(hex4(scalar)) is a lone low surrogate",
                    at: escapeStart
                )
            }
            appendUTF8(scalar)
        default:
            index = escapeStart + 1
            throw MetadataError(
                .syntax,
                "invalid escape sequence \\\(describe(byte: byte)); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: escapeStart
            )
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(MetadataError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw MetadataError(.syntax, "unexpected end of input inside a \\u escape", at: index)
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw MetadataError(
                    .syntax,
                    "invalid \\u escape: expected 4 hexadecimal digits, found \(describe(byte: byte))",
                    at: escapeStart
                )
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Checks the multi-byte UTF-8 sequence at the index (Unicode Table 3-7) and steps over it.
    private mutating func validateUTF8Sequence() throws(MetadataError) {
        if let length = Self.utf8SequenceLength(bytes, at: index) {
            index += length
        } else {
            throw MetadataError(
                .invalidUTF8,
                "invalid UTF-8 (byte 0x\(hex2(bytes[index]))); the file must be UTF-8 encoded",
                at: index
            )
        }
    }

    /// The length of the valid multi-byte UTF-8 sequence at `offset`, or `nil` if it is not valid.
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        let second = bytes[offset + 1]
        guard second >= low, second <= high else { return nil }
        for position in 2..<length where bytes[offset + position] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    // MARK: - Numbers and literals

    private mutating func parseNumber() throws(MetadataError) -> JSONNumber {
        let range = try scanNumber()
        return JSONNumber(
            uncheckedLiteral: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        )
    }

    /// Checks the number at the index and steps over it.
    /// - Returns: Its bytes.
    mutating func scanNumber() throws(MetadataError) -> Range<Int> {
        let start = index
        let end = bytes.count
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, isDigit(bytes[index]) else {
            throw numberError("expected a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(bytes[index]) {
                throw MetadataError(
                    .syntax,
                    "invalid number: JSON forbids leading zeros; write the number without them",
                    at: start
                )
            }
        } else {
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(bytes[index]) else { throw numberError("expected a digit after '.'") }
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end, isDigit(bytes[index]) else { throw numberError("expected a digit in the exponent") }
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        guard index - start <= maxStringBytes else {
            throw MetadataError(
                .stringTooLong,
                "a number is \(index - start) bytes long, over MetadataLimits.maxStringBytes (\(maxStringBytes))",
                at: start
            )
        }
        return start..<index
    }

    mutating func expectLiteral(_ literal: StaticString) throws(MetadataError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            guard start + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
            return true
        }
        guard matches else {
            throw MetadataError(.syntax, "invalid literal; expected '\(literal)'", at: start)
        }
        index += count
    }

    // MARK: - Helpers

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    func tooManyElementsError() -> MetadataError {
        MetadataError(
            .tooManyElements,
            "the document holds more than \(maxElements) values; raise MetadataLimits.maxElements if it is genuine",
            at: index
        )
    }

    func tooDeepError() -> MetadataError {
        MetadataError(
            .tooDeep,
            "arrays and objects are nested more than \(maxDepth) deep; "
                + "raise MetadataLimits.maxDepth if the document is genuine",
            at: index
        )
    }

    private func controlCharacterError(_ byte: UInt8) -> MetadataError {
        MetadataError(
            .syntax,
            "unescaped control character U+00\(hex2(byte)) in a string; write it as an escape (\\n, \\t, \\u00XX)",
            at: index
        )
    }

    private func endOfStringError(quote: Int, start: Int) -> MetadataError {
        if index >= bytes.count {
            return MetadataError(.syntax, "unterminated string; add the closing '\"'", at: quote)
        }
        return MetadataError(
            .stringTooLong,
            "a string is longer than MetadataLimits.maxStringBytes (\(maxStringBytes) bytes)",
            at: quote
        )
    }

    private func numberError(_ problem: String) -> MetadataError {
        if index >= bytes.count {
            return MetadataError(.syntax, "unexpected end of input in a number; \(problem)", at: index)
        }
        return MetadataError(.syntax, "invalid number: \(problem), found \(describe(byte: bytes[index]))", at: index)
    }

    func expectedError(_ expected: String, path: [JSONPathComponent] = []) -> MetadataError {
        if index >= bytes.count {
            return MetadataError(.syntax, "unexpected end of input; expected \(expected)", at: index, path: path)
        }
        return MetadataError(
            .syntax,
            "unexpected \(describe(byte: bytes[index])); expected \(expected)",
            at: index,
            path: path
        )
    }

    /// An error for the byte at the index: invalid UTF-8 when it starts no valid sequence, otherwise a syntax error.
    func unexpectedByteError(_ context: String) -> MetadataError {
        guard index < bytes.count else {
            return MetadataError(.syntax, "unexpected end of input \(context)", at: index)
        }
        let byte = bytes[index]
        if byte >= 0x80, Self.utf8SequenceLength(bytes, at: index) == nil {
            return MetadataError(
                .invalidUTF8,
                "invalid UTF-8 (byte 0x\(hex2(byte))); the file must be UTF-8 encoded",
                at: index
            )
        }
        return MetadataError(.syntax, "unexpected \(describe(byte: byte)) \(context)", at: index)
    }

    private func describe(byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x80...:
            if let length = Self.utf8SequenceLength(bytes, at: index) {
                "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
                    + "'"
            } else {
                "byte 0x\(hex2(byte))"
            }
        default: "U+00\(hex2(byte))"
        }
    }

    private func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    private func hex4(_ value: UInt32) -> String {
        hex2(UInt8(value >> 8 & 0xFF)) + hex2(UInt8(value & 0xFF))
    }
}
