/// Splits Swift source text into the few kinds of token ``SourceScanner`` reads: names, numbers and
/// punctuation. Comments (nested block comments included) and string literals (single-line,
/// multi-line, raw, with interpolations) produce no token, so an `@available` or a `struct` written
/// in one is never seen.
///
/// Lexical only: no preprocessing (`#if` branches are all read), no operators beyond single
/// characters and `->`.
struct SwiftTokenizer {
    /// One token.
    enum Token: Equatable {
        /// An identifier or keyword: `struct`, `available`, `iOS`.
        case name(String)
        /// A number as written, dots included: `16.0`, `17`.
        case number(String)
        /// One punctuation character (`{`, `@`, `*`…), or `->`.
        case symbol(String)
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Creates a tokenizer over UTF-8 source text.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every token of the text, in order.
    static func tokens(of text: String) -> [Token] {
        var tokenizer = SwiftTokenizer(text)
        var tokens: [Token] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// The next token, or `nil` at the end of the text.
    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#") where rawStringHashes() != nil:
                let hashes = rawStringHashes() ?? 0
                index += hashes
                skipString(hashes: hashes)
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                index += 2
                return .symbol("->")
            case _ where Self.isNameStart(byte):
                let start = index
                while index < bytes.count, Self.isNameContinuation(bytes[index]) { index += 1 }
                return .name(String(decoding: bytes[start..<index], as: UTF8.self))
            case UInt8(ascii: "`"):
                // An escaped name: `default`.
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                let name = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                index += 1
                return .name(name)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count, Self.isNumberContinuation(bytes[index]) { index += 1 }
                return .number(String(decoding: bytes[start..<index], as: UTF8.self))
            default:
                index += 1
                return .symbol(String(decoding: [byte], as: UTF8.self))
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The number of `#` before a raw string's quote at the current position, or `nil` when the
    /// `#` starts something else (`#if`, `#selector`).
    private func rawStringHashes() -> Int? {
        var count = 0
        while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
        return index + count < bytes.count && bytes[index + count] == UInt8(ascii: "\"") ? count : nil
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Skips a string literal whose opening quote is at the current position, with `hashes`
    /// `#` around it; interpolations (`\(…)`, `\#(…)` in a raw string) are skipped with what they
    /// hold, nested strings included.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: index + 1) {
                index += 1 + hashes
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") && (!multiline || (peek(1) == byte && peek(2) == byte)) {
                let end = index + (multiline ? 3 : 1)
                if hashesFollow(hashes, from: end) {
                    index = end + hashes
                    return
                }
                index += 1
            } else if byte == UInt8(ascii: "\n") && !multiline {
                // An unterminated single-line string ends at the line's end, as the compiler says.
                return
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(_ hashes: Int, from position: Int) -> Bool {
        guard position + hashes <= bytes.count else { return false }
        return bytes[position..<position + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// Skips `(…)` of an interpolation, strings and comments inside it included.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                index += 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "\"") {
                skipString(hashes: 0)
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                index += 1
            }
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isNumberContinuation(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_")
    }
}
