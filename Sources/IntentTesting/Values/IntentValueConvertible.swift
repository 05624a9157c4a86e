import Foundation

/// A type a test reads values as: `let title: String = try intent.title`,
/// `let count: Int = try result.value`.
///
/// Text, numbers, Booleans, dates, URLs, ``AnyAppEntity``, ``AnyAppEnum``, ``IntentValue`` and
/// optionals and arrays of them conform. An app's own types can conform with an empty extension
/// (`extension TodoSummary: IntentValueConvertible {}`) and are then read as themselves from runs
/// in this process; a run in a separate host process has only the values it printed.
public protocol IntentValueConvertible: Sendable {
    /// Reads a value as this type.
    /// - Parameter value: The value.
    /// - Returns: The value as this type.
    /// - Throws: ``IntentTestingError`` (``IntentTestingError/Code/valueMismatch``) when the value
    ///   is of another type.
    static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Self
}

extension IntentValueConvertible {
    /// Reads the Swift value itself, from a run in this process.
    /// - Parameter value: The value.
    /// - Returns: The value as this type.
    /// - Throws: ``IntentTestingError`` when the value is not one of this type, or came from a
    ///   separate host process (which prints values, never hands them over).
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Self {
        if let native = value.native as? Self { return native }
        if value.native == nil, !value.isNull {
            throw value.mismatch(
                Self.self,
                "; a run in a separate host process gives printed values only: read it as AnyAppEntity, "
                    + "a String or a number, or run in process"
            )
        }
        throw value.mismatch(Self.self)
    }
}

extension String: IntentValueConvertible {
    /// Reads text, or an enum case's raw value.
    /// - Parameter value: The value.
    /// - Returns: The text.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> String {
        switch value.content {
        case .string(let text): return text
        case .enumCase(let member): return member.rawValue
        default: throw value.mismatch(String.self)
        }
    }
}

extension Int: IntentValueConvertible {
    /// Reads a whole number.
    /// - Parameter value: The value.
    /// - Returns: The number.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Int {
        guard case .integer(let number) = value.content else { throw value.mismatch(Int.self) }
        return number
    }
}

extension Double: IntentValueConvertible {
    /// Reads a number.
    /// - Parameter value: The value.
    /// - Returns: The number.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Double {
        switch value.content {
        case .double(let number): return number
        case .integer(let number): return Double(number)
        default: throw value.mismatch(Double.self)
        }
    }
}

extension Bool: IntentValueConvertible {
    /// Reads a Boolean.
    /// - Parameter value: The value.
    /// - Returns: The Boolean.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Bool {
        guard case .bool(let flag) = value.content else { throw value.mismatch(Bool.self) }
        return flag
    }
}

extension Date: IntentValueConvertible {
    /// Reads a date, or ISO 8601 text.
    /// - Parameter value: The value.
    /// - Returns: The date.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Date {
        switch value.content {
        case .date(let date): return date
        case .string(let text):
            if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
            if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
            throw value.mismatch(Date.self)
        default: throw value.mismatch(Date.self)
        }
    }
}

extension URL: IntentValueConvertible {
    /// Reads a URL, or its text.
    /// - Parameter value: The value.
    /// - Returns: The URL.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> URL {
        switch value.content {
        case .url(let url): return url
        case .string(let text):
            guard let url = URL(string: text) else { throw value.mismatch(URL.self) }
            return url
        default: throw value.mismatch(URL.self)
        }
    }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
    /// Reads no value as `nil`, anything else as `Wrapped`.
    /// - Parameter value: The value.
    /// - Returns: The value, or `nil`.
    /// - Throws: ``IntentTestingError`` when the value is not a `Wrapped`.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> Wrapped? {
        value.isNull ? nil : try Wrapped._makeValue(from: value)
    }
}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    /// Reads an array, element by element.
    /// - Parameter value: The value.
    /// - Returns: The elements.
    /// - Throws: ``IntentTestingError`` when the value is not an array, or an element is not an `Element`.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> [Element] {
        guard case .array(let elements) = value.content else { throw value.mismatch([Element].self) }
        var result: [Element] = []
        for (index, element) in elements.enumerated() {
            do {
                result.append(try Element._makeValue(from: element))
            } catch {
                throw IntentTestingError(.valueMismatch, "element \(index): \(error.message)")
            }
        }
        return result
    }
}

extension IntentValue: IntentValueConvertible {
    /// The value itself.
    /// - Parameter value: The value.
    /// - Returns: `value`.
    public static func _makeValue(from value: IntentValue) -> IntentValue { value }
}
