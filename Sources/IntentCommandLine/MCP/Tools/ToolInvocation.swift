import IntentMetadata
import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs a tool's intent through the host, as `intents run` does, and says how it ended as an MCP
/// tool result.
///
/// A run that fails for the intent's own reasons — bad arguments, a query that finds nothing, a
/// refusal because the same intent is in flight, a timeout, a question nobody answers — is a
/// result with `isError: true` whose text is what `intents run` prints, so the model reads it and
/// can try again. Only a malformed request is a JSON-RPC error.
struct ToolInvocation: Sendable {
    /// The tool.
    let tool: MCPTool

    /// The arguments the client sent.
    let arguments: [String: JSONValue]

    /// Runs the intent.
    /// - Parameters:
    ///   - host: The host whose executor runs it.
    ///   - prompts: How questions the intent asks are answered, unless the host has its own policy.
    ///   - version: The session's protocol revision.
    /// - Returns: The `CallToolResult`.
    func run(on host: IntentHost, prompts: IntentPromptPolicy, version: ProtocolVersion) async -> JSONText {
        let parameters: [String: InvocationValue]
        do {
            parameters = try InvocationValue.parameters(
                fromJSON: Data(JSONValue.object(arguments).serialized()),
                source: "the arguments of \(tool.name)"
            )
        } catch {
            return Self.failure([error.message])
        }
        let identifier = tool.runIdentifier
        let ended: Result<RunOutcome, IntentHostError> = await IntentPromptPolicy.$current.withValue(prompts) {
            do throws(IntentHostError) {
                return .success(try await host.run(identifier: identifier, parameters: parameters))
            } catch {
                return .failure(error)
            }
        }
        switch ended {
        case .failure(let error):
            return Self.failure([error.description])
        case .success(let outcome) where !outcome.succeeded:
            let messages = RunReport.errorMessages(of: [outcome])
            return Self.failure(messages.isEmpty ? ["\(outcome.actionIdentifier) \(outcome.phase)"] : messages)
        case .success(let outcome):
            return Self.success(outcome, version: version)
        }
    }

    /// A result with `isError: true`.
    static func failure(_ messages: [String]) -> JSONText {
        .object([
            ("content", .array([text(messages.joined(separator: "\n"))])),
            ("isError", .bool(true)),
        ])
    }

    /// A succeeded run: what it said (else its value as text), then its structured content as JSON
    /// text too, for clients of revisions without `structuredContent`.
    private static func success(_ outcome: RunOutcome, version: ProtocolVersion) -> JSONText {
        let said = outcome.chain.enumerated().map { index, run in
            let shown =
                run.dialog?.description ?? run.value.map(ValueRendering.text) ?? "\(run.actionIdentifier) succeeded"
            return index == 0 ? shown : "\(run.actionIdentifier): \(shown)"
        }
        let structured = structuredContent(of: outcome)
        var members: [(String, JSONText)] = [
            ("content", .array([text(said.joined(separator: "\n")), text(structured.compact())]))
        ]
        if version.hasStructuredContent { members.append(("structuredContent", structured)) }
        return .object(members)
    }

    /// `{value?, dialog?, opened?}`: what `perform()` returned, in the shape of the tool's output
    /// schema, written by the wire schema's encoder (``RunOutcomeDocument/Run/structuredContent()``).
    static func structuredContent(of outcome: RunOutcome) -> JSONText {
        RunOutcomeDocument.Run(outcome).structuredContent()
    }

    private static func text(_ text: String) -> JSONText {
        .object([("type", .string("text")), ("text", .string(text))])
    }
}
