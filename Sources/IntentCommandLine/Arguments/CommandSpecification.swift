/// What a command accepts: its name, help text, options and positional arguments.
///
/// The parser reads it to check a command line and the help printer reads it to describe the
/// command, so the two can never disagree.
struct CommandSpecification: Sendable {
    /// The command's name, as typed: `run`.
    var name: String

    /// One line saying what the command does.
    var abstract: String

    /// Longer help, printed after the usage line; may be empty.
    var discussion: String = ""

    /// The positional arguments, in order.
    var arguments: [PositionalDefinition] = []

    /// The options and flags.
    var options: [OptionDefinition] = []

    /// Example invocations, shown in help.
    var examples: [String] = []
}

/// An option (`--param name=value`) or flag (`--json`).
struct OptionDefinition: Sendable {
    /// The long name without dashes: `param`.
    var name: String

    /// A one-letter alias, typed as `-x`.
    var shortName: Character?

    /// The placeholder for the value in help (`name=value`); `nil` for a flag.
    var valueName: String?

    /// What the option does.
    var help: String

    /// Whether the option may be given more than once.
    var isRepeatable: Bool = false

    /// Whether the option is a flag, taking no value.
    var isFlag: Bool { valueName == nil }

    /// Creates a flag.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDefinition {
        OptionDefinition(name: name, shortName: short, valueName: nil, help: help)
    }

    /// Creates an option taking a value.
    static func option(
        _ name: String,
        short: Character? = nil,
        value: String,
        help: String,
        repeatable: Bool = false
    ) -> OptionDefinition {
        OptionDefinition(name: name, shortName: short, valueName: value, help: help, isRepeatable: repeatable)
    }
}

/// A positional argument.
struct PositionalDefinition: Sendable {
    /// The placeholder in help: `identifier`.
    var name: String

    /// What the argument is.
    var help: String

    /// Whether the command line must contain it.
    var isRequired: Bool = true

    /// Whether it takes every remaining positional value.
    var isRepeating: Bool = false
}
