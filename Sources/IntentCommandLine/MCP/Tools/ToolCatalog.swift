import IntentMetadata
import IntentRuntime

/// One intent offered as an MCP tool.
struct MCPTool: Sendable {
    /// The tool's name: the action identifier, when it is a valid, unique tool name.
    let name: String

    /// What ``IntentHost/run(identifier:parameters:widgetKinds:)`` is given to run it: the action
    /// identifier, or the fully qualified type name when two intents share the identifier.
    let runIdentifier: String

    /// The intent's title.
    let title: String

    /// The intent's description, else its title.
    let description: String

    /// The JSON Schema of the tool's arguments.
    let inputSchema: JSONText

    /// The JSON Schema of the tool's `structuredContent`.
    let outputSchema: JSONText

    /// The tool as `tools/list` shows it, for a protocol revision.
    func json(for version: ProtocolVersion) -> JSONText {
        var members: [(String, JSONText)] = [("name", .string(name))]
        if version.hasStructuredContent { members.append(("title", .string(title))) }
        members.append(("description", .string(description)))
        members.append(("inputSchema", inputSchema))
        if version.hasStructuredContent { members.append(("outputSchema", outputSchema)) }
        return .object(members)
    }
}

/// The tools `serve --mcp` offers: every discoverable intent of the host's loaded metadata that
/// resolves to a registered type; every discoverable registered intent when the host loaded none.
struct ToolCatalog: Sendable {
    /// The tools, sorted by action identifier.
    let tools: [MCPTool]

    /// What could not be offered, and why; for the server's log.
    let notes: [String]

    private let byName: [String: MCPTool]

    /// Builds the tools of a host.
    /// - Parameter application: The host.
    init(application: HostApplication) {
        let host = application.host
        var notes: [String] = []
        var sources: [(action: ActionMetadata, bundle: MetadataBundle, intent: RegisteredIntent)] = []
        if host.bundles.isEmpty {
            let target = MetadataTarget(name: "registered", intents: host.registry.intents.map(\.type))
            do {
                let bundle = try MetadataExtractor.bundle(for: target)
                for intent in host.registry.intents {
                    if let action = bundle.actions[intent.identifier] { sources.append((action, bundle, intent)) }
                }
            } catch {
                notes.append("the registered intents cannot be described as tools: \(error)")
            }
        } else {
            var seen: Set<String> = []
            for resolution in host.report.actions {
                guard let intent = resolution.intent else { continue }
                guard seen.insert(intent.mangledTypeName).inserted else { continue }
                sources.append((resolution.action, host.bundles[resolution.bundleIndex], intent))
            }
        }
        sources.removeAll { $0.action.isDiscoverable == false }
        sources.sort { lhs, rhs in
            lhs.action.identifier != rhs.action.identifier
                ? lhs.action.identifier < rhs.action.identifier
                : lhs.intent.fullyQualifiedTypeName < rhs.intent.fullyQualifiedTypeName
        }

        let sharedIdentifiers = Dictionary(grouping: sources, by: \.action.identifier).filter { $0.value.count > 1 }
        var names: Set<String> = []
        var tools: [MCPTool] = []
        for (action, bundle, intent) in sources {
            let shared = sharedIdentifiers[action.identifier] != nil
            let runIdentifier = shared ? intent.fullyQualifiedTypeName : action.identifier
            var name = Self.toolName(runIdentifier)
            if !names.insert(name).inserted {
                var suffix = 2
                while !names.insert("\(name)_\(suffix)").inserted { suffix += 1 }
                name = "\(name)_\(suffix)"
            }
            if name != runIdentifier { notes.append("\(runIdentifier) is offered as the tool \(name)") }
            let schema = ValueSchema(bundle: bundle, registry: host.registry)
            tools.append(
                MCPTool(
                    name: name,
                    runIdentifier: runIdentifier,
                    title: action.title?.key ?? intent.title,
                    description: Self.description(of: action, intent: intent),
                    inputSchema: Self.inputSchema(of: action, intent: intent, schema: schema),
                    outputSchema: schema.result(returning: action.outputType)
                )
            )
        }
        self.tools = tools
        self.notes = notes
        byName = Dictionary(tools.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The tool with a name.
    func tool(named name: String) -> MCPTool? { byName[name] }

    /// A tool name as clients accept it everywhere: ASCII letters, digits, `_` and `-`, at most
    /// 64 characters (MCP allows `.` and 128 characters; some clients do not).
    static func toolName(_ identifier: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        let name = String(identifier.map { allowed.contains($0) ? $0 : "_" }.prefix(64))
        return name.isEmpty ? "intent" : name
    }

    private static func description(of action: ActionMetadata, intent: RegisteredIntent) -> String {
        let title = action.title?.key ?? intent.title
        guard let text = action.descriptionText?.key, !text.isEmpty else {
            return title.hasSuffix(".") ? title : title + "."
        }
        return text
    }

    private static func inputSchema(of action: ActionMetadata, intent: RegisteredIntent, schema: ValueSchema)
        -> JSONText
    {
        var properties: [(String, JSONText)] = []
        var required: [JSONText] = []
        for parameter in action.parameters {
            properties.append((parameter.name, schema.parameter(parameter)))
            let isRequired =
                intent.parameter(named: parameter.name)?.isRequired
                ?? (!parameter.isOptional && parameter.defaultValue == nil)
            if isRequired { required.append(.string(parameter.name)) }
        }
        var members: [(String, JSONText)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }
}
