import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

@testable import IntentCommandLine

/// Opens ``WireFollowUpIntent`` after saying something and returning a value.
struct WireOpeningIntent: AppIntent {
    static let title: LocalizedStringResource = "Wire opening"

    @Parameter(title: "Count")
    var count: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & OpensIntent {
        .result(value: count * 2, opensIntent: WireFollowUpIntent(), dialog: "Doubled \(count)")
    }
}

/// The intent ``WireOpeningIntent`` opens: returns text.
struct WireFollowUpIntent: AppIntent {
    static let title: LocalizedStringResource = "Wire follow-up"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "followed up")
    }
}

@Suite("Run outcome wire schema")
struct RunOutcomeWireTests {
    /// A document with every member the schema has: a value with nested, ordered members, a failure
    /// with and without a case, an opened run, a reloaded widget, Live Activities and a refusal.
    static let full = RunOutcomeDocument(
        runs: [
            RunOutcomeDocument.Run(
                identifier: "Open",
                phase: .succeeded,
                value: .object([("zeta", .int(1)), ("alpha", .array([.double(2.5), .null, .bool(true)]))]),
                dialog: "Opened \"it\"\n",
                openedRun: RunOutcomeDocument.Run(
                    identifier: "FollowUp",
                    phase: .failed,
                    failure: RunOutcomeDocument.Failure(message: "sold out", typeName: "ShopError", caseName: "soldOut")
                )
            ),
            RunOutcomeDocument.Run(
                identifier: "Open",
                phase: .rejected,
                failure: RunOutcomeDocument.Failure(message: "in flight", typeName: "ExecutionError")
            ),
        ],
        reloadedWidgets: [RunOutcomeDocument.ReloadedWidget(kind: "counter", entry: .object([("count", .int(3))]))],
        liveActivities: .object([("started", .array([.string("a1")]))]),
        refused: RunOutcomeDocument.Refusal(exitStatus: 65, message: "bad value")
    )

    @Test("a document read back from its JSON is the document written")
    func roundTrip() throws {
        let text = Self.full.json().rendered()
        let read = try RunOutcomeDocument(decoding: Array(text.utf8))
        #expect(read == Self.full)
        #expect(read.schemaVersion == RunOutcomeDocument.currentSchemaVersion)
        #expect(read.runs[0].openedRun?.failure?.caseName == "soldOut")
        #expect(read.runs[1].failure?.caseName == nil)
        #expect(read.runs[1].openedRun == nil)
        // Written again, the same text: the encoder's order does not depend on the reader's.
        let again = try RunOutcomeDocument(decoding: read.json().compact())
        #expect(again.json().compact() == read.json().compact())
        #expect(read != RunOutcomeDocument(runs: []), "the equality the round trip relies on can fail")
    }

