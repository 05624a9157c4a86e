#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A URL a Live Activity or widget region opens in its app, validated and percent-encoded.
///
/// Built from parts, every query value is percent-encoded as UTF-8, so a Chinese product name
/// travels intact:
///
/// ```swift
/// let link = try DeepLink(
///     scheme: "hdSeckill", host: "seckill",
///     queryItems: [URLQueryItem(name: "productId", value: "100012043978"),
///                  URLQueryItem(name: "name", value: "华为 Mate 60")])
/// link.url.absoluteString  // hdSeckill://seckill?productId=100012043978&name=%E5%8D%8E%E4%B8%BA%20Mate%2060
/// ```
///
/// Parsed from text (``init(_:)``, as `intents open` does), characters a URL may not hold
/// literally (non-ASCII letters, spaces) are percent-encoded rather than refused; control
/// characters, a missing or malformed scheme, malformed `%` escapes, and URLs over
/// ``maximumLength`` bytes are refused with a ``DeepLinkError`` that says which.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The longest URL accepted, in bytes once percent-encoded.
    public static let maximumLength = 2048

    /// The percent-encoded URL.
    public let url: URL

    /// The percent-encoded URL as text, exactly as validated.
    private let text: String

    /// The scheme, as written (schemes compare case-insensitively).
    public let scheme: String

    /// The host (`seckill` in `hdSeckill://seckill?…`), if the URL has an authority.
    public let host: String?

    /// The path, percent-decoded; empty when there is none.
    public let path: String

    /// The query items in order, names and values percent-decoded.
    public let queryItems: [URLQueryItem]

    /// Parses, validates and percent-encodes a URL.
    /// - Parameter text: The URL; surrounding white space is ignored.
    /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Code/invalidURL`` or
    ///   ``DeepLinkError/Code/tooLong``.
    public init(_ text: String) throws(DeepLinkError) {
        let given = Self.trimmed(text)
        func invalid(_ message: String) -> DeepLinkError {
            DeepLinkError(.invalidURL, url: given, message: message)
        }
        guard !given.isEmpty else { throw invalid("the URL is empty") }
        guard given.utf8.count <= Self.maximumLength else {
            throw DeepLinkError(
                .tooLong, url: String(given.prefix(64)) + "…",
                message: "the URL is \(given.utf8.count) bytes, over the \(Self.maximumLength)-byte limit")
        }
        if let control = given.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw invalid(
                "the URL holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
        }
        guard let colon = given.firstIndex(of: ":") else {
            throw invalid("the URL has no scheme (such as `hdSeckill:`)")
        }
        let scheme = String(given[..<colon])
        try Self.validate(scheme: scheme, url: given)
        let encoded = try Self.percentEncodingDisallowed(String(given[given.index(after: colon)...]), url: given)
        let absolute = scheme + ":" + encoded
        guard absolute.utf8.count <= Self.maximumLength else {
            throw DeepLinkError(
                .tooLong, url: String(given.prefix(64)) + "…",
                message: "the URL is \(absolute.utf8.count) bytes once percent-encoded, over the "
                    + "\(Self.maximumLength)-byte limit")
        }

        var rest = Substring(encoded)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var host: String?
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            let authority = String(rest[..<end])
            try Self.validate(host: authority, url: given)
            host = authority
            rest = rest[end...]
        }
        let queryStart = rest.firstIndex(of: "?")
        let encodedPath = queryStart.map { rest[..<$0] } ?? rest
        guard let path = PercentEncoding.decoded(encodedPath) else {
            throw invalid("the path's percent escapes are not UTF-8")
        }
        var items: [URLQueryItem] = []
        if let queryStart {
            let query = rest[rest.index(after: queryStart)...]
            for pair in query.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = PercentEncoding.decoded(parts[0]) else {
                    throw invalid("the query item `\(pair)` has percent escapes that are not UTF-8")
                }
                var value: String?
                if parts.count > 1 {
                    guard let decoded = PercentEncoding.decoded(parts[1]) else {
                        throw invalid("the query item `\(pair)` has percent escapes that are not UTF-8")
                    }
                    value = decoded
                }
                items.append(URLQueryItem(name: name, value: value))
            }
        }
        guard let url = URL(string: absolute) else { throw invalid("Foundation does not accept the URL") }
        self.url = url
        self.text = absolute
        self.scheme = scheme
        self.host = host
        self.path = path
        self.queryItems = items
    }

    /// Builds a URL from parts, percent-encoding the path and every query name and value.
    /// - Parameters:
    ///   - scheme: The scheme: a letter, then letters, digits, `+`, `-` or `.`.
    ///   - host: The host: letters, digits, `-` and `.`.
    ///   - path: The path, empty or starting with `/`; encoded except for `/`.
    ///   - queryItems: The query items, in order; a `nil` value writes the name alone.
    /// - Throws: ``DeepLinkError`` when a part is malformed or the URL is too long.
    public init(scheme: String, host: String, path: String = "", queryItems: [URLQueryItem] = [])
        throws(DeepLinkError)
    {
        let described = "\(scheme)://\(host)\(path)"
        try Self.validate(scheme: scheme, url: described)
        try Self.validate(host: host, url: described)
        guard path.isEmpty || path.hasPrefix("/") else {
            throw DeepLinkError(.invalidURL, url: described, message: "the path must be empty or start with `/`")
        }
        var text =
            "\(scheme)://\(host)" + PercentEncoding.encoded(path, keeping: Self.unreserved.union([UInt8(ascii: "/")]))
        if !queryItems.isEmpty {
            text += "?"
            text += queryItems.map { item in
                PercentEncoding.encoded(item.name, keeping: Self.unreserved)
                    + (item.value.map { "=" + PercentEncoding.encoded($0, keeping: Self.unreserved) } ?? "")
            }.joined(separator: "&")
        }
        try self.init(text)
    }

    /// The value of the first query item with a name; `nil` when there is none (or it has no
    /// value).
    /// - Parameter name: The query item's name.
    /// - Returns: Its percent-decoded value.
    public func value(forQueryItem name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The percent-encoded URL.
    public var description: String { text }

    // MARK: - Validation and encoding

    /// RFC 3986 unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    static let unreserved = PercentEncoding.unreserved

    /// Characters a URL may hold literally: unreserved, reserved, and `%` (of an escape). `[` and
    /// `]` are left out: they belong only around an IPv6 host, which a deep link never has.
    static let allowedInURL: Set<UInt8> = unreserved.union(":/?#@!$&'()*+,;=%".utf8)

    private static func validate(scheme: String, url: String) throws(DeepLinkError) {
        let bytes = Array(scheme.utf8)
        guard let first = bytes.first, first.isASCIILetter, bytes.count <= 64,
            bytes.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-.".utf8.contains($0) })
        else {
            throw DeepLinkError(
                .invalidURL, url: url,
                message: "the scheme `\(scheme)` must be a letter followed by letters, digits, '+', '-' or '.'")
        }
    }

    private static func validate(host: String, url: String) throws(DeepLinkError) {
        let bytes = Array(host.utf8)
        guard !bytes.isEmpty, bytes.count <= 253,
            bytes.allSatisfy({
                $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else {
            throw DeepLinkError(
                .invalidURL, url: url,
                message: "the host `\(host)` must be letters, digits, '-' and '.' (no user, port or encoded host)")
        }
    }

    /// Percent-encodes every byte a URL may not hold literally; checks existing escapes.
    private static func percentEncodingDisallowed(_ text: String, url: String) throws(DeepLinkError) -> String {
        let bytes = Array(text.utf8)
        var index = 0
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, bytes[index + 1].isASCIIHexDigit, bytes[index + 2].isASCIIHexDigit
                else {
                    throw DeepLinkError(
                        .invalidURL, url: url,
                        message: "a '%' at byte \(index) is not followed by two hexadecimal digits; "
                            + "write a literal '%' as %25")
                }
                result.append(contentsOf: bytes[index...(index + 2)])
                index += 3
                continue
            }
            if allowedInURL.contains(byte) {
                result.append(byte)
            } else {
                result.append(contentsOf: PercentEncoding.escape(byte).utf8)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` without white space and line breaks at either end.
    private static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }

    fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    fileprivate var isASCIIHexDigit: Bool {
        isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
