/// A person's choice of action for a widget's button: an app, an App Shortcut, a custom shortcut or a system action.
///
/// Spelled as Apple's `SystemShortcut` (iOS 27). The system makes them when a person configures a widget; there is no
/// such configuration here, so none is ever made (the type has no public initializer, as Apple's has none).
public struct SystemShortcut: Sendable {
    private init() {}

    /// The resolvers a `SystemShortcut` parameter converts other values with: none.
    public static let defaultResolverSpecification = EmptyResolverSpecification<SystemShortcut>()

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<SystemShortcut>

    /// The type a parameter of this type holds: the shortcut itself.
    public typealias ValueType = SystemShortcut

    /// The type a parameter of this type holds, unwrapped: the shortcut itself.
    public typealias UnwrappedType = SystemShortcut
}
