/// A declared option or flag: what a command lists in its ``CommandSpecification`` and what it
/// reads back from ``ParsedArguments``, so the name is spelt once.
protocol OptionDeclaration: Sendable {
    /// What the parser and the help printer read.
    var definition: OptionDefinition { get }
}

/// A flag (`--json`), declared once as a value: `static let json = Flag("json", help: "…")`.
struct Flag: OptionDeclaration {
    let definition: OptionDefinition

    /// Declares a flag.
    init(_ name: String, short: Character? = nil, help: String) {
        definition = .flag(name, short: short, help: help)
    }
}

/// An option that takes a value and converts it (`--timeout 0.5` to a `Duration`), declared once as
/// a value: `static let timeout = Option<Duration>("timeout", value: "seconds", help: "…") { … }`.
///
/// A repeatable option yields every value given, in order; another the one value given.
struct Option<Value: Sendable>: OptionDeclaration {
    let definition: OptionDefinition

    /// Converts the text given; throws a ``UsageError`` saying what the option takes.
    let convert: @Sendable (String) throws(UsageError) -> Value

    /// Declares an option whose value is converted by `convert`.
    init(
        _ name: String,
        short: Character? = nil,
        value: String,
        help: String,
        repeatable: Bool = false,
        convert: @escaping @Sendable (String) throws(UsageError) -> Value
    ) {
        definition = .option(name, short: short, value: value, help: help, repeatable: repeatable)
        self.convert = convert
    }
}

extension Option where Value == String {
    /// Declares an option whose value is its text.
    init(_ name: String, short: Character? = nil, value: String, help: String, repeatable: Bool = false) {
        self.init(name, short: short, value: value, help: help, repeatable: repeatable) { $0 }
    }
}

extension Option where Value == Bool {
    /// Declares a yes-or-no option (`--confirm yes`): `yes`, `y` or `true`, `no`, `n` or `false`, in
    /// any case.
    static func yesOrNo(_ name: String, help: String) -> Option<Bool> {
        Option(name, value: "yes|no", help: help) { answer throws(UsageError) in
            switch answer.lowercased() {
            case "yes", "y", "true": return true
            case "no", "n", "false": return false
            default: throw UsageError(message: "--\(name) takes yes or no, not '\(answer)'")
            }
        }
    }
}

extension Option where Value == Duration {
    /// Declares an option taking a number of seconds, more than 0 and at most `maximum`.
    static func seconds(_ name: String, maximum: Double, help: String) -> Option<Duration> {
        Option(name, value: "seconds", help: help) { text throws(UsageError) in
            guard let seconds = Double(text), seconds > 0, seconds <= maximum else {
                throw UsageError(
                    message: "--\(name) takes a number of seconds from 0 to \(Int(maximum)), not '\(text)'")
            }
            return .milliseconds(Int64(seconds * 1000))
        }
    }
}

extension Option where Value == Int {
    /// Declares an option taking a whole number in `range`.
    static func number(_ name: String, value: String, in range: ClosedRange<Int>, help: String) -> Option<Int> {
        Option(name, value: value, help: help) { text throws(UsageError) in
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(
                    message: "--\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
    }
}

extension CommandSpecification {
    /// A specification whose options are declared values.
    init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [PositionalDefinition] = [],
        options: [any OptionDeclaration],
        examples: [String] = []
    ) {
        self.init(
            name: name,
            abstract: abstract,
            discussion: discussion,
            arguments: arguments,
            options: options.map(\.definition),
            examples: examples
        )
    }
}
