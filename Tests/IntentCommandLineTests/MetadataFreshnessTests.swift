import Foundation
import IntentMetadata
import Testing

/// The checked-in `Intents/` bundles are what `intents extract` writes today.
@Suite("Checked-in metadata")
struct MetadataFreshnessTests {
    @Test("intents extract --check passes on the repository's Intents/")
    func checkedInBundlesAreFresh() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try await IntentsProcess.run(
            ["extract", "--check"],
            environment: IntentsProcess.environment(appGroups: scratch)
        )
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    @Test("the stale DynamicIsland bundle names the extension's module, the fresh one the framework's")
    func staleAndFreshDynamicIsland() throws {
        let intents = IntentsProcess.repositoryRoot.appendingPathComponent("Intents")
        let fresh = try MetadataBundle(contentsOf: intents.appendingPathComponent("DynamicIsland.appintents"))
        let stale = try MetadataBundle(contentsOf: intents.appendingPathComponent("DynamicIslandStale.appintents"))
        #expect(fresh.actions["ConfigurationAppIntent"]?.mangledTypeName == "9AppIntent013ConfigurationaB0V")
        #expect(
            stale.actions["ConfigurationAppIntent"]?.mangledTypeName
                == "22DynamicIslandExtension22ConfigurationAppIntentV"
        )
    }

    @Test("extract --check notices a hand-edited bundle")
    func checkNoticesEdits() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(appGroups: scratch)
        let output = scratch.appendingPathComponent("Intents")
        let written = try await IntentsProcess.run(["extract", "--output", output.path], environment: environment)
        #expect(written.status == 0)
        let file = output.appendingPathComponent("Weather.appintents/extract.actionsdata")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "7Weather", with: "7Wexther").utf8).write(to: file)
        let checked = try await IntentsProcess.run(
            ["extract", "--check", "--output", output.path], environment: environment)
        #expect(checked.status == 1)
        #expect(checked.standardOutput.contains("Weather.appintents: stale"))
        #expect(checked.standardOutput.contains("mangledTypeName is 7Wexther"))
    }
}
