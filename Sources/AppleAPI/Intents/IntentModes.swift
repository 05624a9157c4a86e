/// Where an intent runs: in the background, or bringing the app to the foreground.
///
/// Spelled as Apple's `IntentModes`. There is no foreground here: an intent runs the same in
/// every mode, and metadata records the mode.
public struct IntentModes: OptionSet, Hashable, Sendable {
    /// How an intent comes to the foreground.
    public enum ForegroundMode: Hashable, Sendable {
        /// Before it runs.
        case immediate
        /// When it asks to.
        case dynamic
        /// After it runs.
        case deferred
    }

    /// The modes' bits.
    public let rawValue: Int

    /// Creates modes from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// In the background.
    public static let background = IntentModes(rawValue: 1 << 0)

    /// Bringing the app to the foreground before it runs.
    public static let foreground = IntentModes(rawValue: 1 << 1)

    /// Bringing the app to the foreground as a mode says.
    /// - Parameter mode: When.
    /// - Returns: The modes.
    public static func foreground(_ mode: ForegroundMode) -> IntentModes {
        switch mode {
        case .immediate: .foreground
        case .dynamic: IntentModes(rawValue: 1 << 2)
        case .deferred: IntentModes(rawValue: 1 << 3)
        }
    }
}
