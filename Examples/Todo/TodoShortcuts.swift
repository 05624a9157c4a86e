import AppIntents

/// The app's App Shortcuts: phrases Siri and Spotlight offer without setup.
public struct TodoShortcuts: AppShortcutsProvider {
    /// Creates the provider.
    public init() {}

    /// Three shortcuts; at most 10 are allowed per provider.
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTodoIntent(),
            phrases: ["Add a to-do in \(.applicationName)", "Add to \(\.$list) in \(.applicationName)"],
            shortTitle: "Add To-Do",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: CompleteTodoIntent(),
            phrases: ["Complete \(\.$item) in \(.applicationName)", "Mark \(\.$item) done in \(.applicationName)"],
            shortTitle: "Complete To-Do",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: OpenTodoIntent(),
            phrases: ["Open \(\.$target) in \(.applicationName)"],
            shortTitle: "Open To-Do",
            systemImageName: "arrow.up.forward.app"
        )
    }

    /// The colour of the app's shortcut tiles.
    public static let shortcutTileColor: ShortcutTileColor = .lime
}
