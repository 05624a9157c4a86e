import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@testable import IntentCommandLine

/// The MCP server driven in this process: lines in, lines out, over a host of fixture intents.
@Suite("MCP server in process")
struct MCPServerTests {
    // MARK: - Handshake

    @Test("initialize: the version asked for, the capabilities, the server's name and instructions")
    func handshake() async throws {
        let session = InProcessMCPSession()
        let response = try await session.initialize()
        let result = try #require(response["result"], "\(response)")
        #expect(response["jsonrpc"] == "2.0")
        #expect(result["protocolVersion"] == "2025-11-25")
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(result["capabilities"]?["resources"]?["subscribe"] == false)
        #expect(result["capabilities"]?["prompts"] != nil)
        #expect(result["serverInfo"]?["name"] == "host")
        #expect(result["serverInfo"]?["version"] == "host 1")
        #expect(result["instructions"]?.stringValue?.contains("intents://entity/<Type>") == true)
        session.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        let again = try await session.request(mcpInitialize(id: 1), id: 1)
        #expect(again.errorCode == -32600, "a session is initialized once: \(again)")
        #expect(try await session.request(mcpRequest(2, "ping"), id: 2)["result"] == [:])
        await session.end()
        #expect(session.lines.messages.count == 3, "the notification got no response")
    }

    @Test("a version the server does not speak gets its latest; an older one is kept, without newer fields")
    func versionNegotiation() async throws {
        let unknown = InProcessMCPSession()
        #expect(try await unknown.initialize(version: "1999-01-01")["result"]?["protocolVersion"] == "2025-11-25")
        await unknown.end()

        let old = InProcessMCPSession()
        #expect(try await old.initialize(version: "2025-03-26")["result"]?["protocolVersion"] == "2025-03-26")
        let listed = try await old.request(mcpRequest(1, "tools/list"), id: 1)
        let tools: [JSONValue] = try #require(listed["result"]?["tools"]?.arrayValue)
        #expect(!tools.isEmpty)
        for tool in tools {
            #expect(tool["outputSchema"] == nil)
            #expect(tool["title"] == nil)
            #expect(tool["inputSchema"] != nil)
        }
        let call = try await old.request(mcpCall(2, "FileVolumeIntent", #"{"book":"b1"}"#), id: 2)
        #expect(call["result"]?["structuredContent"] == nil)
        let json = try #require(call["result"]?["content"]?.arrayValue?.last?["text"]?.stringValue)
        #expect(try JSONValue(parsing: Array(json.utf8))["value"]?["id"] == "b1", "the value as JSON text instead")
        await old.end()
    }

    @Test("before initialize: ping is answered, other methods are refused, unknown ones are not found")
    func beforeInitialize() async throws {
        let session = InProcessMCPSession()
        #expect(try await session.request(mcpRequest(1, "tools/list"), id: 1).errorCode == -32600)
        #expect(try await session.request(mcpRequest(2, "ping"), id: 2)["result"] == [:])
        #expect(try await session.request(mcpRequest(3, "tools/delete"), id: 3).errorCode == -32601)
        #expect(try await session.request(mcpCall(4, "FileVolumeIntent"), id: 4).errorCode == -32600)
        await session.end()
    }

    // MARK: - Tools

    @Test("tools/list: every discoverable intent, with the JSON Schema of its parameters and result")
    func toolsList() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        let response = try await session.request(mcpRequest(1, "tools/list"), id: 1)
        let tools = try #require(response["result"]?["tools"]?.arrayValue)
        let names = tools.compactMap { $0["name"]?.stringValue }
        #expect(
            names == ["DiscardDraftsIntent", "FileVolumeIntent", "MeasureShelfIntent", "WaitIntent"],
            "HiddenIntent is not discoverable"
        )

        let shelve = try #require(tools.first { $0["name"] == "FileVolumeIntent" })
        #expect(shelve["title"] == "Shelve Volume")
        #expect(shelve["description"] == "Puts a book on a shelf.")
        let input = try #require(shelve["inputSchema"])
        #expect(input["type"] == "object")
        #expect(input["required"] == ["book"])
        #expect(input["additionalProperties"] == false)
        let book = try #require(input["properties"]?["book"])
        #expect(book["type"] == "string")
        #expect(book["title"] == "Volume")
        let bookText = try #require(book["description"]?.stringValue)
        #expect(bookText.contains("The id of a Volume (Volume)"))
        #expect(bookText.contains("intents://entity/Volume"))
        #expect(bookText.contains("?matching=<text>"), "the query searches text")
        let shelf = try #require(input["properties"]?["shelf"])
        #expect(shelf["enum"] == ["fiction", "poetry"])
        #expect(shelf["default"] == "fiction")
        #expect(
            shelf["oneOf"]
                == [
                    ["const": "fiction", "title": "Fiction"],
                    ["const": "poetry", "title": "Poetry", "description": "Verse"],
                ]
        )
        let copies = try #require(input["properties"]?["copies"])
        #expect(copies["type"] == "integer")
        #expect(copies["minimum"] == 1 && copies["maximum"] == 5 && copies["default"] == 1)

