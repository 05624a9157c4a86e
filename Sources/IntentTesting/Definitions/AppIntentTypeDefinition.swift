/// A definition a test looks up by name in ``IntentDefinitions``: an intent, an entity or an enum
/// of the app.
public protocol AppIntentTypeDefinition {
    /// What the definition makes: ``AnyAppIntent`` for an intent, ``AnyAppEntity`` for an
    /// entity, ``AnyAppEnum`` for an enum.
    associatedtype Instance: IntentValueConvertible

    /// Checks that a value is of the definition's type.
    /// - Parameter value: The value.
    /// - Throws: An error saying what the value is instead, or that the app lacks the type.
    func isInstance(_ value: Self.Instance) throws
}

extension AppIntentTypeDefinition {
    /// Checks that a value is of the definition's type: an intent made by an intent definition of
    /// that name, an enum case of the enum (and one of its cases).
    /// - Parameter value: The value.
    /// - Throws: ``IntentTestingError`` saying what the value is instead, or that the app lacks the
    ///   type; for a definition type of the test's own, that only this package's definitions are
    ///   checked.
    public func isInstance(_ value: Self.Instance) throws {
        switch (self, value) {
        case (let definition as AppIntentDefinition, let intent as AnyAppIntent):
            try definition.checkInstance(intent)
        case (let definition as AppEnumDefinition, let enumCase as AnyAppEnum):
            try definition.checkInstance(enumCase)
        default:
            throw IntentTestingError(
                .valueMismatch,
                "\(Self.self) is not a definition IntentDefinitions makes: only AppIntentDefinition, "
                    + "AppEntityDefinition and AppEnumDefinition check their instances")
        }
    }
}
