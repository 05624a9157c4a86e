/// RFC 3986 percent-encoding over UTF-8 bytes, without Foundation: deep links and the MCP
/// server's entity addresses share it, and neither pulls Foundation's URL machinery into a host.
package enum PercentEncoding {
    /// RFC 3986 unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    package static let unreserved: Set<UInt8> = Set(
        Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
            + Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + Array("-._~".utf8))

    /// `text` with every byte outside `allowed` written as `%XX`.
    /// - Parameters:
    ///   - text: The text to encode.
    ///   - allowed: The bytes kept as they are; ``unreserved`` unless said otherwise.
    package static func encoded(_ text: some StringProtocol, keeping allowed: Set<UInt8> = unreserved) -> String {
        var result = ""
        for byte in text.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += escape(byte)
            }
        }
        return result
    }

    /// `text` with its `%XX` escapes decoded, as Foundation's `removingPercentEncoding` does: `nil`
    /// when a `%` is not followed by two hexadecimal digits or the decoded bytes are not UTF-8.
    package static func decoded(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `%XX`, upper-case hexadecimal, for one byte.
    package static func escape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
