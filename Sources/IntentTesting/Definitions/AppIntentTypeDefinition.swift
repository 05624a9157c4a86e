/// A definition a test looks up by name in ``IntentDefinitions``: an intent, an entity or an enum
/// of the app.
public protocol AppIntentTypeDefinition {
    /// What the definition makes: ``AnyAppIntent`` for an intent, ``AnyAppEntity`` for an
    /// entity, ``AnyAppEnum`` for an enum.
    associatedtype Instance: IntentValueConvertible
}
