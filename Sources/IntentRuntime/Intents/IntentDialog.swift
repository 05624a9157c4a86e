/// What an intent says back to the user after it runs.
public struct IntentDialog: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation
{
    /// The full text of the dialog.
    public var fullText: LocalizedStringResource

    /// Creates a dialog.
    /// - Parameter fullText: The text of the dialog.
    public init(_ fullText: LocalizedStringResource) {
        self.fullText = fullText
    }

    /// Creates a dialog from a string literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// The text of the dialog.
    public var description: String { fullText.key }
}
