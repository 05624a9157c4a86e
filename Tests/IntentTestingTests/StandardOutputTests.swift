import Foundation
import IntentMetadata
import IntentRuntime
import IntentTesting
import ProcessTestSupport
import Testing

/// Issue 20, finding 3: what an intent writes to standard output (`print`, `FileHandle`, C
/// `printf`, `write(1, …)`) went into the protocol spoken there: `run --json` printed two
/// documents, `serve --mcp` a line that is no JSON-RPC message, and the host process of
/// out-of-process tests an outcome nobody could read. It goes to standard error now.
@Suite("Standard output belongs to the protocol")
struct StandardOutputTests {
    static let ways = ["print", "fileHandle", "printf", "write"]

    /// Runs `intent-test-host` with arguments and input; what it wrote on each stream.
    static func host(_ arguments: [String], input: String = "") async throws -> (
        status: Int32, output: String, error: String
    ) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "standard-output-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment[AppGroup.containersEnvironmentVariable] = scratch.path
        environment["NO_COLOR"] = "1"
        let ran = try await ChildProcess.run(
            try HostProcess.builtProduct(named: "intent-test-host"), arguments: arguments, standardInput: input,
            environment: environment)
        return (ran.status, ran.standardOutput, ran.standardError)
    }

    @Test("run --json prints one JSON document; what the intent wrote is on standard error", arguments: ways)
    func runJSON(way: String) async throws {
        let ran = try await Self.host(["run", "ChattyIntent", "--param", "way=\(way)", "--json"])

        #expect(ran.status == 0, "\(ran.error)")
        let document = try JSONValue(parsing: Array(ran.output.utf8))
        #expect(document["runs"]?.arrayValue?.first?["value"]?.stringValue == "said", "\(ran.output)")
        #expect(!ran.output.contains("chatter"))
        #expect(ran.error.contains("chatter from \(way)"), "\(ran.error)")
    }

    @Test("serve --mcp writes only JSON-RPC messages; what the intent wrote is on standard error", arguments: ways)
    func serveMCP(way: String) async throws {
        let input =
            [
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ChattyIntent","arguments":{"way":"\#(way)"}}}"#,
            ].joined(separator: "\n") + "\n"

        let served = try await Self.host(["serve", "--mcp"], input: input)

        #expect(served.status == 0, "\(served.error)")
        let lines = served.output.split(separator: "\n")
        #expect(lines.count == 2, "\(served.output)")
        for line in lines {
            let message = try JSONValue(parsing: Array(line.utf8))
            #expect(message["jsonrpc"]?.stringValue == "2.0", "\(line)")
        }
        let call = try JSONValue(parsing: Array((lines.last ?? "").utf8))
        #expect(call["result"]?["isError"] == nil || call["result"]?["isError"] == .bool(false), "\(call)")
        #expect(served.error.contains("chatter from \(way)"), "\(served.error)")
    }

    @Test("an out-of-process run reads its outcome though the intent wrote to standard output", arguments: ways)
    func outOfProcess(way: String) async throws {
        let definitions = IntentDefinitions(host: try Hosts.testHostMirror())
            .running(.outOfProcess(try OutOfProcessTests.process()))

        let result = try await definitions.intents["ChattyIntent"].makeIntent(way: way).run()

        #expect(result.ranInSeparateProcess)
        #expect(try result.value == "said")
    }
}
