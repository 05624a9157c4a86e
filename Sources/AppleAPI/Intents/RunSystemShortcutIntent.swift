/// The intent of a widget button whose action a person chooses: open an app, run a shortcut or a system action.
///
/// Spelled as Apple's `RunSystemShortcutIntent` (iOS 27), which Apple's widgets pass to SwiftUI's
/// `Button(_:intent:)`. Here there are no widget buttons and no system shortcuts: the intent can be made and kept,
/// and nothing runs it.
public struct RunSystemShortcutIntent: SystemIntent, Sendable {
    /// "Run System Shortcut".
    public static let title: LocalizedStringResource = "Run System Shortcut"

    /// The chosen action, when the intent was made with one.
    private let shortcut: SystemShortcut?

    /// An intent that performs the action a person configures.
    public init() {
        self.shortcut = nil
    }

    /// An intent that performs a configured action.
    /// - Parameter shortcut: The action.
    public init(shortcut: SystemShortcut) {
        self.shortcut = shortcut
    }

    /// Performs nothing: there is no app, shortcut or system action to run here.
    /// - Returns: An empty result.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}
