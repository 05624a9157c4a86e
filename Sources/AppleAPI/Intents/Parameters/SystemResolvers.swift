// The resolvers AppIntents declares for the standard value types (its "Resolvers" topic): integers from doubles and
// strings, doubles from integers and strings, strings from numbers, attributed strings, Booleans and URLs from
// strings, and the range check of the numeric ones. Apple documents no initializer for most of them (the system
// chains them itself); here they convert as documented when a `@Parameter`'s `resolvers:` closure or the runtime
// lists them, and `package` initializers let this package's tests make them.
import Foundation

/// A value a resolver can check against a parameter's inclusive range: `Int`, `Double`.
///
/// Spelled as Apple's `RangeComparableProperty`, which refines its underscored `_IntentValue` and `Comparable`; here it
/// refines `Comparable` and `Sendable`.
public protocol RangeComparableProperty: Comparable, Sendable {}

extension Int: RangeComparableProperty {}
extension Double: RangeComparableProperty {}

/// A resolver that checks the value it makes against the parameter's `inclusiveRange:`.
///
/// Spelled as Apple's `RangeCheckingResolver`.
public protocol RangeCheckingResolver: Resolver {}

extension RangeCheckingResolver {
    /// Throws when `value` lies outside the inclusive range the parameter's `@Parameter(…, inclusiveRange:)` gave;
    /// does nothing for a parameter declared without one.
    /// - Parameters:
    ///   - value: The value the resolver made.
    ///   - context: The context of the parameter the value is for.
    /// - Throws: ``AppIntentError`` naming the value and the bounds.
    public func checkParameterRangeContains<Value: RangeComparableProperty>(
        value: Value, context: IntentParameterContext<Output>
    ) throws where Value == Output {
        guard let bounds = context.declaration.inclusiveRangeBounds,
            let lower = bounds.lowerBound as? Value, let upper = bounds.upperBound as? Value
        else { return }
        guard lower <= value, value <= upper else {
            throw AppIntentError(
                .unrecoverable,
                "\(value) is outside the range \(lower)…\(upper) of the parameter \"\(context.title.key)\"")
        }
    }
}

/// Converts a `Double` into an `Int` with a rounding rule, then checks the parameter's range.
///
/// Spelled as Apple's `IntFromDoubleResolver`. A value that is not finite or does not fit an `Int` resolves to `nil`.
public struct IntFromDoubleResolver: RangeCheckingResolver {
    /// The type converted from.
    public typealias Input = Double
    /// The type converted to.
    public typealias Output = Int

    /// How a fraction is rounded.
    public var roundingRule: FloatingPointRoundingRule

    /// Creates the resolver.
    /// - Parameter roundingRule: How a fraction is rounded.
    public init(roundingRule: FloatingPointRoundingRule) {
        self.roundingRule = roundingRule
    }

    /// Rounds `input` and checks the result against the parameter's range.
    /// - Parameters:
    ///   - input: The number.
    ///   - context: The parameter's context.
    /// - Returns: The integer, or `nil` when `input` is not finite or out of `Int`'s bounds.
    /// - Throws: ``AppIntentError`` when the integer is outside the parameter's range.
    public func resolve(from input: Double, context: IntentParameterContext<Int>) async throws -> Int? {
        guard let value = Int(exactly: input.rounded(roundingRule)) else { return nil }
        try checkParameterRangeContains(value: value, context: context)
        return value
    }
}

/// Converts a `String` into an `Int` in a base, then checks the parameter's range.
///
/// Spelled as Apple's `IntFromStringResolver`. Spaces around the digits are ignored; other text resolves to `nil`.
public struct IntFromStringResolver: RangeCheckingResolver {
    /// The type converted from.
    public typealias Input = String
    /// The type converted to.
    public typealias Output = Int

    /// The base of the digits (2 to 36).
    public var radix: Int

    /// Creates the resolver.
    /// - Parameter radix: The base of the digits (2 to 36; another base resolves nothing).
    public init(radix: Int) {
        self.radix = radix
    }