    @Test("the schema version comes first and a document without one reads as version 1")
    func schemaVersion() throws {
        #expect(Self.full.json().compact().hasPrefix(#"{"schemaVersion":1,"runs":["#))
        let unversioned = try RunOutcomeDocument(
            decoding: Array(
                #"{"runs":[{"identifier":"A","phase":"succeeded","value":null}],"reloadedWidgets":[]}"#.utf8))
        #expect(unversioned.schemaVersion == 1)
        #expect(unversioned.runs == [RunOutcomeDocument.Run(identifier: "A", phase: .succeeded)])
    }

    @Test(
        "a document that is not one says where and what was expected",
        arguments: [
            (#"{"schemaVersion":2,"runs":[]}"#, "$.schemaVersion: the document is in schema version 2"),
            (#"{"schemaVersion":"1","runs":[]}"#, "$.schemaVersion: expected a whole number"),
            (#"{"runs":{}}"#, "$.runs: expected an array, found an object"),
            (#"{"reloadedWidgets":[]}"#, "$.runs: expected an array, found nothing"),
            (#"{"runs":[{"identifier":"A","phase":"done"}]}"#, "$.runs[0].phase: expected a run phase, found 'done'"),
            (#"{"runs":[{"phase":"failed"}]}"#, "$.runs[0].identifier: expected a string, found nothing"),
            (
                #"{"runs":[{"identifier":"A","phase":"succeeded","opened":[{"identifier":"B","phase":"x"}]}]}"#,
                "$.runs[0].opened[0].phase: expected a run phase, found 'x'"
            ),
            (
                #"{"runs":[{"identifier":"A","phase":"succeeded","opened":[1,2]}]}"#,
                "$.runs[0].opened: expected at most one opened run, found 2"
            ),
            (#"{"runs":[],"reloadedWidgets":[{"entry":1}]}"#, "$.reloadedWidgets[0].kind: expected a string"),
            (#"[]"#, "$: expected an object, found an array"),
            (#"{"runs":["#, "not a JSON document"),
        ]
    )
    func decodingErrors(text: String, says: String) {
        #expect {
            try RunOutcomeDocument(decoding: Array(text.utf8))
        } throws: { error in
            (error as? RunOutcomeDocumentError)?.message.contains(says) ?? false
        }
    }

    static func application() -> HostApplication {
        var registry = IntentRegistry()
        registry.register(WireOpeningIntent.self)
        registry.register(WireFollowUpIntent.self)
        return HostApplication(registry: registry, executorConfiguration: .notAboutTime)
    }

    @Test("run --json, the MCP tool result and the out-of-process runner's decoder agree on a run")
    func threeUsersAgree() async throws {
        // run --json, as a host process prints it for IntentTesting's out-of-process runner.
        let application = Self.application()
        let standardOutput = CapturedOutput()
        let standardError = CapturedOutput()
        let status = await IntentCommand.run(
            arguments: ["run", "WireOpeningIntent", "--param", "count=21", "--json"],
            configuration: CommandLineConfiguration(
                programName: "host", version: "host 1", loadApplication: { application }),
            output: CommandOutput(standardOutput: standardOutput, standardError: standardError)
        )
        #expect(status == .success, "\(standardError.text)")
        // The runner's decoder.
        let printed = try RunOutcomeDocument(decoding: Array(standardOutput.text.utf8))
        let run = try #require(printed.runs.first)
        #expect(printed.runs.count == 1)
        #expect(run.identifier == "WireOpeningIntent")
        #expect(run.phase == .succeeded)
        #expect(run.value == .int(42))
        #expect(run.dialog == "Doubled 21")
        #expect(run.failure == nil)
        let opened = try #require(run.openedRun)
        #expect(opened.identifier == "WireFollowUpIntent")
        #expect(opened.value == .string("followed up"))

        // The MCP tool result for the same call, on a host of its own.
        let mcpApplication = Self.application()
        let catalog = ToolCatalog(application: mcpApplication)
        let tool = try #require(catalog.tool(named: "WireOpeningIntent"), "\(catalog.notes)")
        let result = await ToolInvocation(tool: tool, arguments: ["count": 21]).run(
            on: mcpApplication.host, prompts: .current, version: .june2025)
        let resultJSON = try JSONValue(parsing: Array(result.compact().utf8))
        #expect(resultJSON["isError"] == nil, "\(result.compact())")
        let structured = try #require(resultJSON["structuredContent"])
        // What the MCP result carries is what run --json printed, read back by the runner's decoder.
        #expect(structured == run.structuredContent().jsonValue)
        #expect(structured["value"] == run.value.jsonValue)
        #expect(structured["dialog"]?.stringValue == run.dialog)
        #expect(structured["opened"]?.arrayValue?.first?["identifier"]?.stringValue == opened.identifier)
        #expect(structured["opened"]?.arrayValue?.first?["value"] == opened.value.jsonValue)
        // The structured content is also sent as text, for older clients: the same JSON.
        let contentText = try #require(resultJSON["content"]?.arrayValue?.last?["text"]?.stringValue)
        #expect(try JSONValue(parsing: Array(contentText.utf8)) == structured)
    }
}

extension RunOutcomeDocument {
    /// Reads a compact rendering, failing the test on an error.
    fileprivate init(decoding text: String) throws {
        try self.init(decoding: Array(text.utf8))
    }
}