        let output = try #require(shelve["outputSchema"])
        #expect(output["type"] == "object")
        let value = try #require(output["properties"]?["value"])
        #expect(value["properties"]?["type"]?["const"] == "Volume")
        #expect(value["properties"]?["properties"]?["properties"]?["pages"]?["type"] == "integer")
        await session.end()
    }

    @Test("tools/call runs the intent: its dialog as text, its value as structured content")
    func callSucceeds() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        let response = try await session.request(
            mcpCall(1, "FileVolumeIntent", #"{"book":"b/2","shelf":"poetry","copies":2}"#), id: 1)
        #expect(!response.isToolError, "\(response)")
        #expect(response.toolText == "Shelved 2 × Leaves of Grass in poetry")
        let structured = try #require(response["result"]?["structuredContent"])
        #expect(structured["dialog"] == "Shelved 2 × Leaves of Grass in poetry")
        #expect(
            structured["value"]
                == [
                    "type": "Volume", "id": "b/2",
                    "displayRepresentation": ["title": "Leaves of Grass", "subtitle": "145 pages"],
                    "properties": ["title": "Leaves of Grass", "pages": 145],
                ]
        )
        let json = try #require(response["result"]?["content"]?.arrayValue?.last?["text"]?.stringValue)
        #expect(try JSONValue(parsing: Array(json.utf8)) == structured, "the same content as JSON text")
        await session.end()
    }

    @Test("a Float value is a number, as the output schema says")
    func floatValue() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        let tools = try await session.request(mcpRequest(1, "tools/list"), id: 1)
        let measure = try #require(tools["result"]?["tools"]?.arrayValue?.first { $0["name"] == "MeasureShelfIntent" })
        #expect(measure["outputSchema"]?["properties"]?["value"] == ["type": "number"])
        let response = try await session.request(mcpCall(2, "MeasureShelfIntent"), id: 2)
        #expect(response["result"]?["structuredContent"] == ["value": 2.5], "\(response)")
        #expect(response.toolText == "2.5")
        await session.end()
    }

    /// Calls that reach the intent but are refused, and what their message says.
    static let refusedCalls: [(arguments: String, says: String)] = [
        (#"{"book":"nope"}"#, "names no Volume with identifier \"nope\""),
        (#"{"book":"b1","shelf":"prose"}"#, "has no case \"prose\""),
        (#"{"book":"b1","copies":9}"#, "copies"),
        (#"{"book":"b1","colour":"red"}"#, "colour"),
        (#"{"book":["b1"]}"#, "book"),
        (#"{}"#, "book"),
    ]

    @Test("a refused call is a tool error with the message intents run prints", arguments: refusedCalls)
    func refusedCall(_ call: (arguments: String, says: String)) async throws {
        let application = InProcessMCPSession.application()
        let session = InProcessMCPSession(application: application)
        try await session.initialize()
        let response = try await session.request(mcpCall(1, "FileVolumeIntent", call.arguments), id: 1)
        #expect(response.isToolError, "\(response)")
        let text = try #require(response.toolText)
        #expect(text.contains(call.says))

        // The same values given to `intents run` as its JSON input.
        let standardError = CapturedOutput()
        let status = await IntentCommand.main(
            arguments: ["run", "FileVolumeIntent", "--input", "-"],
            configuration: CommandLineConfiguration(
                programName: "host", version: "host 1", readStandardInput: { call.arguments },
                loadApplication: { application }),
            output: CommandOutput(standardOutput: CapturedOutput(), standardError: standardError)
        )
        #expect(status == 65)
        // The command line alone adds where to find an entity's identifiers; MCP lists them as resources.
        let hint = "; `host entities Volume` lists the suggested ones"
        // Each says how its own caller passes a missing value: an argument, or --param.
        let said = text.replacingOccurrences(of: "pass the argument 'book'", with: "pass --param book=<value>")
        #expect(standardError.text == "error: \(said)\n" || standardError.text == "error: \(said)\(hint)\n")
        await session.end()
    }

    @Test("arguments that are not parameter values are a tool error; a malformed call is a JSON-RPC error")
    func malformedCalls() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        let object = try await session.request(mcpCall(1, "FileVolumeIntent", #"{"book":{"id":"b1"}}"#), id: 1)
        #expect(object.isToolError && object.toolText?.contains("'book' must be a string") == true, "\(object)")

        let unknown = try await session.request(mcpCall(2, "FileVolumeIntnt"), id: 2)
        #expect(unknown.errorCode == -32602)
        #expect(unknown["error"]?["message"]?.stringValue?.contains("Did you mean 'FileVolumeIntent'?") == true)
        let noName = try await session.request(mcpRequest(3, "tools/call", #"{"arguments":{}}"#), id: 3)
        #expect(noName.errorCode == -32602)
        let notObject = try await session.request(mcpCall(4, "FileVolumeIntent", "[1]"), id: 4)
        #expect(notObject.errorCode == -32602)
        let cursor = try await session.request(mcpRequest(5, "tools/list", #"{"cursor":"x"}"#), id: 5)
        #expect(cursor.errorCode == -32602)
        await session.end()
    }

    @Test("a call while the same intent runs is rejected with the executor's message")
    func reentrantCallIsRejected() async throws {
        let application = InProcessMCPSession.application()
        let session = InProcessMCPSession(application: application)
        try await session.initialize()
        session.send(mcpCall(1, "WaitIntent"))
        try await waitUntil("WaitIntent holds its guard") { application.host.executor.isGuarded("WaitIntent") }
        let second = try await session.request(mcpCall(2, "WaitIntent"), id: 2)
        #expect(second.isToolError)
        let text = try #require(second.toolText)
        #expect(text.hasPrefix("WaitIntent: rejected, run #1 with guard key \"WaitIntent\" is still in flight"))
        session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#)
        await session.end()
    }

    @Test("a run longer than the executor's timeout is a tool error saying so")
    func timeout() async throws {
        let session = InProcessMCPSession(application: InProcessMCPSession.application(timeout: .milliseconds(200)))
        try await session.initialize()
        let response = try await session.request(mcpCall(1, "WaitIntent"), id: 1)
        #expect(response.isToolError)
        #expect(
            response.toolText?.hasPrefix("WaitIntent: perform() did not finish within 0.2 seconds") == true,
            "\(response)")
        await session.end()
    }

    @Test("notifications/cancelled cancels the run: no response, the guard is released, the server goes on")
    func cancellation() async throws {
        let application = InProcessMCPSession.application()
        let events = application.host.executor.events()
        let session = InProcessMCPSession(application: application)
        try await session.initialize()
        session.send(mcpCall(7, "WaitIntent"))
        try await waitUntil("WaitIntent runs") { application.host.executor.isGuarded("WaitIntent") }
        session.send(
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"changed my mind"}}"#
        )
        var phases: [RunPhase] = []
        for await event in events where event.actionIdentifier == "WaitIntent" {
            phases.append(event.phase)
            if event.phase.isTerminal { break }
        }
        #expect(phases == [.queued, .running, .cancelled])
        try await waitUntil("the guard is released") { !application.host.executor.isGuarded("WaitIntent") }
        #expect(try await session.request(mcpRequest(8, "ping"), id: 8)["result"] == [:])
        // The same intent runs again rather than being rejected; cancelled too, it ends as well.
        session.send(mcpCall(9, "WaitIntent"))
        try await waitUntil("WaitIntent runs again") { application.host.executor.isGuarded("WaitIntent") }
        session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}}"#)
        await session.end()
        #expect(session.lines.responses(to: 7).isEmpty, "a cancelled request gets no response")
        #expect(session.lines.responses(to: 9).isEmpty)
        #expect(session.lines.messages.count == 2, "\(session.lines.lines)")
    }

    @Test("confirmations: refused with a clear error by default, answered as --confirm says")
    func confirmations() async throws {
        let unanswered = InProcessMCPSession()
        try await unanswered.initialize()
        let refused = try await unanswered.request(mcpCall(1, "DiscardDraftsIntent"), id: 1)
        #expect(refused.isToolError)
        #expect(
            refused.toolText?.contains("asked for a confirmation (Do) \"Discard every draft?\"") == true, "\(refused)")
        await unanswered.end()

        let confirming = InProcessMCPSession(confirmations: true)
        try await confirming.initialize()
        let confirmed = try await confirming.request(mcpCall(1, "DiscardDraftsIntent"), id: 1)
        #expect(!confirmed.isToolError && confirmed.toolText == "Discarded", "\(confirmed)")
        await confirming.end()

        let denying = InProcessMCPSession(confirmations: false)
        try await denying.initialize()
        #expect(try await denying.request(mcpCall(1, "DiscardDraftsIntent"), id: 1).isToolError)
        await denying.end()
    }

    // MARK: - Resources and prompts

    @Test("entities are resources: listed from suggestions, read through the query, searched by text")
    func resources() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        let list = try await session.request(mcpRequest(1, "resources/list"), id: 1)
        let uris = try #require(list["result"]?["resources"]?.arrayValue).compactMap { $0["uri"]?.stringValue }
        #expect(uris == ["intents://entity/Volume", "intents://entity/Volume/b1", "intents://entity/Volume/b%2F2"])

        let read = try await session.request(
            mcpRequest(2, "resources/read", #"{"uri":"intents://entity/Volume/b%2F2"}"#), id: 2)
        let contents = try #require(read["result"]?["contents"]?.arrayValue?.first, "\(read)")
        #expect(contents["mimeType"] == "application/json")
        let entity = try JSONValue(parsing: Array(try #require(contents["text"]?.stringValue).utf8))
        #expect(entity["id"] == "b/2" && entity["properties"]?["title"] == "Leaves of Grass")

        let search = try await session.request(
            mcpRequest(3, "resources/read", #"{"uri":"intents://entity/Volume?matching=middle"}"#), id: 3)
        let found = try JSONValue(
            parsing: Array(try #require(search["result"]?["contents"]?.arrayValue?.first?["text"]?.stringValue).utf8))
        #expect(found.arrayValue?.compactMap { $0["id"]?.stringValue } == ["b1"])

        for (id, uri) in [
            (4, "intents://entity/Volume/nope"), (5, "intents://entity/Magazine/1"), (6, "file:///etc/passwd"),
        ] {
            let missing = try await session.request(mcpRequest(id, "resources/read", #"{"uri":"\#(uri)"}"#), id: id)
            #expect(missing.errorCode == -32002, "\(missing)")
            #expect(missing["error"]?["data"]?["uri"] == JSONValue.string(uri))
        }
        #expect(try await session.request(mcpRequest(7, "resources/read"), id: 7).errorCode == -32602)

        let templates = try await session.request(mcpRequest(8, "resources/templates/list"), id: 8)
        #expect(
            templates["result"]?["resourceTemplates"]?.arrayValue?.compactMap { $0["uriTemplate"]?.stringValue }
                == ["intents://entity/Volume/{id}", "intents://entity/Volume{?matching}"]
        )
        let prompts = try await session.request(mcpRequest(9, "prompts/list"), id: 9)
        #expect(prompts["result"] == ["prompts": []], "a host without metadata has no App Shortcuts")
        #expect(try await session.request(mcpRequest(10, "prompts/get", #"{"name":"x"}"#), id: 10).errorCode == -32602)
        await session.end()
    }

    // MARK: - Untrusted input

    /// Lines that are not messages the server can take, and the error each gets.
    static let malformedLines: [(line: String, code: Int, id: JSONValue)] = [
        ("garbage", -32700, nil),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping""#, -32700, nil),
        (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), -32700, nil),
        (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600, nil),
        ("42", -32600, nil),
        (#"{"jsonrpc":"1.0","id":2,"method":"ping"}"#, -32600, 2),
        (#"{"id":3,"method":"ping"}"#, -32600, 3),
        (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, -32600, nil),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600, nil),
        (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, -32600, nil),
        (#"{"jsonrpc":"2.0","id":4,"method":7}"#, -32600, 4),
        (#"{"jsonrpc":"2.0","id":5}"#, -32600, 5),
        (#"{"jsonrpc":"2.0","id":6,"method":"tools/list","params":[1]}"#, -32602, 6),
        (#"{"jsonrpc":"2.0","id":7,"method":"ping","id":8}"#, -32700, nil),
        ("{\"jsonrpc\":\"2.0\",\"id\":\"\u{FFFF}\",\"method\":\"nope\"}", -32601, "\u{FFFF}"),
    ]

    @Test("malformed lines get JSON-RPC errors, and the server reads on", arguments: malformedLines)
    func malformedLine(_ malformed: (line: String, code: Int, id: JSONValue)) async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        session.send(malformed.line)
        session.send(mcpRequest(99, "ping"))
        _ = try await session.lines.response(to: 99)
        await session.end()
        let answers = session.lines.messages.dropFirst().dropLast()
        #expect(answers.count == 1, "\(session.lines.lines)")
        #expect(answers.first?.errorCode == malformed.code, "\(session.lines.lines)")
        #expect(answers.first?["id"] == malformed.id)
        #expect(answers.first?["error"]?["message"]?.stringValue?.isEmpty == false)
    }

    @Test("notifications, responses, blank lines and bytes that are not UTF-8 are handled without a crash")
    func silentAndBinaryInput() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        session.send(#"{"jsonrpc":"2.0","method":"notifications/whatever","params":{"x":1}}"#)
        session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":[1]}"#)
        session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":12345}}"#)
        session.send(#"{"jsonrpc":"2.0","id":5,"result":{}}"#)
        session.send("")
        session.send("   \t")
        session.send(frame: .line([0x7B, 0xFF, 0xFE, 0x7D]))
        session.send(frame: .oversized(byteCount: 5 << 20))
        session.send(mcpRequest(99, "ping"))
        _ = try await session.lines.response(to: 99)
        await session.end()
        let errors = session.lines.messages.compactMap(\.errorCode)
        #expect(errors == [-32700, -32700], "only the bytes that are not JSON and the oversized line are answered")
        #expect(
            session.lines.messages.contains { $0["error"]?["message"]?.stringValue?.contains("5242880 bytes") == true })
    }

    @Test("at the end of the input, the calls in flight are answered before the server returns")
    func endOfInputAnswersCallsInFlight() async throws {
        let session = InProcessMCPSession()
        try await session.initialize()
        session.send(mcpCall(1, "FileVolumeIntent", #"{"book":"b1"}"#))
        session.send(mcpRequest(2, "resources/list"))
        await session.end()
        #expect(session.lines.responses(to: 1).first?.toolText == "Shelved 1 × Middlemarch in fiction")
        #expect(session.lines.responses(to: 2).first?["result"]?["resources"] != nil)
    }

    /// Waits for a condition, polling.
    private func waitUntil(_ what: String, _ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while !(await condition()) {
            guard ContinuousClock.now < deadline else { throw HarnessError("waited 30 s until \(what)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// How `serve --mcp` cuts its input into messages.
@Suite("MCP line framing")
struct LineFramerTests {
    @Test("lines end at \\n; a \\r before it goes; chunks split anywhere")
    func lines() {
        var framer = LineFramer(maximumBytes: 16)
        var frames = framer.push(Array("ab\r\ncd".utf8))
        frames += framer.push(Array("\n\nef".utf8))
        #expect(frames == [.line(Array("ab".utf8)), .line(Array("cd".utf8)), .line([])])
        #expect(framer.finish() == .line(Array("ef".utf8)), "the last line needs no line break")
        #expect(framer.finish() == nil)
    }

    @Test("a line over the limit is dropped whole, and the next one is read")
    func oversized() {
        var framer = LineFramer(maximumBytes: 4)
        var frames = framer.push(Array("1234".utf8))
        frames += framer.push(Array("567".utf8))
        frames += framer.push(Array("89\nok\n".utf8))
        frames += framer.push(Array("toolong".utf8))
        #expect(frames == [.oversized(byteCount: 9), .line(Array("ok".utf8))])
        #expect(framer.finish() == .oversized(byteCount: 7))
    }
}
