import AppIntents

/// The app's App Shortcuts.
public struct TasksShortcuts: AppShortcutsProvider {
    /// Creates the provider.
    public init() {}

    /// The phrases Siri and Spotlight offer.
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CompleteTaskIntent(),
            phrases: ["Complete \(\.$task) in \(.applicationName)"],
            shortTitle: "Complete Task",
            systemImageName: "checkmark"
        )
    }
}
