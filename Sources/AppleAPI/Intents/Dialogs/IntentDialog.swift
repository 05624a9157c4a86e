/// What an intent says to the user: after it runs, or when it asks for a value or a confirmation.
///
/// Spelled as Apple's `IntentDialog`. A string literal is the full text; interpolated entities
/// and enum cases read as their display representations' titles:
/// `.result(dialog: "Added \(item) to \(list)")`.
public struct IntentDialog: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation
{
    /// The full text of the dialog, spoken or shown when there is room.
    public var fullText: LocalizedStringResource

    /// A shorter text shown alongside a visual result, if any.
    public var supportingText: LocalizedStringResource?

    /// An SF Symbol shown with the dialog, if any.
    public var systemImageName: String?

    /// Creates a dialog.
    /// - Parameter fullText: The text of the dialog.
    public init(_ fullText: LocalizedStringResource) {
        self.fullText = fullText
    }

    /// Creates a dialog with an SF Symbol.
    /// - Parameters:
    ///   - fullText: The text of the dialog.
    ///   - systemImageName: The symbol shown with it.
    public init(_ fullText: LocalizedStringResource, systemImageName: String) {
        self.fullText = fullText
        self.systemImageName = systemImageName
    }

    /// Creates a dialog with a full text, labelled, and an SF Symbol.
    /// - Parameters:
    ///   - full: The text of the dialog.
    ///   - systemImageName: The symbol shown with it.
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.init(full, systemImageName: systemImageName)
    }

    /// Creates a dialog with a full and a supporting text: AppIntents' iOS 16 initializer, kept
    /// apart as Apple's is, so references to it resolve.
    /// - Parameters:
    ///   - full: The full text, spoken or shown when there is room.
    ///   - supporting: A shorter text shown alongside a visual result.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.init(full: full, supporting: supporting, systemImageName: nil)
    }

    /// Creates a dialog with a full and a supporting text.
    /// - Parameters:
    ///   - full: The full text, spoken or shown when there is room.
    ///   - supporting: A shorter text shown alongside a visual result.
    ///   - systemImageName: An SF Symbol shown with the dialog.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String? = nil) {
        self.fullText = full
        self.supportingText = supporting
        self.systemImageName = systemImageName
    }

    /// Creates a dialog from a string literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// Creates a dialog from an interpolated string.
    /// - Parameter stringInterpolation: The text, values rendered as a person sees them.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The text of the dialog.
    public var description: String { fullText.key }
}
