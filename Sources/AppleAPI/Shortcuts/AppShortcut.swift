/// An action that is ready to use as soon as the app is installed, with the phrases that run
/// it: Apple's `AppShortcut`.
public struct AppShortcut: Sendable, CustomStringConvertible {
    /// The intent type the shortcut runs.
    package let intentType: any AppIntent.Type

    /// The short title shown on the shortcut's tile.
    package let shortTitle: LocalizedStringResource

    /// The SF Symbol shown on the shortcut's tile.
    package let systemImageName: String

    package let phrases: [PhraseTemplate]

    /// Creates a shortcut.
    /// - Parameters:
    ///   - intent: The intent to run, configured as the shortcut runs it.
    ///   - phrases: The phrases that run it; at least one must name the application.
    ///   - shortTitle: The short title shown on the tile.
    ///   - systemImageName: The SF Symbol shown on the tile.
    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        self.intentType = Intent.self
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// Creates a shortcut whose title and image may be left out (iOS 16's form): a shortcut without them has an
    /// empty short title and no image, as one read from metadata without them has.
    /// - Parameters:
    ///   - intent: The intent to run, configured as the shortcut runs it.
    ///   - phrases: The phrases that run it; at least one must name the application.
    ///   - shortTitle: The short title shown on the tile, if any.
    ///   - systemImageName: The SF Symbol shown on the tile, if any.
    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil
    ) {
        self.init(
            intent: intent, phrases: phrases, shortTitle: shortTitle ?? "", systemImageName: systemImageName ?? "")
    }

    /// The phrases as metadata writes them: `"Stream ${stream} on ${applicationName}"`.
    package var phraseTemplates: [String] { phrases.map(\.description) }

    /// The intent type and short title.
    public var description: String { "\(intentType) \"\(shortTitle)\"" }
}

/// Declares an app's App Shortcuts: Apple's `AppShortcutsProvider`. One per app (or
/// extension) bundle, with at most `Limits.shortcutsPerProvider` (IntentRuntime) shortcuts.
public protocol AppShortcutsProvider: Sendable {
    /// The app's shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }

    /// The colour of the app's tile in Shortcuts.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Navy, by default.
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Tells the system that the values of the shortcuts' parameterized phrases changed, as
    /// AppIntents' `updateAppShortcutParameters()` does for Siri. Here nothing is cached: a
    /// phrase's parameter values are read at each `AppShortcutCatalog/match(_:parameterValues:)`,
    /// so the call returns at once and changes nothing.
    public static func updateAppShortcutParameters() {}
}
