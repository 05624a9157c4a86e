/// A token of Swift source, located by its UTF-8 byte range in the text it came from.
package struct SwiftToken: Sendable, Equatable {
    /// What a token is, as far as the expanders need to know.
    package enum Kind: Sendable, Equatable {
        /// A name or keyword, backticks removed.
        case identifier
        /// A string literal (any form: `"…"`, `"""…"""`, `#"…"#`).
        case string
        /// A number literal.
        case number
        /// One punctuation character: `( ) [ ] { } < > , : ; = @ . ? ! \`.
        case punctuation
        /// `->`.
        case arrow
        /// Any other run of operator characters.
        case `operator`
    }

    /// What the token is.
    package var kind: Kind
    /// The token's text (for an identifier, without backticks).
    package var text: String
    /// The UTF-8 offset of its first byte.
    package var start: Int
    /// The UTF-8 offset just past its last byte.
    package var end: Int
}

/// Splits Swift source into tokens, skipping whitespace and comments: enough to find a declaration's parts
/// without a parser. Never fails: text it cannot classify becomes single-character operators.
package enum SwiftTokenizer {
    /// The tokens of `source`.
    /// - Parameter source: Swift source.
    /// - Returns: The tokens, in order.
    package static func tokens(of source: String) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        var tokens: [SwiftToken] = []
        var index = 0
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            if isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = endOfBlockComment(bytes, from: index)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(bytes, at: index)) {
                index = min(bytes.count, endOfString(bytes, from: index))
                tokens.append(SwiftToken(kind: .string, text: text(start, index), start: start, end: index))
            } else if byte == UInt8(ascii: "`") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                let name = text(start + 1, index)
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(SwiftToken(kind: .identifier, text: name, start: start, end: index))
            } else if isIdentifierHead(byte) || (byte == UInt8(ascii: "$") && index + 1 < bytes.count) {
                index += 1
                while index < bytes.count, isIdentifierBody(bytes[index]) { index += 1 }
                tokens.append(SwiftToken(kind: .identifier, text: text(start, index), start: start, end: index))
            } else if isDigit(byte) {
                while index < bytes.count, isIdentifierBody(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                tokens.append(SwiftToken(kind: .number, text: text(start, index), start: start, end: index))
            } else if punctuation.contains(byte) {
                index += 1
                tokens.append(SwiftToken(kind: .punctuation, text: text(start, index), start: start, end: index))
            } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                tokens.append(SwiftToken(kind: .arrow, text: "->", start: start, end: index))
            } else if operatorCharacters.contains(byte) {
                while index < bytes.count, operatorCharacters.contains(bytes[index]) { index += 1 }
                tokens.append(SwiftToken(kind: .operator, text: text(start, index), start: start, end: index))
            } else {
                // Any other byte (a non-ASCII operator, a stray character): one token of its own, whole scalar.
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                tokens.append(SwiftToken(kind: .operator, text: text(start, index), start: start, end: index))
            }
        }
        return tokens
    }

    private static let punctuation = Set("()[]{}<>,:;=@.?!\\".utf8)
    private static let operatorCharacters = Set("/=-+*%&|^~".utf8)

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0xC0
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte) || byte >= 0x80
    }

    /// The index just past a block comment starting at `start` (nested comments included).
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/")
            {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// Whether the `#` at `index` opens a raw string (`#"`, `##"`…).
    private static func startsRawString(_ bytes: [UInt8], at index: Int) -> Bool {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
    }

    /// The index just past the string literal starting at `start` (its opening `#`s or quote), interpolations
    /// and the strings inside them included; the end of the text when the literal is not closed.
    /// Strings nest through interpolations no deeper than this; deeper, the rest of the text is the string.
    static let maximumNesting = 64

    private static func endOfString(_ bytes: [UInt8], from start: Int, depth: Int = 0) -> Int {
        guard depth < maximumNesting else { return bytes.count }
        return min(bytes.count, endOfStringUnclamped(bytes, from: start, depth: depth))
    }

    private static func endOfStringUnclamped(_ bytes: [UInt8], from start: Int, depth: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let quote = UInt8(ascii: "\"")
        let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += multiline ? 3 : 1
        let closingQuotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hasHashes(bytes, after: index, count: hashes) {
                index += 1 + hashes
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    index = endOfInterpolation(bytes, from: index, depth: depth)
                } else {
                    index += 1
                }
            } else if byte == quote, hasQuotes(bytes, at: index, count: closingQuotes),
                hasHashes(bytes, after: index + closingQuotes - 1, count: hashes)
            {
                return index + closingQuotes + hashes
            } else if byte == UInt8(ascii: "\n"), !multiline {
                return index
            } else {
                index += 1
            }
        }
        return index
    }

    private static func hasHashes(_ bytes: [UInt8], after index: Int, count: Int) -> Bool {
        guard index + count < bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + 1 + $0] == UInt8(ascii: "#") }
    }

    private static func hasQuotes(_ bytes: [UInt8], at index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "\"") }
    }

    /// The index just past the `)` closing the interpolation whose `(` is at `start`.
    private static func endOfInterpolation(_ bytes: [UInt8], from start: Int, depth: Int) -> Int {
        var index = start + 1
        var parentheses = 1
        while index < bytes.count, parentheses > 0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(bytes, at: index)) {
                index = endOfString(bytes, from: index, depth: depth + 1)
                continue
            }
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") { parentheses -= 1 }
            index += 1
        }
        return index
    }
}
