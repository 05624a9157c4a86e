/// A type that holds App Shortcuts.
///
/// Spelled as Apple's `AppShortcutsContent` (iOS 17.4); nothing here reads it.
public protocol AppShortcutsContent {
    /// The App Shortcuts.
    var appShortcuts: [AppShortcut] { get }
}
