/// A person's choice of action for a widget's button: an app, an App Shortcut, a custom shortcut or a system action.
///
/// Spelled as Apple's `SystemShortcut` (iOS 27). The system makes them when a person configures a widget; there is no
/// such configuration here, so none is ever made (the type has no public initializer, as Apple's has none).
public struct SystemShortcut: Sendable {
    private init() {}
}
