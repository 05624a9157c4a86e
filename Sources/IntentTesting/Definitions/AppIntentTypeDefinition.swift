/// A definition a test looks up by name in ``IntentDefinitions``: an intent, an entity, an enum
/// or a query of the app.
public protocol AppIntentTypeDefinition: Sendable {
    /// What the definition makes: ``AnyAppIntent`` for an intent, ``AnyAppEntity`` for an
    /// entity, ``AnyAppEnum`` for an enum.
    associatedtype Instance: IntentValueConvertible

    /// The type's identifier in the app's metadata: its type name, `CompleteTodoIntent`.
    var typeIdentifier: String { get }
}
