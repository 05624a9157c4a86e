/// A command line checked against a ``CommandSpecification``.
struct ParsedArguments: Sendable, Equatable {
    /// The flags given, by long name.
    var flags: Set<String> = []

    /// The values of the options given, by long name, in command-line order.
    var options: [String: [String]] = [:]

    /// The positional values, in order.
    var positionals: [String] = []

    /// Whether `--help` was asked for.
    var wantsHelp = false

    /// Whether a flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of a non-repeatable option, if given.
    func value(_ option: String) -> String? { options[option]?.last }

    /// Every value of a repeatable option.
    func values(_ option: String) -> [String] { options[option] ?? [] }
}
