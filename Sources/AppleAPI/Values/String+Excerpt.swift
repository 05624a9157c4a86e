extension String {
    /// The text, cut to its first `limit` characters when longer, so that an error quoting untrusted
    /// input (a 60 MB parameter value, say) stays readable and small.
    /// - Parameter limit: The most characters kept.
    /// - Returns: The text, or its start followed by `… (N bytes in all)`.
    package func excerpt(limit: Int = 120) -> String {
        guard utf8.count > limit, let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end < endIndex
        else { return self }
        return "\(self[..<end])… (\(utf8.count) bytes in all)"
    }
}
