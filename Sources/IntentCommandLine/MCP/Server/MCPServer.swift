import IntentMetadata
import IntentRuntime

/// A Model Context Protocol server over one connection (`intents serve --mcp`): the host's
/// discoverable intents as tools, its entities as resources, its App Shortcuts as prompts.
///
/// It reads one JSON-RPC message per line and writes one per line, as the stdio transport
/// does. Everything it reads is untrusted: a line over ``Configuration/maximumMessageBytes``, JSON
/// too deep or too large, a message of the wrong shape or an unknown method is answered with a
/// JSON-RPC error, and the server reads on. Tool calls, resource lists and reads run concurrently
/// (each intent through the host's executor, with its guards and timeouts);
/// `notifications/cancelled` cancels one, and it gets no response, as MCP asks. At the end of
/// the input the server answers the requests still in flight, then returns.
package final class MCPServer: Sendable {
    /// What the server says about itself and how it answers the questions intents ask.
    package struct Configuration: Sendable {
        /// The server's name in `serverInfo`: the program's name.
        package var name: String
        /// The server's version in `serverInfo`.
        package var version: String
        /// How the server answers confirmations: `true` confirms, `false` denies, `nil` (the
        /// default) answers none, so an intent that asks fails with a message saying what it asked.
        /// A host with its own ``IntentHost/prompts`` policy answers with that instead.
        package var confirmations: Bool?
        /// The largest message taken, in bytes.
        package var maximumMessageBytes = 4 << 20
        /// The most requests answered at once: beyond it, the server reads no further message
        /// until one is answered, so a flood of calls fills the client's pipe, not the server's memory.
        package var maximumRequestsInFlight = 256
        /// How long `serve --mcp` waits for a client that reads nothing before it ends the session.
        package var outputStallTimeout: Duration = .seconds(30)
        /// The bounds on a message's JSON.
        package var limits = MetadataLimits(
            maxBytes: 4 << 20, maxDepth: 64, maxStringBytes: 1 << 20, maxElements: 1 << 16)

        /// Creates a configuration that answers no questions, with the default limits.
        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// The requests the server answers once the session is initialized.
    private enum Method: String {
        case toolsList = "tools/list"
        case toolsCall = "tools/call"
        case resourcesList = "resources/list"
        case resourcesRead = "resources/read"
        case resourceTemplatesList = "resources/templates/list"
        case promptsList = "prompts/list"
        case promptsGet = "prompts/get"
    }

    private struct State {
        /// The revision agreed in `initialize`; `nil` before it.
        var version: ProtocolVersion?
        /// The requests being answered concurrently, by id.
        var inFlight: [JSONRPCID: InFlight] = [:]
    }

    private struct InFlight {
        let task: Task<Void, Never>
        var isCancelled = false
    }

    /// The host.
    let application: HostApplication

    /// The configuration.
    let configuration: Configuration

    /// The tools.
    let tools: ToolCatalog

    /// The entity resources.
    let resources: EntityResources

    /// The App Shortcut prompts.
    let shortcuts: ShortcutPrompts

    private let log: @Sendable (String) -> Void
    private let state = Locked(State())

    /// Creates a server for one connection.
    /// - Parameters:
    ///   - application: The host whose intents it serves.
    ///   - configuration: Its name, version and prompt policy.
    ///   - log: Where notes for a person go: standard error, never the protocol's output.
    package init(
        application: HostApplication,
        configuration: Configuration,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.application = application
        self.configuration = configuration
        self.log = log
        tools = ToolCatalog(application: application)
        resources = EntityResources(registry: application.registry)
        shortcuts = ShortcutPrompts(application: application, tools: tools)
        for note in tools.notes { log(note) }
    }

    /// Serves one connection: answers every message of `input` on `output`, one per line.
    /// - Parameters:
    ///   - input: The lines the client sends; the session ends with them.
    ///   - output: Where the responses go: nothing else is written there.
    package func serve(_ input: some AsyncSequence<LineFramer.Frame, Never>, to output: any OutputWriter) async {
        let sender = MessageSender(output, maximumMessageBytes: configuration.maximumMessageBytes)
        for await frame in input {
            if let failure = sender.failure {
                log("\(failure)")
                break
            }
            await waitForRoom()
            switch frame {
            case .oversized(let byteCount):
                let limit = configuration.maximumMessageBytes
                sender.send(
                    error: JSONRPCError(
                        .parseError,
                        "Parse error: a message of \(byteCount) bytes is over the limit of \(limit) bytes; it was skipped"
                    ),
                    id: nil
                )
            case .line(let bytes):
                guard bytes.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
                receive(bytes, sender: sender)
            }
        }
        if sender.failure != nil {
            // Nobody reads the answers: stop the work that would produce them.
            state.withLock { state in state.inFlight.values.forEach { $0.task.cancel() } }
        }
        while let task = state.withLock({ $0.inFlight.values.first?.task }) {
            await task.value
        }
    }

    /// Waits until fewer than ``Configuration/maximumRequestsInFlight`` requests are in flight.
    private func waitForRoom() async {
        while let task = state.withLock({ state in
            state.inFlight.count >= configuration.maximumRequestsInFlight ? state.inFlight.values.first?.task : nil
        }) {
            await task.value
        }
    }

    // MARK: - Messages

    private func receive(_ line: [UInt8], sender: MessageSender) {
        let message: JSONRPCMessage
        do {
            message = try JSONRPCMessage.parse(line, limits: configuration.limits)
        } catch {
            sender.send(error: error.error, id: error.id)
            return
        }
        switch message {
        case .response:
            log("ignored a response: this server sends no requests")
        case .notification(let method, let params):
            notify(method, params)
        case .request(let id, let method, let params):
            request(id, method, params, sender: sender)
        }
    }

    private func notify(_ method: String, _ params: [String: JSONValue]) {
        guard method == "notifications/cancelled" else { return }
        guard let id = params["requestId"].flatMap(JSONRPCID.init) else { return }
        let cancelled = state.withLock { state -> Bool in
            guard var request = state.inFlight[id], !request.isCancelled else { return false }
            request.isCancelled = true
            state.inFlight[id] = request
            request.task.cancel()
            return true
        }
        if cancelled {
            let reason = params["reason"]?.stringValue.map { ": \($0)" } ?? ""
            log("request \(id) cancelled by the client\(reason)")
        }
    }

    private func request(_ id: JSONRPCID, _ name: String, _ params: [String: JSONValue], sender: MessageSender) {
        switch name {
        case "initialize":
            sender.send(Result { () throws(JSONRPCError) in try initialize(params) }, id: id)
            return
        case "ping":
            sender.send(.success(.object([])), id: id)
            return
        default:
            break
        }
        guard let method = Method(rawValue: name) else {
            sender.send(error: JSONRPCError(.methodNotFound, "Method not found: \(name)"), id: id)
            return
        }
        guard let version = state.withLock({ $0.version }) else {
            sender.send(
                error: JSONRPCError(
                    .invalidRequest, "Invalid Request: the session is not initialized; send initialize first"),
                id: id
            )
            return
        }
        switch method {
        case .toolsList:
            sender.send(Result { () throws(JSONRPCError) in try listTools(params, version: version) }, id: id)
        case .resourceTemplatesList:
            sender.send(
                Result { () throws(JSONRPCError) in
                    try Self.checkNoCursor(params)
                    return .object([("resourceTemplates", .array(resources.templates(for: version)))])
                },
                id: id
            )
        case .promptsList:
            sender.send(
                Result { () throws(JSONRPCError) in
                    try Self.checkNoCursor(params)
                    return .object([("prompts", .array(shortcuts.list(for: version)))])
                },
                id: id
            )
        case .promptsGet:
            sender.send(Result { () throws(JSONRPCError) in try getPrompt(params) }, id: id)
        case .toolsCall:
            spawn(id, sender: sender) { () async throws(JSONRPCError) in
                try await self.callTool(params, version: version)
            }
        case .resourcesList:
            spawn(id, sender: sender) { () async throws(JSONRPCError) in
                try Self.checkNoCursor(params)
                let (listed, failures) = await self.resources.list(for: version)
                for failure in failures { self.log(failure) }
                return .object([("resources", .array(listed))])
            }
        case .resourcesRead:
            spawn(id, sender: sender) { () async throws(JSONRPCError) in
                try await self.resources.read(try Self.string("uri", in: params, of: "resources/read"))
            }
        }
    }

    /// Answers a request in a task of its own, which `notifications/cancelled` can cancel.
    private func spawn(
        _ id: JSONRPCID,
        sender: MessageSender,
        _ work: @escaping @Sendable () async throws(JSONRPCError) -> JSONText
    ) {
        let accepted = state.withLock { state -> Bool in
            guard state.inFlight[id] == nil else { return false }
            let task = Task {
                let result: Result<JSONText, JSONRPCError>
                do throws(JSONRPCError) {
                    result = .success(try await work())
                } catch {
                    result = .failure(error)
                }
                // Answered before it leaves the in-flight table: the session's end waits for what is in the table,
                // so a last answer is written before the process ends. (A cancellation that arrives while it is
                // written comes too late, as MCP allows.)
                let wasCancelled = self.state.withLock { $0.inFlight[id]?.isCancelled ?? false }
                if !wasCancelled { sender.send(result, id: id) }
                self.state.withLock { _ = $0.inFlight.removeValue(forKey: id) }
            }
            state.inFlight[id] = InFlight(task: task)
            return true
        }
        if !accepted {
            sender.send(
                error: JSONRPCError(
                    .invalidRequest, "Invalid Request: the id \(id) is already used by a request in progress"),
                id: id
            )
        }
    }

    // MARK: - Methods

    private func initialize(_ params: [String: JSONValue]) throws(JSONRPCError) -> JSONText {
        let requested = try Self.string("protocolVersion", in: params, of: "initialize")
        let version = ProtocolVersion.negotiated(with: requested)
        let isFirst = state.withLock { state -> Bool in
            guard state.version == nil else { return false }
            state.version = version
            return true
        }
        guard isFirst else {
            throw JSONRPCError(.invalidRequest, "Invalid Request: the session is already initialized")
        }
        let client = params["clientInfo"]?["name"]?.stringValue ?? "a client"
        let agreed = version.rawValue == requested ? "" : " (it asked for \(requested))"
        log("\(client) connected, MCP \(version)\(agreed)")
        return .object([
            ("protocolVersion", .string(version.rawValue)),
            (
                "capabilities",
                .object([
                    ("tools", .object([("listChanged", .bool(false))])),
                    ("resources", .object([("subscribe", .bool(false)), ("listChanged", .bool(false))])),
                    ("prompts", .object([("listChanged", .bool(false))])),
                ])
            ),
            (
                "serverInfo",
                .object([("name", .string(configuration.name)), ("version", .string(configuration.version))])
            ),
            ("instructions", .string(instructions)),
        ])
    }

    /// What the model should know before it calls a tool.
    private var instructions: String {
        let host = application.host
        let timeout = host.executor.configuration.timeout.components.seconds
        let questions: String
        if host.prompts != nil {
            questions = "the host's policy answers them"
        } else {
            switch configuration.confirmations {
            case true?: questions = "confirmations are answered yes; other questions are not answered and fail the call"
            case false?: questions = "confirmations are answered no; other questions are not answered and fail the call"
            case nil: questions = "none is answered: a question fails the call with what the intent asked"
            }
        }
        return """
            Each tool runs an App Intent through the host's executor: one run of an intent at a time (a \
            call while the same intent runs is refused; try again when it ends), and a run is cancelled \
            after \(timeout) s. An entity parameter takes the entity's id: read the resource \
            intents://entity/<Type> for the suggested ones. Questions an intent asks while it runs: \
            \(questions); a value an intent asks for can be passed as the tool argument of that name.
            """
    }

    private func listTools(_ params: [String: JSONValue], version: ProtocolVersion) throws(JSONRPCError) -> JSONText {
        try Self.checkNoCursor(params)
        return .object([("tools", .array(tools.tools.map { $0.json(for: version) }))])
    }

    private func callTool(_ params: [String: JSONValue], version: ProtocolVersion) async throws(JSONRPCError)
        -> JSONText
    {
        let name = try Self.string("name", in: params, of: "tools/call")
        guard let tool = tools.tool(named: name) else {
            throw JSONRPCError(
                .invalidParams,
                "Invalid params: no tool named '\(name)'." + Suggestion.hint(for: name, among: tools.tools.map(\.name))
            )
        }
        var arguments: [String: JSONValue] = [:]
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let object)?: arguments = object
        case let other?:
            throw JSONRPCError(
                .invalidParams,
                "Invalid params: tools/call \"arguments\" must be an object, not \(other.typeDescription)")
        }
        let prompts = IntentPromptPolicy.answering(confirmations: configuration.confirmations)
        // Advice in the messages names what an MCP client passes: arguments, not --param.
        return await InvocationChannel.$current.withValue(.mcp(programName: configuration.name)) {
            await ToolInvocation(tool: tool, arguments: arguments)
                .run(on: application.host, prompts: prompts, version: version)
        }
    }

    private func getPrompt(_ params: [String: JSONValue]) throws(JSONRPCError) -> JSONText {
        let name = try Self.string("name", in: params, of: "prompts/get")
        var arguments: [String: String] = [:]
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let object)?:
            for (key, value) in object {
                guard case .string(let text) = value else {
                    throw JSONRPCError(
                        .invalidParams,
                        "Invalid params: prompt argument '\(key)' must be a string, not \(value.typeDescription)"
                    )
                }
                arguments[key] = text
            }
        case let other?:
            throw JSONRPCError(
                .invalidParams,
                "Invalid params: prompts/get \"arguments\" must be an object, not \(other.typeDescription)")
        }
        return try shortcuts.get(name, arguments: arguments)
    }

    // MARK: - Parameters

    private static func string(_ key: String, in params: [String: JSONValue], of method: String) throws(JSONRPCError)
        -> String
    {
        guard let value = params[key] else {
            throw JSONRPCError(.invalidParams, "Invalid params: \(method) needs \"\(key)\", a string")
        }
        guard case .string(let text) = value else {
            throw JSONRPCError(
                .invalidParams, "Invalid params: \(method) \"\(key)\" must be a string, not \(value.typeDescription)")
        }
        return text
    }

    /// Lists come whole, in one page: a cursor can only be one the server never gave.
    private static func checkNoCursor(_ params: [String: JSONValue]) throws(JSONRPCError) {
        guard let cursor = params["cursor"], cursor != .null else { return }
        throw JSONRPCError(.invalidParams, "Invalid params: unknown cursor; this server lists everything in one page")
    }
}

