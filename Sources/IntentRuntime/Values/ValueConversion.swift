#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a value becomes a Swift value of a parameter's or a property's type: text, numbers, Booleans,
/// dates, URLs, enum cases and arrays of these.
///
/// Written once for both places that convert: an intent's parameters (``ValueDecoding``) and the
/// properties of an entity a test makes (IntentTesting's `makeEntity`). Entities and files are not
/// converted here: a parameter looks entities up through their queries and examines files, which a
/// property set by a test does not.
package struct ValueConversion: Sendable {
    /// Where values come from, which decides how text and numbers may stand for one another.
    package enum Source: Sendable {
        /// An invocation: command-line text or JSON. A number or a flag may come as text (`"3"`,
        /// `"yes"`), a whole JSON number such as `3.0` fills an integer, and comma-separated text
        /// lists an array's items.
        case invocation
        /// A typed Swift value from a test. Numbers come only from numbers (an `Int` fills a `Double`,
        /// never the reverse), flags only from `Bool`; text is text, a date, a URL or a case
        /// identifier; a single value where an array is expected is an array of one.
        case swiftValue
    }

    /// Why a value is not one of a type.
    package struct Refusal: Error, Sendable, Equatable {
        /// What is wrong with the value.
        package enum Reason: Sendable, Equatable {
            /// The value is of another kind than the type takes.
            case wrongType(expected: String, hint: String)
            /// The value names no case of the enum; these are its cases.
            case noCase(cases: [String])
            /// The value is a whole number the integer type cannot hold.
            case outOfRange(typeName: String)
        }

        /// What is wrong.
        package let reason: Reason

        /// The value refused: an array's element when that is the one refused.
        package let value: InvocationValue

        /// The code a parameter's error has for it.
        package var code: ParameterError.Code {
            if case .outOfRange = reason { return .outOfRange }
            return .wrongType
        }

        /// What the refusal says, after its subject: `expects a number, got "long"`.
        package var text: String {
            switch reason {
            case .wrongType(let expected, let hint): "expects \(expected), got \(value.excerpt)\(hint)"
            case .noCase(let cases): "has no case \(value.excerpt); its cases are \(cases.joined(separator: ", "))"
            case .outOfRange(let typeName): "is \(typeName), which cannot hold \(value.excerpt)"
            }
        }
    }

    /// Where the values come from.
    package let source: Source

    /// Creates a conversion for values from `source`.
    /// - Parameter source: Where the values come from.
    package init(source: Source) {
        self.source = source
    }

    /// Converts a value to a Swift type.
    /// - Parameters:
    ///   - value: The value.
    ///   - type: The type, without `Optional`.
    /// - Returns: The value as `type`; `nil` when `type` is none this conversion makes (an entity, a
    ///   file, an array of them, another type), which the caller converts itself.
    /// - Throws: ``Refusal`` when the value is not one of the type.
    package func convert(_ value: InvocationValue, to type: any Any.Type) throws(Refusal) -> Any? {
        guard let shape = ValueShape(swiftType: type) else { return nil }
        return try convert(value, as: shape)
    }

    /// Converts a value to a shape; `nil` for a shape this conversion does not make.
    /// - Parameters:
    ///   - value: The value.
    ///   - shape: The shape.
    ///   - cases: For an enum, the case identifiers it takes; all of the enum's when `nil`.
    func convert(_ value: InvocationValue, as shape: ValueShape, cases: [String]? = nil) throws(Refusal) -> Any? {
        func wrongType(_ expected: String, _ hint: String = "") -> Refusal {
            Refusal(reason: .wrongType(expected: expected, hint: hint), value: value)
        }
        let lenient = source == .invocation
        switch shape {
        case .string:
            guard case .string(let text) = value else { throw wrongType("a string") }
            return text
        case .bool:
            switch value {
            case .bool(let flag): return flag
            case .string(let text) where lenient:
                switch text.lowercased() {
                case "true", "yes", "1": return true
                case "false", "no", "0": return false
                default: throw wrongType("a Bool", "; pass true or false")
                }
            default: throw wrongType("a Bool", "; pass true or false")
            }
        case .integer(let type):
            return try integer(value, as: type)
        case .floatingPoint(let type):
            let number: Double
            switch value {
            case .double(let double): number = double
            case .int(let int): number = Double(int)
            case .string(let text) where lenient:
                guard let double = Double(text.trimmingWhitespace()) else { throw wrongType("a number") }
                number = double
            default: throw wrongType("a number")
            }
            return type.init(number)
        case .date:
            guard case .string(let text) = value, let date = Self.date(text) else {
                throw wrongType("an ISO 8601 date", ", e.g. 2026-11-21T09:30:00Z")
            }
            return date
        case .url:
            guard case .string(let text) = value, let url = Self.url(text) else {
                throw wrongType("a URL", ", e.g. https://example.com or /path/to/file")
            }
            return url
        case .enumeration(let type):
            guard case .string(let identifier) = value else { throw wrongType("a case identifier") }
            let allowed = cases ?? type.caseIdentifiers
            guard allowed.contains(identifier), let member = type.anyCase(identifiedBy: identifier) else {
                throw Refusal(reason: .noCase(cases: allowed), value: value)
            }
            return member
        case .array(let element, let type):
            var converted: [Any] = []
            for item in items(of: value) {
                guard let member = try convert(item, as: element, cases: cases) else { return nil }
                converted.append(member)
            }
            guard let array = type.make(from: converted) else { throw wrongType("[\(element)]") }
            return array
        case .entity, .file:
            return nil
        }
    }

    /// A whole number as an integer type, refused when the type cannot hold it.
    private func integer(_ value: InvocationValue, as type: any (FixedWidthInteger & Sendable).Type) throws(Refusal)
        -> Any
    {
        let typeName = _typeName(type, qualified: false)
        let wrongType = Refusal(reason: .wrongType(expected: "a whole number (\(typeName))", hint: ""), value: value)
        let outOfRange = Refusal(reason: .outOfRange(typeName: typeName), value: value)
        let whole: Int
        switch value {
        case .int(let int): whole = int
        case .double(let double) where source == .invocation && double.rounded() == double:
            guard let int = Int(exactly: double) else { throw outOfRange }
            whole = int
        case .string(let text) where source == .invocation:
            let trimmed = text.trimmingWhitespace()
            if let int = Int(trimmed) {
                whole = int
            } else if !trimmed.isEmpty, trimmed.drop(while: { $0 == "-" || $0 == "+" }).allSatisfy(\.isNumber) {
                throw outOfRange
            } else {
                throw wrongType
            }
        default:
            throw wrongType
        }
        func exactly<T: FixedWidthInteger & Sendable>(_: T.Type) -> Any? { T(exactly: whole) }
        guard let result = exactly(type) else { throw outOfRange }
        return result
    }

    /// The items of an array value: a JSON array; from an invocation, comma-separated text too; else the
    /// value alone.
    func items(of value: InvocationValue) -> [InvocationValue] {
        switch value {
        case .array(let values): values
        case .string(let text) where source == .invocation:
            text.isEmpty
                ? []
                : text.split(separator: ",", omittingEmptySubsequences: false).map {
                    .string($0.trimmingWhitespace())
                }
        default: [value]
        }
    }

    /// A date in ISO 8601: with or without fractional seconds, or a day alone; white space around it ignored.
    /// - Parameter text: The text.
    /// - Returns: The date, or `nil` when the text is none of these.
    package static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingWhitespace()
        let styles = [
            Date.ISO8601FormatStyle(),
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
            Date.ISO8601FormatStyle().year().month().day(),
        ]
        for style in styles {
            if let date = try? style.parse(trimmed) { return date }
        }
        return nil
    }

    /// A URL with a scheme, or a file path (`/…`, `./…`, `../…`) as a file URL.
    /// - Parameter text: The text.
    /// - Returns: The URL, or `nil` when the text is neither.
    package static func url(_ text: String) -> URL? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../") {
            return URL(fileURLWithPath: trimmed)
        }
        guard let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty else { return nil }
        return url
    }
}
