import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

@testable import IntentCommandLine

/// A loaf in the oven, as a Live Activity.
struct LoafAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        var minutesLeft: Int
    }

    var loaf: String
}

/// Puts a loaf in the oven: starts a Live Activity.
struct BakeLoafIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Bake Loaf"

    func perform() async throws -> some IntentResult {
        _ = try Activity.request(
            attributes: LoafAttributes(loaf: "Rye"),
            content: ActivityContent(state: LoafAttributes.ContentState(minutesLeft: 50), staleDate: nil))
        return .result()
    }
}

/// Issue 19, finding 3: `intents run` bound the host's Live Activities around its runs, but a tool
/// called over MCP ran outside them, so its activities went to the process's center in memory. Every
/// way into a `HostApplication` now runs inside the host's bindings.
@Suite("A tool called over MCP runs inside its host")
struct MCPHostBindingTests {
    @Test func aToolKeepsItsLiveActivityInTheHostsAppGroup() async throws {
        let containers = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mcp-host-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: containers) }
        var registry = IntentRegistry()
        registry.register(BakeLoafIntent.self)
        let application = AppGroup.$containersLocation.withValue(containers) {
            HostApplication(
                bundleIdentifier: "com.example.Loaves", registry: registry, executorConfiguration: .notAboutTime)
        }

        let session = InProcessMCPSession(application: application)
        try await session.initialize()
        let response = try await session.request(mcpCall(1, "BakeLoafIntent"), id: 1)
        #expect(!response.isToolError, "\(response)")
        await session.end()

        let group = try AppGroup(identifier: "group.com.example.Loaves", containersDirectory: containers)
        let stored = LiveActivityCenter(persistence: .appGroup(group)).activities(of: LoafAttributes.self)
        #expect(stored.map(\.attributes.loaf) == ["Rye"])
        #expect(application.activityCenter.activities(of: LoafAttributes.self).count == 1)
    }
}
