#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `intents serve --mcp`: serves the host's intents to AI agents over the Model Context Protocol,
/// on standard input and output, until the client closes standard input.
enum ServeCommand: Subcommand {
    static let specification = CommandSpecification(
        name: "serve",
        abstract: "Serve the intents to AI agents over the Model Context Protocol (stdio).",
        discussion: """
            An MCP client starts this command and speaks JSON-RPC with it, one message per line on
            standard input and output; notes go to standard error. Every discoverable intent is a
            tool with a JSON Schema of its parameters, run through the executor (its reentrancy
            guard and timeout) as 'run' runs it; entities are resources (intents://entity/<Type>/<id>),
            App Shortcuts are prompts. Questions an intent asks are not answered unless --confirm
            says how: an intent that asks fails the call, saying what it asked. The server ends,
            after answering the calls in flight, when standard input ends.
            """,
        options: [
            .flag("mcp", help: "Speak the Model Context Protocol (the one protocol served)."),
            .option("confirm", value: "yes|no", help: "Answer the intents' confirmation requests."),
        ],
        examples: [
            "intents serve --mcp",
            "intents serve --mcp --confirm no",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
        guard arguments.has("mcp") else {
            return context.usageError("serve speaks one protocol: give --mcp", command: specification)
        }
        let confirmations: Bool?
        do {
            confirmations = try arguments.yesOrNo("confirm")
        } catch {
            return context.usageError(error.message, command: specification)
        }
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        for failure in application.loadFailures { console.report(failure) }
        application.startWidgetCenters()
        var configuration = MCPServer.Configuration(
            name: context.programName,
            version: context.configuration.version
        )
        configuration.confirmations = confirmations
        let server = MCPServer(application: application, configuration: configuration) { console.note($0) }
        console.note(
            "serving \(server.tools.tools.count) tools, \(server.resources.types.count) entity types and "
                + "\(server.shortcuts.prompts.count) prompts over MCP on standard input and output"
        )
        // A client that goes away while a response is being written must not kill the server
        // with SIGPIPE: the write fails, and the server ends at the end of its input.
        ignoreBrokenPipes()
        let input = FileDescriptorLines(fileDescriptor: 0, maximumLineBytes: configuration.maximumMessageBytes)
        // A client that stops reading must not block the server forever: after
        // outputStallTimeout without progress the session ends.
        let output: any OutputWriter =
            if let standardOutput = console.output.standardOutput as? FileDescriptorWriter {
                StallBoundedWriter(
                    fileDescriptor: standardOutput.fileDescriptor, stallTimeout: configuration.outputStallTimeout)
            } else {
                console.output.standardOutput
            }
        await server.serve(input, to: output)
        return .success
    }

    private static func ignoreBrokenPipes() {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            signal(SIGPIPE, SIG_IGN)
        #endif
    }
}
