import IntentMetadata

/// One JSON-RPC 2.0 message from the client, as the MCP stdio transport carries it: a request
/// (answered), a notification (never answered) or a response (the server sends no requests, so
/// it has nothing to match one with).
enum JSONRPCMessage: Sendable, Equatable {
    /// A request: the client waits for a response with the same `id`.
    case request(id: JSONRPCID, method: String, params: [String: JSONValue])
    /// A notification: no `id`, no response, not even for an error.
    case notification(method: String, params: [String: JSONValue])
    /// A response to a request the server sent.
    case response

    /// A message that cannot be taken, with what to answer: the request's `id` when it could be
    /// read, else `null`.
    struct Refusal: Error, Sendable, Equatable {
        /// The id to answer with; `nil` writes `null`.
        var id: JSONRPCID?
        /// The error.
        var error: JSONRPCError
    }

    /// Reads one line of the transport.
    /// - Parameters:
    ///   - line: The line's bytes, without the line break.
    ///   - limits: The bounds on its JSON.
    /// - Returns: The message.
    /// - Throws: ``Refusal`` with a parse error for bytes that are not JSON (or too large, too
    ///   deep), an invalid-request error for JSON that is not a JSON-RPC message.
    static func parse(_ line: [UInt8], limits: MetadataLimits) throws(Refusal) -> JSONRPCMessage {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: line, limits: limits)
        } catch {
            let place = error.column.map { " at column \($0)" } ?? ""
            throw Refusal(id: nil, error: JSONRPCError(.parseError, "Parse error\(place): \(error.message)"))
        }
        guard case .object(let members) = document else {
            let message =
                if case .array = document {
                    "Invalid Request: batches (JSON arrays) are not supported; send one message per line"
                } else {
                    "Invalid Request: a message must be a JSON object, not \(document.typeDescription)"
                }
            throw Refusal(id: nil, error: JSONRPCError(.invalidRequest, message))
        }
        func invalid(_ id: JSONRPCID?, _ reason: String) -> Refusal {
            Refusal(id: id, error: JSONRPCError(.invalidRequest, "Invalid Request: \(reason)"))
        }
        let rawID = members["id"]
        let id = rawID.flatMap(JSONRPCID.init)
        guard members["jsonrpc"] == .string("2.0") else {
            throw invalid(id, "\"jsonrpc\" must be \"2.0\"")
        }
        guard let methodValue = members["method"] else {
            if members["result"] != nil || members["error"] != nil { return .response }
            throw invalid(id, "a request needs a \"method\"")
        }
        guard case .string(let method) = methodValue else {
            throw invalid(id, "\"method\" must be a string, not \(methodValue.typeDescription)")
        }
        if let rawID, id == nil {
            throw invalid(nil, "\"id\" must be a string or an integer, not \(rawID.typeDescription)")
        }
        var params: [String: JSONValue] = [:]
        switch members["params"] {
        case nil, .null?: break
        case .object(let object)?: params = object
        case let other?:
            // A notification is never answered, not even about its params.
            guard let id else { return .notification(method: method, params: [:]) }
            throw Refusal(
                id: id,
                error: JSONRPCError(
                    .invalidParams, "Invalid params: \"params\" must be an object, not \(other.typeDescription)")
            )
        }
        guard let id else { return .notification(method: method, params: params) }
        return .request(id: id, method: method, params: params)
    }
}
