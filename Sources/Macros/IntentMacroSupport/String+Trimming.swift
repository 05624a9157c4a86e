extension String {
    /// The text without leading and trailing spaces, tabs and newlines (Foundation is not imported by the plug-in's
    /// code, which reads source text only).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
