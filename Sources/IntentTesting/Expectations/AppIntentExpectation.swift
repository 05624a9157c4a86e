import IntentRuntime

/// What a test expects of an intent: its type and, optionally, its parameters' values and its
/// result. An ``AppIntentDefinition`` expects any intent of its type; ``AppIntentDefinition/expect``
/// and ``AppIntentDefinition/result(_:)`` make an ``AppIntentExpectation``.
///
/// The expectations are the package's own; a test's own type does not conform.
public protocol AppIntentExpectationProviding: Sendable {
    /// Whether an intent and its result's value (`nil` when absent) meet the expectation.
    func _isSatisfied(by intent: AnyAppIntent, resultValue: IntentValue?) async throws -> Bool
}

extension AppIntentExpectationProviding {
    /// Whether an intent, and the result of running it, meet the expectation. Checking does not
    /// run the intent.
    /// - Parameters:
    ///   - intent: The intent.
    ///   - result: The result of running it; `nil` for an absent result.
    /// - Returns: `true` when the intent is of the type and every expectation is met.
    /// - Throws: ``IntentTestingError`` when the app has no such intent, or an expectation names a
    ///   parameter the intent does not have.
    public func isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult? = nil) async throws -> Bool {
        let value: (any IntentValueExpressing)? = result?.value
        return try await _isSatisfied(by: intent, resultValue: value?._intentValue)
    }
}

extension AppIntentDefinition: AppIntentExpectationProviding {
    /// Whether an intent is of this definition's type, whatever its parameters and result.
    /// - Throws: ``IntentTestingError`` when the app has no such intent.
    public func _isSatisfied(by intent: AnyAppIntent, resultValue: IntentValue?) async throws -> Bool {
        _ = try target.get()
        return (try? checkInstance(intent)) != nil
    }

    /// Expects an intent of this type with parameter values: `expect(title: .contains("NASA"), calendar: work)`.
    /// A label with `nil` leaves its parameter unchecked; parameters take only expectations that
    /// check a value as the test passed it (``ResolvableIntentValueExpectation``).
    public var expect: IntentValueExpectationCallable<any ResolvableIntentValueExpectation, AppIntentExpectation> {
        IntentValueExpectationCallable { [self] arguments in
            AppIntentExpectation(
                definition: self,
                parameters: arguments.compactMap { name, expectation in expectation.map { (name, $0) } },
                result: nil)
        }
    }

    /// Expects an intent of this type whose result meets an expectation, whatever its parameters.
    /// - Parameter resultExpectation: The result's expectation; `.isNil` for no result.
    /// - Returns: The expectation.
    public func result(_ resultExpectation: any IntentValueExpectation) -> AppIntentExpectation {
        AppIntentExpectation(definition: self, parameters: [], result: resultExpectation)
    }
}

/// Expects an intent of a type whose parameters (and, optionally, result) meet their
/// expectations. Made by ``AppIntentDefinition/expect`` or ``AppIntentDefinition/result(_:)``.
///
/// Only the parameters given are checked, each on its own; the result only when it has an
/// expectation. Checking does not run the intent.
public struct AppIntentExpectation: AppIntentExpectationProviding {
    /// The intent's type.
    let definition: AppIntentDefinition

    /// The parameters' expectations, in the order given.
    let parameters: [(name: String, expectation: any ResolvableIntentValueExpectation)]

    /// The result's expectation, when the result is checked.
    let result: (any IntentValueExpectation)?

    /// The same expectation of the parameters, with an expectation of the result instead of any
    /// earlier one.
    /// - Parameter resultExpectation: The result's expectation; `.isNil` for no result, `nil` to
    ///   leave the result unchecked.
    /// - Returns: The expectation.
    public func result(_ resultExpectation: (any IntentValueExpectation)?) -> AppIntentExpectation {
        AppIntentExpectation(definition: definition, parameters: parameters, result: resultExpectation)
    }

    /// Whether an intent of the type has parameters (and a result value) meeting the expectations;
    /// a parameter whose check throws is not met, and the others are still checked.
    /// - Throws: ``IntentTestingError`` when the app has no such intent, or an expectation names a
    ///   parameter it does not have.
    public func _isSatisfied(by intent: AnyAppIntent, resultValue: IntentValue?) async throws -> Bool {
        guard try await definition._isSatisfied(by: intent, resultValue: resultValue) else { return false }
        let names = try definition.parameterNames
        for (name, _) in parameters where !names.contains(name) {
            throw IntentTestingError.unknown(
                "parameter", name, in: "intent \(definition.typeIdentifier)", known: names)
        }
        var satisfied = true
        for (name, expectation) in parameters {
            let value: (any IntentValueExpressing)? = intent[dynamicMember: name]
            if (try? await expectation._isSatisfied(by: value?._intentValue)) != true { satisfied = false }
        }
        if let result, (try? await result._isSatisfied(by: resultValue)) != true { satisfied = false }
        return satisfied
    }
}
