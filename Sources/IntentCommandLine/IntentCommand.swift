import IntentRuntime

/// The `intents` command line, as a library: any host program can offer it over its own intents.
///
/// ```swift
/// let status = await IntentCommand.main(
///     arguments: Array(CommandLine.arguments.dropFirst()),
///     configuration: configuration,
///     output: .standard(environment: environment))
/// exit(status)
/// ```
///
/// Commands: `list`, `run`, `validate`, `extract`, `entities`, `shortcuts`, `widgets`,
/// `activities`, `open`, `demangle`, `serve --mcp`; `--help`
/// for each, `--version`. Results go to standard output, everything else to standard error; the
/// exit status is one of ``ExitCode``'s.
public enum IntentCommand {
    /// Every command, in the order the help lists them.
    static let commands: [any Subcommand.Type] = [
        ListCommand.self,
        RunCommand.self,
        ValidateCommand.self,
        ExtractCommand.self,
        EntitiesCommand.self,
        ShortcutsCommand.self,
        WidgetsCommand.self,
        ActivitiesCommand.self,
        OpenCommand.self,
        DemangleCommand.self,
        ServeCommand.self,
    ]

    /// Runs one command line.
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - configuration: The host program's configuration.
    ///   - output: Where to print.
    /// - Returns: The process exit status.
    public static func main(
        arguments: [String],
        configuration: CommandLineConfiguration,
        output: CommandOutput
    ) async -> Int32 {
        await run(arguments: arguments, configuration: configuration, output: output).rawValue
    }

    /// Runs one command line and returns its ``ExitCode``.
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - configuration: The host program's configuration.
    ///   - output: Where to print.
    /// - Returns: The exit code.
    public static func run(
        arguments: [String],
        configuration: CommandLineConfiguration,
        output: CommandOutput
    ) async -> ExitCode {
        // Advice in the messages names this program and its options.
        await InvocationChannel.$current.withValue(.commandLine(programName: configuration.programName)) {
            await dispatch(arguments: arguments, configuration: configuration, output: output)
        }
    }

    private static func dispatch(
        arguments: [String],
        configuration: CommandLineConfiguration,
        output: CommandOutput
    ) async -> ExitCode {
        let context = CommandContext(console: Console(output: output), configuration: configuration)
        let console = context.console
        let program = configuration.programName

        guard let first = arguments.first else {
            console.error("missing command.")
            output.standardError.write(overview(configuration))
            return .usage
        }
        switch first {
        case "--version", "-V":
            console.print(configuration.version)
            return .success
        case "--help", "-h":
            console.write(overview(configuration))
            return .success
        case "help":
            let topic = arguments.dropFirst().first
            guard let topic else {
                console.write(overview(configuration))
                return .success
            }
            guard let command = command(named: topic) else {
                return unknownCommand(topic, context: context)
            }
            console.write(await help(of: command, configuration: configuration))
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            if first.hasPrefix("-") {
                console.error(
                    "unknown option '\(first)'."
                        + Suggestion.hint(
                            for: first.drop { $0 == "-" }.description, among: ["version", "help"], prefix: "--")
                )
                console.printToStandardError("Usage: \(program) <command> [<arguments>] [--help]")
                return .usage
            }
            return unknownCommand(first, context: context)
        }
        let specification = command.specification
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: specification)
        } catch {
            return context.usageError(error.message, command: specification)
        }
        if parsed.wantsHelp {
            console.write(await help(of: command, configuration: configuration))
            return .success
        }
        // A command that speaks a protocol on standard output keeps it to itself: what intents
        // print while it runs goes to standard error.
        guard
            (specification.name == RunCommand.specification.name && parsed.has(RunCommand.json))
                || specification.name == ServeCommand.specification.name
        else {
            return await command.run(arguments: parsed, context: context)
        }
        return await ProtocolStandardOutput.keeping(output.standardOutput) { protocolOutput in
            var output = output
            output.standardOutput = protocolOutput
            return await command.run(
                arguments: parsed,
                context: CommandContext(console: Console(output: output), configuration: configuration))
        }
    }

    /// A command's help, with examples drawn from the host when the command's examples need it.
    private static func help(of command: any Subcommand.Type, configuration: CommandLineConfiguration) async -> String {
        let application = command.examplesNeedApplication ? try? await configuration.loadApplication() : nil
        var specification = command.specification
        specification.examples = command.examples(programName: configuration.programName, application: application)
        return HelpFormatter.help(of: specification, programName: configuration.programName)
    }

    private static func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.specification.name == name }
    }

    private static func overview(_ configuration: CommandLineConfiguration) -> String {
        HelpFormatter.overview(
            programName: configuration.programName,
            abstract: configuration.abstract,
            commands: commands.map { $0.specification }
        )
    }

    private static func unknownCommand(_ name: String, context: CommandContext) -> ExitCode {
        let names = commands.map { $0.specification.name }
        context.console.error("unknown command '\(name)'." + Suggestion.hint(for: name, among: names))
        context.console.printToStandardError("  Commands: \(names.joined(separator: ", ")).")
        context.console.printToStandardError("  See '\(context.programName) --help'.")
        return .usage
    }
}
