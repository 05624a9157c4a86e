/// The colour of an app's tile in the Shortcuts app: Apple's `ShortcutTileColor`.
public enum ShortcutTileColor: Hashable, Sendable, CaseIterable {
    /// Blue.
    case blue
    /// Grape.
    case grape
    /// Gray blue.
    case grayBlue
    /// Gray brown.
    case grayBrown
    /// Gray green.
    case grayGreen
    /// Light blue.
    case lightBlue
    /// Lime.
    case lime
    /// Navy.
    case navy
    /// Orange.
    case orange
    /// Pink.
    case pink
    /// Purple.
    case purple
    /// Red.
    case red
    /// Tangerine.
    case tangerine
    /// Teal.
    case teal
    /// Yellow.
    case yellow
}
