import Foundation
import IntentMetadata
import Testing

/// The built `intents serve --mcp` over pipes, serving the bundled examples.
@Suite("intents serve --mcp as a process")
struct MCPProcessTests {
    @Test("handshake, the examples' tools and their schemas, calls that succeed and fail, resources, prompts, EOF")
    func session() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try MCPProcess(environment: IntentsProcess.environment(appGroups: scratch))
        server.send(mcpRequest(1, "tools/list"))
        #expect(try await server.lines.response(to: 1).errorCode == -32600, "not before initialize")
        server.send(mcpInitialize(id: 2))
        let initialized = try #require(try await server.lines.response(to: 2)["result"])
        #expect(initialized["protocolVersion"] == "2025-11-25")
        #expect(initialized["serverInfo"]?["name"] == "intents")
        server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)

        server.send(mcpRequest(3, "tools/list"))
        let tools = try #require(try await server.lines.response(to: 3)["result"]?["tools"]?.arrayValue)
        let byName = Dictionary(tools.map { ($0["name"]?.stringValue ?? "", $0) }, uniquingKeysWith: { $1 })
        for name in [
            "AddTodoIntent", "CompleteTodoIntent", "DeleteTodoIntent", "OpenTodoIntent", "SetPriorityIntent",
            "CommandAppIntent", "FindCarIntent", "ConfigurationAppIntent", "GetForecastIntent", "SetCityIntent",
        ] {
            #expect(byName[name] != nil, "\(name) is a tool")
        }
        #expect(byName["SummarizeTodosIntent"] == nil, "not discoverable")
        #expect(tools.count == byName.count, "each tool once (ConfigurationAppIntent is in two bundles)")

        let complete = try #require(byName["CompleteTodoIntent"]?["inputSchema"])
        #expect(complete["required"] == ["item"])
        #expect(complete["properties"]?["item"]?["type"] == "string")
        let itemText = try #require(complete["properties"]?["item"]?["description"]?.stringValue)
        #expect(itemText.hasPrefix("The id of a To-Do Item (TodoItem), found through its query"))
        #expect(itemText.contains("intents://entity/TodoItem?matching=<text>"))
        let items = try #require(byName["DeleteTodoIntent"]?["inputSchema"]?["properties"]?["items"])
        #expect(items["type"] == "array" && items["items"] == ["type": "string"])

        let add = try #require(byName["AddTodoIntent"])
        let addInput = try #require(add["inputSchema"])
        #expect(addInput["required"] == ["itemTitle"])
        #expect(addInput["properties"]?["priority"]?["enum"] == ["low", "normal", "high"])
        #expect(addInput["properties"]?["priority"]?["default"] == "normal")
        #expect(
            addInput["properties"]?["priority"]?["oneOf"]?.arrayValue?.compactMap { $0["title"]?.stringValue }
                == ["Low", "Normal", "High"]
        )
        #expect(addInput["properties"]?["dueDate"]?["format"] == "date-time")
        #expect(addInput["properties"]?["list"]?["description"]?.stringValue?.contains("TodoList") == true)
        #expect(add["outputSchema"]?["properties"]?["value"]?["properties"]?["type"]?["const"] == "TodoItem")
        let forecast = try #require(byName["GetForecastIntent"]?["inputSchema"]?["properties"]?["hoursAhead"])
        #expect(forecast["minimum"] == 0 && forecast["maximum"] == 48 && forecast["default"] == 0)
        let control = try #require(byName["CommandAppIntent"]?["inputSchema"]?["properties"]?["control"])
        #expect(control["oneOf"]?.arrayValue?.first == ["const": "lock", "title": "Doors"])

        server.send(mcpCall(4, "AddTodoIntent", #"{"itemTitle":"Buy eggs","list":"groceries","priority":"high"}"#))
        let added = try await server.lines.response(to: 4)
        #expect(!added.isToolError, "\(added)")
        #expect(added.toolText == "Added Buy eggs to Groceries")
        let item = try #require(added["result"]?["structuredContent"]?["value"])
        #expect(item["type"] == "TodoItem")
        #expect(item["properties"]?["listName"] == "Groceries" && item["properties"]?["priority"] == "high")
        let id = try #require(item["id"]?.stringValue)

        server.send(mcpCall(5, "CompleteTodoIntent", #"{"item":"\#(id)"}"#))
        let unconfirmed = try await server.lines.response(to: 5)
        #expect(unconfirmed.isToolError)
        #expect(
            unconfirmed.toolText?.hasPrefix("CompleteTodoIntent asked for a confirmation (Do) \"Buy eggs is of high")
                == true,
            "\(unconfirmed)"
        )
        server.send(mcpCall(6, "CompleteTodoIntent", #"{"item":"99"}"#))
        let missing = try await server.lines.response(to: 6)
        #expect(missing.isToolError)
        #expect(missing.toolText?.contains("names no TodoItem with identifier \"99\"") == true, "\(missing)")

        server.send(mcpRequest(7, "resources/read", #"{"uri":"intents://entity/TodoItem/\#(id)"}"#))
        let read = try await server.lines.response(to: 7)
        let text = try #require(read["result"]?["contents"]?.arrayValue?.first?["text"]?.stringValue, "\(read)")
        #expect(try JSONValue(parsing: Array(text.utf8))["displayRepresentation"]?["title"] == "Buy eggs")
        server.send(mcpRequest(8, "resources/list"))
        let resources = try #require(try await server.lines.response(to: 8)["result"]?["resources"]?.arrayValue)
        #expect(resources.contains { $0["uri"] == .string("intents://entity/TodoItem/\(id)") })
        #expect(resources.contains { $0["uri"] == "intents://entity/TodoList/groceries" })

        server.send(mcpRequest(9, "prompts/list"))
        let prompts = try #require(try await server.lines.response(to: 9)["result"]?["prompts"]?.arrayValue)
        let completePrompt = try #require(prompts.first { $0["name"] == "CompleteTodoIntent" })
        #expect(completePrompt["arguments"] == [["name": "item", "description": "Item", "required": true]])
        #expect(prompts.contains { $0["name"] == "CommandAppIntent" && $0["title"] == "车锁" })
        server.send(mcpRequest(10, "prompts/get", #"{"name":"CompleteTodoIntent","arguments":{"item":"Buy eggs"}}"#))
        let said = try await server.lines.response(to: 10)
        #expect(said["result"]?["messages"]?.arrayValue?.first?["content"]?["text"] == "Complete Buy eggs in Todo")

        try server.closeInput()
        #expect(try await server.waitForExit() == 0)
        #expect(server.standardError.lines.first?.hasPrefix("note: serving ") == true, "\(server.standardError.lines)")
    }

    @Test("a call while CommandAppIntent sends is rejected; cancelled runs end at once, without a response")
    func rejectionAndCancellation() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Each command would take 30 s: the server ends quickly only if the cancellations stop them.
        let environment = IntentsProcess.environment(appGroups: scratch, extra: ["CARCONTROL_COMMAND_SECONDS": "30"])
        let server = try MCPProcess(environment: environment)
        server.send(mcpInitialize())
        _ = try await server.lines.response(to: 0)
        let started = ContinuousClock.now
        server.send(mcpCall(1, "CommandAppIntent", #"{"control":"trunk"}"#))
        server.send(mcpCall(2, "CommandAppIntent", #"{"control":"lock"}"#))
        let rejected = try await server.lines.waitFor("a rejection") { lines in
            lines.messages.first { $0["id"] == 1 || $0["id"] == 2 }
        }
        #expect(rejected.isToolError)
        #expect(rejected.toolText?.contains("CommandAppIntent: rejected, run #") == true, "\(rejected)")
        #expect(rejected.toolText?.contains("is still in flight") == true)
        let running = rejected["id"] == 1 ? 2 : 1

        server.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(running)}}"#)
        server.send(mcpRequest(3, "ping"))
        _ = try await server.lines.response(to: 3)
        // The guard is released when the cancelled run ends: then a new call is accepted (it runs,
        // so no answer comes at once) instead of being rejected.
        var accepted: Int?
        for id in 10..<30 where accepted == nil {
            server.send(mcpCall(id, "CommandAppIntent", #"{"control":"climate"}"#))
            if let answer = try? await server.lines.response(to: .number(JSONNumber(id)), within: .seconds(1)) {
                #expect(answer.toolText?.contains("rejected") == true, "\(answer)")
            } else {
                accepted = id
            }
        }
        let again = try #require(accepted, "CommandAppIntent runs again after the cancellation")
        server.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(again)}}"#)
        try server.closeInput()
        #expect(try await server.waitForExit() == 0)
        #expect(ContinuousClock.now - started < .seconds(20), "cancelled runs do not take their 30 s")
        #expect(server.lines.responses(to: JSONValue.number(JSONNumber(running))).isEmpty)
    }

    @Test("malformed and oversized lines get errors over the pipe; the server reads on and ends at EOF")
    func malformedInput() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try MCPProcess(environment: IntentsProcess.environment(appGroups: scratch))
        server.send(mcpInitialize())
        server.send("garbage")
        server.send(bytes: [UInt8](repeating: UInt8(ascii: "x"), count: 5 << 20))
        server.send(bytes: [0x7B, 0xC3, 0x28, 0x7D])
        server.send(mcpRequest(1, "resources/subscribe", #"{"uri":"intents://entity/TodoItem/1"}"#))
        server.send(mcpRequest(2, "ping"))
        _ = try await server.lines.response(to: 2)
        try server.closeInput()
        #expect(try await server.waitForExit() == 0)
        let codes = server.lines.messages.dropFirst().map { $0.errorCode }
        #expect(codes == [-32700, -32700, -32700, -32601, nil], "\(server.lines.lines)")
    }
}
