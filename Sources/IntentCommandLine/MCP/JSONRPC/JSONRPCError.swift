/// A JSON-RPC error response's `error` member: what went wrong with a request, as opposed to a
/// tool that ran and failed (a tool result with `isError`).
struct JSONRPCError: Error, Sendable, Equatable {
    /// The error's code.
    struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The number on the wire.
        let rawValue: Int

        /// The message is not valid JSON, or not UTF-8, or larger than the server takes.
        static let parseError = Code(rawValue: -32700)
        /// The JSON is not a JSON-RPC request or notification.
        static let invalidRequest = Code(rawValue: -32600)
        /// The server has no such method.
        static let methodNotFound = Code(rawValue: -32601)
        /// The method's parameters are missing or of the wrong shape, or name no tool or prompt.
        static let invalidParams = Code(rawValue: -32602)
        /// The server failed while answering.
        static let internalError = Code(rawValue: -32603)
        /// `resources/read` names no resource the server has (MCP's code for it).
        static let resourceNotFound = Code(rawValue: -32002)

        /// The code's number.
        var description: String { String(rawValue) }
    }

    /// The code.
    var code: Code

    /// One sentence: what was wrong and, where known, what to send instead.
    var message: String

    /// More about the error, when there is more: the resource's URI, for instance.
    var data: JSONText?

    init(_ code: Code, _ message: String, data: JSONText? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The `error` member.
    var json: JSONText {
        var members: [(String, JSONText)] = [("code", .int(code.rawValue)), ("message", .string(message))]
        if let data { members.append(("data", data)) }
        return .object(members)
    }
}
