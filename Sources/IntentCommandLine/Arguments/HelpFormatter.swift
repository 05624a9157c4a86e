/// Renders help and usage text from command specifications.
enum HelpFormatter {
    /// The usage line of a command: `intents run <identifier> [--param <name=value> ...] [--json]`.
    static func usage(of specification: CommandSpecification, programName: String) -> String {
        var parts = ["\(programName) \(specification.name)"]
        for option in specification.options {
            var text = "--\(option.name)"
            if let value = option.valueName { text += " <\(value)>" }
            if option.isRepeatable { text += " ..." }
            parts.append("[\(text)]")
        }
        for argument in specification.arguments {
            var text = "<\(argument.name)>"
            if argument.isRepeating { text += " ..." }
            parts.append(argument.isRequired ? text : "[\(text)]")
        }
        return parts.joined(separator: " ")
    }

    /// The full help of a command.
    static func help(of specification: CommandSpecification, programName: String) -> String {
        var lines = ["OVERVIEW: \(specification.abstract)"]
        if !specification.discussion.isEmpty {
            lines += ["", specification.discussion]
        }
        lines += ["", "USAGE: \(usage(of: specification, programName: programName))"]
        if !specification.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            let rows = specification.arguments.map { ("<\($0.name)>" + ($0.isRepeating ? " ..." : ""), $0.help) }
            lines += table(rows)
        }
        var optionRows: [(String, String)] = specification.options.map { option in
            var left = option.shortName.map { "-\($0), " } ?? ""
            left += "--\(option.name)"
            if let value = option.valueName { left += " <\(value)>" }
            return (left, option.help + (option.isRepeatable ? " (repeatable)" : ""))
        }
        optionRows.append(("-h, --help", "Show help information."))
        lines += ["", "OPTIONS:"] + table(optionRows)
        if !specification.examples.isEmpty {
            lines += ["", "EXAMPLES:"] + specification.examples.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The top-level help: every command with its abstract.
    static func overview(
        programName: String,
        abstract: String,
        commands: [CommandSpecification]
    ) -> String {
        var lines = [
            "OVERVIEW: \(abstract)",
            "",
            "USAGE: \(programName) <command> [<arguments>] [--help]",
            "",
            "OPTIONS:",
        ]
        lines += table([("--version", "Show the version."), ("-h, --help", "Show help information.")])
        lines += ["", "COMMANDS:"]
        lines += table(commands.map { ($0.name, $0.abstract) })
        lines += [
            "",
            "  See '\(programName) <command> --help' for a command's options.",
            "",
            "EXIT STATUS:",
            "  0 success, 1 check found differences, 64 usage error, 65 bad data,",
            "  66 missing input, 70 intent failed, 75 rejected (a run is in flight)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        return rows.map { left, right in
            let label = "  " + left
            if left.count + 2 > width {
                return label + "\n" + String(repeating: " ", count: width + 2) + right
            }
            return label + String(repeating: " ", count: width + 2 - label.count) + right
        }
    }
}
