import IntentRuntime

extension AppEntityDefinition: ResolvableAppEntityExpectation {
    /// Whether a value is an entity of the definition's type.
    /// - Parameter value: The value, or `nil` for an absent one.
    /// - Returns: `true` when it is.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type.
    public func _isSatisfied(by value: IntentValue?) async throws -> Bool {
        _ = try lookup.get()
        guard case .entity(let entity)? = value?.content else { return false }
        return (try? isInstance(entity)) != nil
    }

    /// Expects an entity of this type with property values: `expect(title: .contains("NASA"), endDate: .isNil)`.
    /// A label with `nil` leaves its property unchecked.
    public var expect: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> {
        IntentValueExpectationCallable { [self] arguments in
            AppEntityExpectation(definition: self, identifier: nil, arguments: arguments)
        }
    }

    /// Expects the entity of this type with an identifier.
    /// - Parameter identifier: The entity's identifier.
    /// - Returns: The expectation; `expect` on it checks the entity's properties too.
    public func expectIdentifier(_ identifier: String) -> AppEntityIdentifierExpectation {
        AppEntityIdentifierExpectation(definition: self, identifier: identifier)
    }
}

/// Expects one entity: of a type, with an identifier. Made by
/// ``AppEntityDefinition/expectIdentifier(_:)``; give it to a parameter's, a result's or a
/// property's expectation.
public struct AppEntityIdentifierExpectation: ResolvableAppEntityExpectation {
    /// The entity's type.
    let definition: AppEntityDefinition

    /// The entity's identifier.
    let identifier: String

    /// Whether a value is the entity.
    /// - Parameter value: The value, or `nil` for an absent one.
    /// - Returns: `true` when it is an entity of the type with the identifier.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type.
    public func _isSatisfied(by value: IntentValue?) async throws -> Bool {
        guard try await definition._isSatisfied(by: value), case .entity(let entity)? = value?.content else {
            return false
        }
        return entity.identifier == identifier
    }

    /// Expects this entity with property values: `expect(title: .equals("Work"))`.
    public var expect: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> {
        IntentValueExpectationCallable { [definition, identifier] arguments in
            AppEntityExpectation(definition: definition, identifier: identifier, arguments: arguments)
        }
    }
}

/// Expects an entity of a type (and, made from an ``AppEntityIdentifierExpectation``, an
/// identifier) whose properties meet their expectations. Made by ``AppEntityDefinition/expect``.
///
/// Each property is checked on its own; properties without an expectation are not checked. A
/// reference (``AppEntityDefinition/makeReference(identifier:)``) is first found through the
/// type's query, to read its properties.
public struct AppEntityExpectation: AppEntityExpectationProviding {
    /// The entity's type.
    let definition: AppEntityDefinition

    /// The entity's identifier, when one is expected.
    let identifier: String?

    /// The properties' expectations, in the order given.
    let properties: [(name: String, expectation: any IntentValueExpectation)]

    init(
        definition: AppEntityDefinition, identifier: String?,
        arguments: KeyValuePairs<String, (any IntentValueExpectation)?>
    ) {
        self.definition = definition
        self.identifier = identifier
        properties = arguments.compactMap { name, expectation in expectation.map { (name, $0) } }
    }

    /// Whether a value is an entity of the type (with the identifier) whose properties meet their
    /// expectations. A property whose check throws (a value of another type) is not met, and the
    /// others are still checked.
    /// - Parameter value: The value, or `nil` for an absent one.
    /// - Returns: `true` when every expectation is met.
    /// - Throws: ``IntentTestingError`` when the app has no such entity type, or an expectation
    ///   names a property the type does not have.
    public func _isSatisfied(by value: IntentValue?) async throws -> Bool {
        guard try await definition._isSatisfied(by: value), case .entity(var entity)? = value?.content else {
            return false
        }
        if let identifier, entity.identifier != identifier { return false }
        let names = try definition.propertyNames
        for (name, _) in properties where !names.contains(name) && name != "id" {
            throw IntentTestingError.unknown("property", name, in: "entity \(definition.typeIdentifier)", known: names)
        }
        if !entity.isResolved {
            guard let found = try? await entity.resolved() else { return false }
            entity = found
        }
        var satisfied = true
        for (name, expectation) in properties {
            let property = try? entity.property(name)
            if (try? await expectation._isSatisfied(by: property)) != true { satisfied = false }
        }
        return satisfied
    }
}
