/// Whether an entity property is shown to system features such as Siri and Shortcuts, or kept to the app.
///
/// Spelled as Apple's `IntentVisibility` (iOS 27.3), given to
/// ``EntityProperty/init(title:description:authenticationPolicy:visibility:)``. The property keeps it; there are no
/// system features here to hide a property from.
public struct IntentVisibility: Hashable, Sendable {
    private let isInternal: Bool

    /// The property is listed to the app and to system features.
    public static var `default`: IntentVisibility { IntentVisibility(isInternal: false) }

    /// The property is kept to the app and its extensions.
    public static var `internal`: IntentVisibility { IntentVisibility(isInternal: true) }
}
