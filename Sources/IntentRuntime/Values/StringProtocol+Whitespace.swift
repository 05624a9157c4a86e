extension StringProtocol {
    /// The text without leading and trailing spaces and tabs: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes (U+0009 and the space separators, Unicode
    /// category Zs; not line breaks), without loading Foundation.
    /// - Returns: The trimmed text.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        guard let last = scalars.lastIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