    /// Reads `input` as an integer in ``radix`` and checks it against the parameter's range.
    /// - Parameters:
    ///   - input: The text.
    ///   - context: The parameter's context.
    /// - Returns: The integer, or `nil` when the text is not one.
    /// - Throws: ``AppIntentError`` when the integer is outside the parameter's range.
    public func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        guard (2...36).contains(radix),
            let value = Int(input.trimmingCharacters(in: .whitespacesAndNewlines), radix: radix)
        else { return nil }
        try checkParameterRangeContains(value: value, context: context)
        return value
    }
}

/// Checks an `Int` against the parameter's range.
///
/// Spelled as Apple's `IntResolver`.
public struct IntResolver: RangeCheckingResolver {
    /// The type converted from.
    public typealias Input = Int
    /// The type converted to.
    public typealias Output = Int

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Checks `input` against the parameter's range.
    /// - Parameters:
    ///   - input: The integer.
    ///   - context: The parameter's context.
    /// - Returns: `input`.
    /// - Throws: ``AppIntentError`` when it is outside the parameter's range.
    public func resolve(from input: Int, context: IntentParameterContext<Int>) async throws -> Int? {
        try checkParameterRangeContains(value: input, context: context)
        return input
    }
}

/// Converts an `Int` into a `Double`, then checks the parameter's range.
///
/// Spelled as Apple's `DoubleFromIntResolver`.
public struct DoubleFromIntResolver: RangeCheckingResolver {
    /// The type converted from.
    public typealias Input = Int
    /// The type converted to.
    public typealias Output = Double

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Converts `input` and checks it against the parameter's range.
    /// - Parameters:
    ///   - input: The integer.
    ///   - context: The parameter's context.
    /// - Returns: The number.
    /// - Throws: ``AppIntentError`` when it is outside the parameter's range.
    public func resolve(from input: Int, context: IntentParameterContext<Double>) async throws -> Double? {
        let value = Double(input)
        try checkParameterRangeContains(value: value, context: context)
        return value
    }
}

/// Converts a `String` into a `Double`, then checks the parameter's range.
///
/// Spelled as Apple's `DoubleFromStringResolver`. Spaces around the number are ignored; other text, `nan` and
/// infinities resolve to `nil`.
public struct DoubleFromStringResolver: RangeCheckingResolver {
    /// The type converted from.
    public typealias Input = String
    /// The type converted to.
    public typealias Output = Double

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Reads `input` as a number and checks it against the parameter's range.
    /// - Parameters:
    ///   - input: The text.
    ///   - context: The parameter's context.
    /// - Returns: The number, or `nil` when the text is not a finite number.
    /// - Throws: ``AppIntentError`` when it is outside the parameter's range.
    public func resolve(from input: String, context: IntentParameterContext<Double>) async throws -> Double? {
        guard let value = Double(input.trimmingCharacters(in: .whitespacesAndNewlines)), value.isFinite else {
            return nil
        }
        try checkParameterRangeContains(value: value, context: context)
        return value
    }
}

/// Checks a `Double` against the parameter's range.
///
/// Spelled as Apple's `DoubleResolver`.
public struct DoubleResolver: RangeCheckingResolver {
    /// The type converted from.
    public typealias Input = Double
    /// The type converted to.
    public typealias Output = Double

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Checks `input` against the parameter's range.
    /// - Parameters:
    ///   - input: The number.
    ///   - context: The parameter's context.
    /// - Returns: `input`.
    /// - Throws: ``AppIntentError`` when it is outside the parameter's range.
    public func resolve(from input: Double, context: IntentParameterContext<Double>) async throws -> Double? {
        try checkParameterRangeContains(value: input, context: context)
        return input
    }
}

