import Foundation

/// What a test expects of one value: an intent's parameter, an entity's property, a run's result:
/// `.contains("NASA")`, `.isNil`, an entity definition (any entity of its type).
///
/// Check a value with ``isSatisfied(by:)``, or give expectations to ``AppEntityDefinition/expect``.
/// The expectations are the package's own (``PrimitiveExpectation``, the entity expectations); a
/// test's own type does not conform.
public protocol IntentValueExpectation: Sendable {
    /// Whether a value, as the package holds it, meets the expectation: `nil` for an absent value.
    func _isSatisfied(by value: IntentValue?) async throws -> Bool
}

extension IntentValueExpectation {
    /// Whether a value meets the expectation: `try await Expectation.contains("NASA").isSatisfied(by: title)`.
    /// - Parameter value: The value, or `nil` for an absent one.
    /// - Returns: `true` when the value meets the expectation.
    /// - Throws: ``IntentTestingError`` when the expectation names what the app does not have (an
    ///   entity type, a property), or a regular expression does not compile.
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        try await _isSatisfied(by: value?._intentValue)
    }
}

/// A value expectation that checks a value as the test passed it, before any query runs: what an
/// intent's parameters take.
public protocol ResolvableIntentValueExpectation: IntentValueExpectation {}

/// A value expectation that checks an entity's type and, optionally, its identifier or its
/// properties: an ``AppEntityDefinition``, an ``AppEntityIdentifierExpectation`` or an
/// ``AppEntityExpectation``.
public protocol AppEntityExpectationProviding: IntentValueExpectation {}

/// An entity expectation that checks an entity as the test passed it, without its properties: an
/// ``AppEntityDefinition`` (its type) or an ``AppEntityIdentifierExpectation`` (its identifier).
public protocol ResolvableAppEntityExpectation: AppEntityExpectationProviding, ResolvableIntentValueExpectation {}

/// An expectation that a value is present or absent, or that a text value matches:
/// ``IntentValueExpectation/isNil``, ``IntentValueExpectation/contains(_:)``…
///
/// Text is compared exactly, case-sensitively; a text expectation on a value that is not text is
/// not met.
public struct PrimitiveExpectation: ResolvableIntentValueExpectation {
    /// What the expectation checks.
    enum Check: Sendable {
        case isNil
        case notNil
        case contains(String)
        case containsRegex(String)
        case equals(String)
    }

    /// What the expectation checks.
    let check: Check

    /// Whether a value meets the expectation.
    /// - Parameter value: The value, or `nil` for an absent one.
    /// - Returns: `true` when it does.
    /// - Throws: ``IntentTestingError`` when the regular expression does not compile.
    public func _isSatisfied(by value: IntentValue?) async throws -> Bool {
        let present = value.map { !$0.isNull } ?? false
        switch check {
        case .isNil: return !present
        case .notNil: return present
        case .contains(let substring): return text(of: value)?.contains(substring) ?? false
        case .equals(let expected): return text(of: value) == expected
        case .containsRegex(let pattern):
            guard let text = text(of: value) else { return false }
            let expression: NSRegularExpression
            do {
                expression = try NSRegularExpression(pattern: pattern)
            } catch {
                throw IntentTestingError(
                    .invalidValue, "contains(regex: \(String(reflecting: pattern))): not a regular expression: \(error)"
                )
            }
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    private func text(of value: IntentValue?) -> String? {
        guard case .string(let text)? = value?.content else { return nil }
        return text
    }
}

extension IntentValueExpectation where Self == PrimitiveExpectation {
    /// Expects the value to be absent. To leave a value unchecked, pass `nil` or leave its label out.
    public static var isNil: PrimitiveExpectation { PrimitiveExpectation(check: .isNil) }

    /// Expects the value to be present, whatever it is.
    public static var notNil: PrimitiveExpectation { PrimitiveExpectation(check: .notNil) }

    /// Expects the value to be text containing a substring, compared exactly.
    /// - Parameter substring: The text to find.
    /// - Returns: The expectation.
    public static func contains(_ substring: String) -> Self { PrimitiveExpectation(check: .contains(substring)) }

    /// Expects the value to be text in which a regular expression matches somewhere (anchor it with
    /// `^` and `$` to match the whole text).
    /// - Parameter regex: The regular expression (`NSRegularExpression`'s syntax).
    /// - Returns: The expectation.
    public static func contains(regex: String) -> Self { PrimitiveExpectation(check: .containsRegex(regex)) }

    /// Expects the value to be text equal to a text, compared exactly.
    /// - Parameter value: The text.
    /// - Returns: The expectation.
    public static func equals(_ value: String) -> Self { PrimitiveExpectation(check: .equals(value)) }
}

/// Makes an expectation from keyword arguments naming parameters or properties, each with its
/// value expectation: what ``AppEntityDefinition/expect`` is, so that
/// `expect(title: .contains("NASA"), endDate: .isNil)` reads like a call.
///
/// Not made directly: use ``AppEntityDefinition/expect`` or ``AppEntityIdentifierExpectation/expect``.
@dynamicCallable
public struct IntentValueExpectationCallable<Argument: Sendable, Expectation> {
    private let make: @Sendable (KeyValuePairs<String, Argument?>) -> Expectation

    init(_ make: @escaping @Sendable (KeyValuePairs<String, Argument?>) -> Expectation) {
        self.make = make
    }

    /// Makes the expectation; a label with `nil` leaves its value unchecked.
    /// - Parameter args: The value expectations by parameter or property name.
    /// - Returns: The expectation.
    public func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Argument?>) -> Expectation {
        make(args)
    }
}
