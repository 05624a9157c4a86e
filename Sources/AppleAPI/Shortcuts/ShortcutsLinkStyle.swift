/// The look of a button that opens the app's page in the Shortcuts app.
///
/// Spelled as Apple's `ShortcutsLinkStyle`; the styles are kept and nothing is drawn here (`ShortcutsLink` is a
/// SwiftUI view, `ShortcutsUIButton` a UIKit one).
public struct ShortcutsLinkStyle: Hashable, Sendable {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The style of the current color scheme.
    public static let automatic = ShortcutsLinkStyle("automatic")
    /// The style of the current color scheme, with an outline.
    public static let automaticOutline = ShortcutsLinkStyle("automaticOutline")
    /// Light text on a dark background.
    public static let dark = ShortcutsLinkStyle("dark")
    /// Light text on a dark background, with a light outline.
    public static let darkOutline = ShortcutsLinkStyle("darkOutline")
    /// Dark text on a light background.
    public static let light = ShortcutsLinkStyle("light")
    /// Dark text on a light background, with a dark outline.
    public static let lightOutline = ShortcutsLinkStyle("lightOutline")
}
