import DiagnosticIntents
import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

@testable import IntentCommandLine

/// Issue 20, finding 2: an error that says how it is shown (`localizedStringResource`,
/// `errorDescription`) showed as `soldOut("Black Forest")` on the command line and over MCP.
@Suite("Error texts on the command line and over MCP")
struct CommandErrorTextTests {
    static let cases: [(intent: String, text: String, type: String, case: String?)] = [
        ("SellCakeIntent", "Black Forest is sold out today", "BakeryError", "soldOut"),
        ("DeliverCakeIntent", "We do not deliver to Baker Street", "DeliveryError", nil),
        ("BurnCakeIntent", "cold", "OvenError", "cold"),
    ]

    static func application() -> HostApplication {
        var registry = IntentRegistry()
        for type in [SellCakeIntent.self, DeliverCakeIntent.self, BurnCakeIntent.self] as [any AppIntent.Type] {
            registry.register(type)
        }
        return HostApplication(registry: registry, executorConfiguration: .notAboutTime)
    }

    static func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        let application = application()
        let (output, error) = (CapturedOutput(), CapturedOutput())
        let status = await IntentCommand.main(
            arguments: arguments,
            configuration: CommandLineConfiguration(
                programName: "bakery", version: "bakery 1", loadApplication: { application }),
            output: CommandOutput(standardOutput: output, standardError: error)
        )
        return (status, output.text, error.text)
    }

    @Test("run prints the error's own text", arguments: cases)
    func text(_ expected: (intent: String, text: String, type: String, case: String?)) async {
        let ran = await Self.run(["run", expected.intent])

        #expect(ran.status != 0)
        #expect(ran.error.contains("\(expected.intent) failed: \(expected.text)"), "\(ran.error)")
        #expect(!ran.error.contains("soldOut("))
    }

    @Test("run --json gives the text, the type and the case apart", arguments: cases)
    func json(_ expected: (intent: String, text: String, type: String, case: String?)) async throws {
        let ran = await Self.run(["run", expected.intent, "--json"])

        let document = try JSONValue(parsing: Array(ran.output.utf8))
        let run = try #require(document["runs"]?.arrayValue?.first, "\(ran.output)")
        #expect(run["error"]?.stringValue == expected.text)
        #expect(run["errorType"]?.stringValue == expected.type)
        #expect(run["errorCase"]?.stringValue == expected.case)
    }

    @Test("an MCP tool error's content is the error's own text", arguments: cases)
    func mcp(_ expected: (intent: String, text: String, type: String, case: String?)) async throws {
        let session = InProcessMCPSession(application: Self.application())
        try await session.initialize()

        let response = try await session.request(mcpCall(1, expected.intent), id: 1)

        #expect(response.isToolError, "\(response)")
        #expect(response.toolText == "\(expected.intent) failed: \(expected.text)")
        await session.end()
    }
}

/// Issue 20, finding 5: advice named the command line's `--param` over MCP, and `intents` in a
/// host of another name.
@Suite("Advice names the channel and the program")
struct ContextAdviceTests {
    static func application() -> HostApplication {
        var registry = IntentRegistry()
        registry.register(FrostCakeIntent.self)
        return HostApplication(registry: registry, executorConfiguration: .notAboutTime)
    }

    @Test func theCommandLineSaysParam() async {
        let application = Self.application()
        let error = CapturedOutput()
        let status = await IntentCommand.main(
            arguments: ["run", "FrostCakeIntent"],
            configuration: CommandLineConfiguration(
                programName: "bakery", version: "bakery 1", loadApplication: { application }),
            output: CommandOutput(standardOutput: CapturedOutput(), standardError: error)
        )

        #expect(status == 65)
        #expect(error.text.contains("pass --param cake=<value>"), "\(error.text)")
    }

    @Test func mcpSaysArgument() async throws {
        let session = InProcessMCPSession(application: Self.application())
        try await session.initialize()

        let response = try await session.request(mcpCall(1, "FrostCakeIntent"), id: 1)

        #expect(response.isToolError, "\(response)")
        #expect(response.toolText?.contains("pass the argument 'cake'") == true, "\(response)")
        #expect(response.toolText?.contains("--param") == false)
        await session.end()
    }
}
