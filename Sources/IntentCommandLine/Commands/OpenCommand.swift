import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intents open <url>`: routes a deep link, as a Live Activity region's tap would, to the app's
/// handler, and runs the intent it leads to.
enum OpenCommand: Subcommand {
    /// `--json`.
    static let json = Flag("json", help: "Print the outcome as JSON.")

    /// What `open` was asked to do.
    struct Request: Sendable {
        /// The deep link, as typed.
        var url: String
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "open",
        abstract: "Open a deep link: route it to the app's handler and run the intent it leads to.",
        discussion: """
            The URL is validated and percent-encoded first (a product name in Chinese may be given
            as is). The app's handler says which intent shows the link; it runs through the
            executor like 'run' and prints the same report. Exit status: 65 for a malformed URL or
            query item, 66 when no handler takes the link, otherwise as 'run'.
            """,
        arguments: [PositionalDefinition(name: "url", help: "The deep link.", isRequired: true)],
        options: [json],
        examples: ["intents open 'hdSeckill://seckill?productId=100012043978'"]
    )

    static var examplesNeedApplication: Bool { true }

    static func examples(programName: String, application: HostApplication?) -> [String] {
        let examples = application.map { HostExamples.open(programName: programName, application: $0) } ?? []
        return examples.isEmpty ? specification.examples.map { renamed($0, programName: programName) } : examples
    }

    static func request(from arguments: ParsedArguments) -> Request {
        Request(url: arguments.positionals[0], json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        let route: DeepLinkRoute
        let link: DeepLink
        do throws(DeepLinkError) {
            link = try DeepLink(request.url)
            route = try application.deepLinks.route(link)
        } catch {
            console.error(error.description)
            return error.code == .noHandler ? .noInput : .dataError
        }
        let routed = "\(link) → \(route)"
        if request.json { console.note(routed) } else { console.print(routed) }
        return await RunCommand.execute(
            identifier: route.actionIdentifier,
            parameters: route.parameters,
            widgetKinds: nil,
            copies: 1,
            prompts: IntentPromptPolicy.current,
            json: request.json,
            application: application,
            context: context
        )
    }
}
