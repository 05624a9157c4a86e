import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

@testable import IntentCommandLine

/// Returns a string of `count` letters, to size what `run --json` and MCP write.
struct SizedTextIntent: AppIntent {
    static let title: LocalizedStringResource = "Sized Text"

    @Parameter(title: "Count") var count: Int

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: String(repeating: "x", count: count))
    }
}

/// What the command line writes is read back by its own readers: the largest accepted value is
/// written whole, one just over is refused when written, with an error naming the limit.
@Suite("Command line write/read symmetry")
struct CommandLineWriteReadSymmetryTests {
    static func application() -> HostApplication {
        var registry = IntentRegistry()
        registry.register(SizedTextIntent.self)
        return HostApplication(registry: registry, executorConfiguration: .notAboutTime)
    }

    func run(count: Int) async -> (status: Int32, output: String, error: String) {
        let output = CapturedOutput()
        let error = CapturedOutput()
        let status = await IntentCommand.main(
            arguments: ["run", "SizedTextIntent", "-p", "count=\(count)", "--json"],
            configuration: InProcessTests.configuration(Self.application()),
            output: CommandOutput(standardOutput: output, standardError: error)
        )
        return (status, output.text, error.text)
    }

    @Test("run --json: a string of 4 MiB (what the out-of-process runner reads) is printed; one byte more is refused")
    func runJSON() async throws {
        let largest = ExchangeLimits.runReport.maxStringBytes
        let accepted = await run(count: largest)
        #expect(accepted.status == 0, "\(accepted.error.prefix(500))")
        let document = try JSONValue(parsing: Array(accepted.output.utf8), limits: ExchangeLimits.runReport)
        #expect(document["runs"]?.arrayValue?.first?["value"]?.stringValue?.count == largest)

        let refused = await run(count: largest + 1)
        #expect(refused.status == 1)
        // Not the outcome: the refusal document every failed `run --json` prints, which its readers take.
        let refusal = try JSONValue(parsing: Array(refused.output.utf8), limits: ExchangeLimits.runReport)
        #expect(refusal["runs"]?.arrayValue?.isEmpty == true)
        #expect(refusal["refused"]?["exitStatus"]?.intValue == 1)
        #expect(refused.error.contains("over what its readers accept"), "\(refused.error.prefix(300))")
    }

    @Test("MCP: the longest response the server itself would read is sent; one byte longer is an error")
    func mcpResponses() async throws {
        let session = InProcessMCPSession(application: Self.application())
        try await session.initialize()
        // A response's length is linear in the text's: measure it at two lengths. Lines are read here with
        // limits of their own (MCPLines parses with the default 1 MiB string limit).
        let limits = MetadataLimits(maxBytes: 16 << 20, maxDepth: 64, maxStringBytes: 16 << 20, maxElements: 1 << 16)
        func length(_ id: Int, count: Int) async throws -> (Int, JSONValue) {
            session.send(mcpCall(id, "SizedTextIntent", #"{"count":\#(count)}"#))
            let line = try await session.lines.waitFor("a response to \(id)") { lines in
                lines.lines.first { $0.contains(#""id":\#(id),"#) }
            }
            return (line.utf8.count, try JSONValue(parsing: Array(line.utf8), limits: limits))
        }
        let (short, _) = try await length(1, count: 10)
        let (longer, _) = try await length(2, count: 20)
        let perCharacter = (longer - short) / 10
        let overhead = short - 10 * perCharacter
        let limit = MCPServer.Configuration(name: "x", version: "1").maximumMessageBytes
        let largest = (limit - overhead) / perCharacter
        let (fits, accepted) = try await length(3, count: largest)
        #expect(fits <= limit && fits > limit - perCharacter, "\(fits) bytes")
        #expect(accepted["result"]?["structuredContent"] != nil || accepted.toolText != nil)
        let (_, refused) = try await length(4, count: largest + 1)
        #expect(refused.errorCode == -32603)
        #expect(
            refused["error"]?["message"]?.stringValue?.contains("over the limit of \(limit) bytes") == true,
            "\(refused)")
        await session.end()
    }
}

/// A deep link built from parts is refused when it is longer than what parsing accepts.
@Suite("Deep link write/read symmetry")
struct DeepLinkWriteReadSymmetryTests {
    @Test("a link of exactly maximumLength bytes is built and parsed back; one byte more is refused when built")
    func deepLinkLength() throws {
        let prefix = "app://host/"
        let largest = try DeepLink(
            scheme: "app", host: "host",
            path: "/" + String(repeating: "a", count: DeepLink.maximumLength - prefix.count))
        #expect(largest.description.utf8.count == DeepLink.maximumLength)
        #expect(try DeepLink(largest.description).description == largest.description)
        #expect(throws: DeepLinkError.self) {
            try DeepLink(
                scheme: "app", host: "host",
                path: "/" + String(repeating: "a", count: DeepLink.maximumLength - prefix.count + 1))
        }
    }
}