/// Writes whole messages, one per line, one at a time: responses of concurrent requests never
/// interleave.
private final class MessageSender: Sendable {
    private let output: Locked<any OutputWriter>
    private let bounded: StallBoundedWriter?
    private let maximumMessageBytes: Int

    /// - Parameter maximumMessageBytes: The longest message the server reads: it writes none longer.
    init(_ output: any OutputWriter, maximumMessageBytes: Int) {
        self.output = Locked(output)
        bounded = output as? StallBoundedWriter
        self.maximumMessageBytes = maximumMessageBytes
    }

    /// Why the output gave up (the client read nothing in time); `nil` while it works.
    var failure: String? { bounded?.failure }

    func send(_ result: Result<JSONText, JSONRPCError>, id: JSONRPCID) {
        switch result {
        case .success(let value):
            write(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", value)]))
        case .failure(let error):
            send(error: error, id: id)
        }
    }

    func send(error: JSONRPCError, id: JSONRPCID?) {
        write(.object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", error.json)]))
    }

    private func write(_ message: JSONText) {
        var line = message.compact()
        if line.utf8.count > maximumMessageBytes {
            // Never a message longer than the server itself reads: the client gets an error instead.
            let id: JSONText =
                if case .object(let fields) = message { fields.first { $0.0 == "id" }?.1 ?? .null } else { .null }
            let error = JSONRPCError(
                .internalError,
                "Internal error: the response is \(line.utf8.count) bytes, over the limit of \(maximumMessageBytes) "
                    + "bytes a message may have; it was not sent")
            line = JSONText.object([("jsonrpc", .string("2.0")), ("id", id), ("error", error.json)]).compact()
        }
        line += "\n"
        output.withLock { $0.write(line) }
    }
}
