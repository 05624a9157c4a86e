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
    /// `--mcp`.
    static let mcp = Flag("mcp", help: "Speak the Model Context Protocol (the one protocol served).")
    /// `--confirm yes|no`.
    static let confirm = Option.yesOrNo("confirm", help: "Answer the intents' confirmation requests.")

    /// What `serve` was asked to do: serve MCP, answering confirmations so or not at all.
    struct Request: Sendable {
        /// How confirmation requests are answered; `nil` leaves them unanswered.
        var confirmations: Bool?
    }

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
        options: [mcp, confirm],
        examples: [
            "intents serve --mcp",
            "intents serve --mcp --confirm no",
        ]
    )

    static func request(from arguments: ParsedArguments) throws(UsageError) -> Request {
        guard arguments.has(mcp) else { throw UsageError(message: "serve speaks one protocol: give --mcp") }
        return Request(confirmations: try arguments.value(confirm))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        for failure in application.loadFailures { console.report(failure) }
        application.startWidgetCenters()
        var configuration = MCPServer.Configuration(
            name: context.programName,
            version: context.configuration.version
        )
        configuration.confirmations = request.confirmations
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
        // Calls and resource reads find the host's dependencies.
        await application.host.withDependencies {
            await server.serve(input, to: output)
        }
        return .success
    }

    private static func ignoreBrokenPipes() {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            signal(SIGPIPE, SIG_IGN)
        #endif
    }
}
