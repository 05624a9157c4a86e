/// A string a user sees: an intent's title, a parameter's title, a dialog.
///
/// Spelled as Apple's `LocalizedStringResource` so that intent sources compile against both
/// Apple's AppIntents and this runtime. The runtime does not localize: `key` is the text
/// (or the strings-table key) exactly as written in source, which is also what Xcode writes
/// into `extract.actionsdata`.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation
{
    /// The key: the literal text as written in source.
    public var key: String

    /// The strings table the key is looked up in, when it is not the default table.
    public var table: String?

    /// Creates a resource with a key and, optionally, a strings table.
    /// - Parameters:
    ///   - key: The literal text, or the strings-table key.
    ///   - table: The strings table; `nil` for the default one.
    public init(_ key: String, table: String? = nil) {
        self.key = key
        self.table = table
    }

    /// Creates a resource from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The key, as a user would see it without localization.
    public var description: String { key }
}
