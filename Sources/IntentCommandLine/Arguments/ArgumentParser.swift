/// Checks a command's arguments against its ``CommandSpecification``.
///
/// Accepts `--flag`, `--option value`, `--option=value`, `-x value` for one-letter aliases,
/// repeated options where allowed, `--` to end option parsing, and `-h`/`--help` anywhere before
/// `--`. A lone `-` is a positional value (standard input).
enum ArgumentParser {
    /// Parses the arguments that follow the command name.
    /// - Parameters:
    ///   - arguments: The arguments after the command's name.
    ///   - specification: What the command accepts.
    /// - Returns: The parsed arguments.
    /// - Throws: A ``UsageError`` naming the first problem.
    static func parse(
        _ arguments: [String],
        for specification: CommandSpecification
    ) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = arguments.startIndex
        var optionsEnded = false
        let command = specification.name

        func fail(_ message: String) -> UsageError { UsageError(message: message, command: command) }

        func record(_ definition: OptionDefinition, value: String?, spelled: String) throws(UsageError) {
            if definition.isFlag {
                if value != nil { throw fail("flag '\(spelled)' does not take a value") }
                parsed.flags.insert(definition.name)
                return
            }
            guard let value else { throw fail("missing value for '\(spelled) <\(definition.valueName ?? "value")>'") }
            if !definition.isRepeatable, parsed.options[definition.name] != nil {
                throw fail("option '--\(definition.name)' given more than once")
            }
            parsed.options[definition.name, default: []].append(value)
        }

        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                continue
            }
            let definition: OptionDefinition
            var inlineValue: String?
            let spelled: String
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: Substring
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = body
                }
                spelled = "--\(name)"
                guard let found = specification.options.first(where: { $0.name == name }) else {
                    let known = specification.options.map(\.name) + ["help"]
                    throw fail(
                        "unknown option '\(spelled)'." + Suggestion.hint(for: String(name), among: known, prefix: "--")
                    )
                }
                definition = found
            } else {
                let letters = argument.dropFirst()
                spelled = argument
                guard letters.count == 1, let letter = letters.first,
                    let found = specification.options.first(where: { $0.shortName == letter })
                else {
                    if Double(argument) != nil {
                        parsed.positionals.append(argument)
                        continue
                    }
                    let known = specification.options.map(\.name) + ["help"]
                    throw fail(
                        "unknown option '\(argument)'."
                            + Suggestion.hint(for: String(letters), among: known, prefix: "--")
                    )
                }
                definition = found
            }
            if !definition.isFlag, inlineValue == nil {
                guard index < arguments.endIndex else {
                    throw fail("missing value for '\(spelled) <\(definition.valueName ?? "value")>'")
                }
                inlineValue = arguments[index]
                index += 1
            }
            try record(definition, value: inlineValue, spelled: spelled)
        }

        if parsed.wantsHelp { return parsed }

        let required = specification.arguments.filter(\.isRequired).count
        if parsed.positionals.count < required {
            let missing = specification.arguments.filter(\.isRequired)[parsed.positionals.count]
            throw fail("missing argument <\(missing.name)>")
        }
        let repeats = specification.arguments.contains(where: \.isRepeating)
        if !repeats, parsed.positionals.count > specification.arguments.count {
            let extra = parsed.positionals[specification.arguments.count]
            throw fail("unexpected argument '\(extra)'")
        }
        return parsed
    }
}
