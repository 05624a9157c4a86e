import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@testable import IntentCommandLine

/// The lines an MCP server wrote, collected as they arrive, each parsed as JSON.
///
/// An output writer for a server in this process, and the sink of the reading thread for one in
/// another process. Waiting polls every few milliseconds up to a deadline, so a test that waits
/// for what never comes fails with what did come, instead of hanging.
final class MCPLines: OutputWriter {
    private let state = Locked<(partial: [UInt8], lines: [String])>(([], []))

    func write(_ text: String) {
        append(Array(text.utf8))
    }

    /// Takes bytes as they were read: a line is decoded only once it is complete.
    func append(_ bytes: some Sequence<UInt8>) {
        state.withLock { state in
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    state.lines.append(String(decoding: state.partial, as: UTF8.self))
                    state.partial.removeAll()
                } else {
                    state.partial.append(byte)
                }
            }
        }
    }

    var isTerminal: Bool { false }

    /// Every complete line so far.
    var lines: [String] { state.withLock { $0.lines } }

    /// Every line so far, parsed; a line that is not JSON fails the test.
    var messages: [JSONValue] {
        lines.compactMap { line in
            let parsed = try? JSONValue(parsing: Array(line.utf8))
            #expect(parsed != nil, "the server wrote a line that is not JSON: \(line)")
            return parsed
        }
    }

    /// The messages whose `id` is `id`.
    func responses(to id: JSONValue) -> [JSONValue] {
        messages.filter { $0["id"] == id }
    }

    /// Waits for the response to a request.
    /// - Parameters:
    ///   - id: The request's id.
    ///   - timeout: How long to wait.
    /// - Returns: The response.
    func response(to id: JSONValue, within timeout: Duration = .seconds(30)) async throws -> JSONValue {
        try await waitFor("a response to \(id)", within: timeout) { $0.responses(to: id).first }
    }

    /// Waits until `found` finds something in the lines.
    func waitFor<Value>(
        _ what: String,
        within timeout: Duration = .seconds(30),
        _ found: (MCPLines) -> Value?
    ) async throws -> Value {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if let value = found(self) { return value }
            guard clock.now < deadline else {
                throw HarnessError("waited \(timeout) for \(what); the server wrote:\n\(lines.joined(separator: "\n"))")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A JSON-RPC request line.
/// - Parameters:
///   - id: The request's id.
///   - method: The method.
///   - params: The params object, as JSON text.
/// - Returns: The line, without its line break.
func mcpRequest(_ id: Int, _ method: String, _ params: String = "{}") -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
}

/// The `initialize` request a client sends first.
func mcpInitialize(id: Int = 0, version: String = "2025-11-25") -> String {
    mcpRequest(
        id, "initialize",
        #"{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}"#
    )
}

/// A `tools/call` request.
func mcpCall(_ id: Int, _ tool: String, _ arguments: String = "{}") -> String {
    mcpRequest(id, "tools/call", #"{"name":"\#(tool)","arguments":\#(arguments)}"#)
}

extension JSONValue {
    /// The text of a tool result's first content block.
    var toolText: String? { self["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue }

    /// Whether a tool result says it is an error.
    var isToolError: Bool { self["result"]?["isError"] == .bool(true) }

    /// The code of a JSON-RPC error response.
    var errorCode: Int? { self["error"]?["code"]?.intValue }
}