/// Converts a `String` into an `AttributedString` with no attributes.
///
/// Spelled as Apple's `AttributedStringFromStringResolver`.
public struct AttributedStringFromStringResolver: Resolver {
    /// The type converted from.
    public typealias Input = String
    /// The type converted to.
    public typealias Output = AttributedString

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Makes an attributed string of `input`'s characters.
    /// - Parameters:
    ///   - input: The text.
    ///   - context: The parameter's context.
    /// - Returns: The attributed string.
    public func resolve(
        from input: String, context: IntentParameterContext<AttributedString>
    ) async throws -> AttributedString? {
        AttributedString(input)
    }
}

/// Converts a `Double` into a `String`.
///
/// Spelled as Apple's `StringFromDoubleResolver`. Here the text is Swift's own (`2.5`, `3.0`), not a locale's.
public struct StringFromDoubleResolver: Resolver {
    /// The type converted from.
    public typealias Input = Double
    /// The type converted to.
    public typealias Output = String

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Writes `input` as text.
    /// - Parameters:
    ///   - input: The number.
    ///   - context: The parameter's context.
    /// - Returns: The text.
    public func resolve(from input: Double, context: IntentParameterContext<String>) async throws -> String? {
        String(input)
    }
}

/// Converts an `Int` into a `String`, or integers into strings.
///
/// Spelled as Apple's `StringFromIntResolver<Input, Output>`, whose `Input` and `Output` are bounded by its underscored
/// `_IntentValue` (and `Output.ValueType == String`); here both are only `Sendable`, and an input that is neither an
/// `Int` nor an `[Int]`, or an output that is neither a `String` nor a `[String]`, resolves to `nil`.
public struct StringFromIntResolver<Input: Sendable, Output: Sendable>: Resolver {
    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Writes the integer, or each integer, in decimal.
    /// - Parameters:
    ///   - input: An `Int` or an `[Int]`.
    ///   - context: The parameter's context.
    /// - Returns: The text, or `nil` when the types are not integers and strings.
    public func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output? {
        switch input {
        case let number as Int: return String(number) as? Output
        case let numbers as [Int]: return numbers.map { String($0) } as? Output
        default: return nil
        }
    }

    /// Two resolvers of the same types are equal: they carry nothing.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing: the resolver carries nothing.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {}
}

/// Converts a `String` into a `Bool`, by the parameter's display names or the usual words.
///
/// Spelled as Apple's `BoolFromStringResolver`. Compared without case: the `true` and `false` names of the
/// parameter's `displayName:`, then `true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0`; other text resolves to `nil`.
public struct BoolFromStringResolver: Resolver {
    /// The type converted from.
    public typealias Input = String
    /// The type converted to.
    public typealias Output = Bool

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Reads `input` as a Boolean.
    /// - Parameters:
    ///   - input: The text.
    ///   - context: The parameter's context, whose display names are tried first.
    /// - Returns: The Boolean, or `nil` when the text names neither value.
    public func resolve(from input: String, context: IntentParameterContext<Bool>) async throws -> Bool? {
        let word = input.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if let names = context.displayName {
            if word == names.true.key.lowercased() { return true }
            if word == names.false.key.lowercased() { return false }
        }
        switch word {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }
}

/// Converts a `String` into a `URL`.
///
/// Spelled as Apple's `URLFromStringResolver`. Text that is not an absolute URL (one with a scheme) resolves to `nil`.
public struct URLFromStringResolver: Resolver {
    /// The type converted from.
    public typealias Input = String
    /// The type converted to.
    public typealias Output = URL

    /// Creates the resolver (Apple documents no initializer).
    package init() {}

    /// Reads `input` as an absolute URL.
    /// - Parameters:
    ///   - input: The text.
    ///   - context: The parameter's context.
    /// - Returns: The URL, or `nil` when the text is not an absolute URL.
    public func resolve(from input: String, context: IntentParameterContext<URL>) async throws -> URL? {
        guard let url = URL(string: input.trimmingCharacters(in: .whitespacesAndNewlines)), url.scheme != nil else {
            return nil
        }
        return url
    }
}
