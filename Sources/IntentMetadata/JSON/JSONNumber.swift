/// A JSON number, kept as the literal text it was read from, so `1.0` and `1` both write back as they were.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    /// The number's text, valid JSON number syntax (`-12`, `0.5`, `1e-05`).
    public let literal: String

    /// Creates a number from JSON number text.
    /// - Parameter literal: The text; must follow JSON's number grammar.
    /// - Returns: `nil` when `literal` is not a JSON number.
    public init?(literal: String) {
        guard Self.isValidLiteral(literal) else { return nil }
        self.literal = literal
    }

    init(uncheckedLiteral literal: String) {
        self.literal = literal
    }

    /// Creates a number from an integer.
    /// - Parameter value: The value.
    public init(_ value: Int) {
        self.literal = String(value)
    }

    /// Creates a number from a double, written as Foundation's `JSONEncoder` writes it
    /// (integral values without a fraction: `255`, others in shortest form: `1.25`).
    /// - Parameter value: The value.
    /// - Returns: `nil` when `value` is infinite or NaN, which JSON cannot hold.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            self.literal = String(Int(value))
        } else {
            self.literal = value.description
        }
    }

    /// Creates a number from an integer literal.
    /// - Parameter value: The value.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// Creates a number from a floating-point literal.
    /// - Parameter value: The value; must be finite.
    public init(floatLiteral value: Double) {
        self.literal = JSONNumber(value)?.literal ?? "0"
    }

    /// The value as an `Int`: the literal when it is an integer in range, or an integral fraction
    /// (`14.0`); `nil` otherwise.
    public var intValue: Int? {
        if let value = Int(literal) { return value }
        guard let double = Double(literal), double == double.rounded(), let value = Int(exactly: double) else {
            return nil
        }
        return value
    }

    /// The value as a `Double` (integers included; very large ones rounded).
    public var doubleValue: Double? { Double(literal) }

    /// Whether the literal is written as an integer (no fraction, no exponent).
    public var isIntegerLiteral: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The literal.
    public var description: String { literal }

    static func isValidLiteral(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
