import IntentRuntime
import RuntimeTestSupport
import Testing

/// Navigates the app to a section; on a device its scene would handle it, so it has no perform().
private struct ShowSectionIntent: TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Show Section"

    @Parameter(title: "Section")
    var section: String

    init() {}
}

/// The same, with an identifier of its own.
private struct ShowInboxIntent: TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Show Inbox"

    var contentIdentifier: String { "inbox" }

    init() {}
}

@Suite("TargetContentProvidingIntent: intents a scene handles")
struct TargetContentProvidingIntentTests {
    @Test func anIntentWithoutPerformRunsAsANoOp() async throws {
        var registry = IntentRegistry()
        registry.register(ShowSectionIntent.self)
        let host = IntentHost(bundleIdentifier: "com.example.maps", registry: registry, configuration: .notAboutTime)

        let outcome = try await host.run(identifier: "ShowSectionIntent", parameters: ["section": "saved"])

        #expect(outcome.phase == .succeeded)
        #expect(outcome.value == nil)
        #expect(outcome.dialog == nil)
    }

    @Test func theContentIdentifierIsTheTypeNameUnlessTheIntentSaysOtherwise() {
        #expect(ShowSectionIntent().contentIdentifier == "ShowSectionIntent")
        #expect(ShowInboxIntent().contentIdentifier == "inbox")
    }
}
