/// Why a mangled type name could not be parsed, and where.
public struct DemanglingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 offset in ``input`` at which the problem was found (the `$s` prefix, if given, counts).
    public var position: Int
    /// What is wrong, e.g. "substitution index 'C' refers to entry 2, but only 2 are known".
    public var message: String
    /// The mangled name as given (truncated to 256 bytes when longer).
    public var input: String

    /// Creates an error.
    /// - Parameters:
    ///   - message: what is wrong.
    ///   - position: the UTF-8 offset in `input` at which the problem was found.
    ///   - input: the mangled name as given.
    public init(_ message: String, at position: Int, in input: String) {
        self.position = position
        self.message = message
        self.input = input.utf8.count > 256 ? String(decoding: input.utf8.prefix(256), as: UTF8.self) : input
    }

    /// A one-line description naming the input and the position, e.g.
    /// `cannot demangle "5Radio0cV" at offset 7: word index 'c' refers to word 2, but only 1 is known`.
    public var description: String {
        "cannot demangle \"\(input)\" at offset \(position): \(message)"
    }
}
