import Foundation

/// Expects a value, read as a predicate's input type, to satisfy the predicate: for values that
/// are not text (numbers, dates, entities, arrays). Made by
/// ``IntentValueExpectation/matches(_:requirement:)``.
///
/// A value of another type than the input does not satisfy it. A predicate on a non-optional
/// type is not satisfied by an absent value; one on an optional type receives `nil`.
public struct PredicateExpectation: ResolvableIntentValueExpectation {
    /// Reads the value as the input type and evaluates the predicate.
    let evaluate: @Sendable (IntentValue?) throws -> Bool

    /// The check in words, when the test gave them.
    let requirement: String?

    /// Whether the value, read as the predicate's input type, satisfies the predicate.
    /// - Parameter value: The value, or `nil` for an absent one.
    /// - Returns: `true` when it does; `false` for a value of another type.
    /// - Throws: What the predicate's evaluation throws.
    public func _isSatisfied(by value: IntentValue?) async throws -> Bool {
        try evaluate(value)
    }
}

extension IntentValueExpectation where Self == PredicateExpectation {
    /// Expects the value to satisfy a predicate: `.matches(#Predicate<Int> { $0 > 3 })`.
    /// - Parameters:
    ///   - predicate: The predicate, over the type the value is read as.
    ///   - requirement: The check in words.
    /// - Returns: The expectation.
    public static func matches<Input: IntentValueConvertible>(
        _ predicate: Predicate<Input>, requirement: String? = nil
    ) -> PredicateExpectation {
        PredicateExpectation(
            evaluate: { value in
                let value = value ?? .null
                if value.isNull, !(Input.self is any OptionalBox.Type) { return false }
                guard let input = try? Input._makeValue(from: value) else { return false }
                return try predicate.evaluate(input)
            },
            requirement: requirement)
    }
}
