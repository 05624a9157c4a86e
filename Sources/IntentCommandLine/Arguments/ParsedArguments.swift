/// A command line checked against a ``CommandSpecification``.
///
/// Options are read back through the values that declared them (``Flag``, ``Option``), never by a
/// name typed again: a misspelt option does not compile.
struct ParsedArguments: Sendable, Equatable {
    /// The flags given, by long name (written by the parser).
    var flags: Set<String> = []

    /// The values of the options given, by long name, in command-line order (written by the parser).
    var options: [String: [String]] = [:]

    /// The positional values, in order.
    var positionals: [String] = []

    /// Whether `--help` was asked for.
    var wantsHelp = false

    /// Whether a flag was given.
    func has(_ flag: Flag) -> Bool { flags.contains(flag.definition.name) }

    /// The text given for an option, as typed (the last one, if it was given more than once).
    func text<Value>(of option: Option<Value>) -> String? { options[option.definition.name]?.last }

    /// The value of a non-repeatable option, converted; `nil` when it is not given.
    /// - Throws: A ``UsageError`` saying what the option takes.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = text(of: option) else { return nil }
        return try option.convert(text)
    }

    /// Every value of a repeatable option, converted, in command-line order.
    /// - Throws: A ``UsageError`` saying what the option takes, for the first value it refuses.
    func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
        var converted: [Value] = []
        for text in options[option.definition.name] ?? [] {
            converted.append(try option.convert(text))
        }
        return converted
    }
}

extension ParsedArguments {
    /// Every value of a repeatable option whose values are text: it cannot refuse one.
    func values(_ option: Option<String>) -> [String] { options[option.definition.name] ?? [] }

    /// The value of an option whose value is text: it cannot refuse one.
    func value(_ option: Option<String>) -> String? { text(of: option) }
}
