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

    /// The answer a yes-or-no option gives (`--confirm yes`): `true` for `yes`, `y` or `true`, `false` for `no`,
    /// `n` or `false`, in any case; `nil` when the option is not given.
    /// - Throws: A ``UsageError`` saying what the option takes, when its value is neither.
    func yesOrNo(_ option: String) throws(UsageError) -> Bool? {
        guard let answer = value(option) else { return nil }
        switch answer.lowercased() {
        case "yes", "y", "true": return true
        case "no", "n", "false": return false
        default: throw UsageError(message: "--\(option) takes yes or no, not '\(answer)'")
        }
    }
}
