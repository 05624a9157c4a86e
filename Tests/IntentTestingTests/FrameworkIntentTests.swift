import AppIntent
import IntentRuntime
import IntentTesting
import Testing

@Suite("The framework-hosted ConfigurationAppIntent, by name, over the checked-in metadata")
struct FrameworkIntentTests {
    @Test("it runs the framework's type, returns the counter and says so")
    func runsTheFrameworksIntent() async throws {
        let definitions = IntentDefinitions(host: try Hosts.dynamicIsland())
        let counter = LiveActivityCounter()
        let result = try await LiveActivityCounter.$current.withValue(counter) {
            try await definitions.intents["ConfigurationAppIntent"].makeIntent(step: 2).run()
        }
        let value: Int = try result.value
        #expect(value == 2)
        #expect(result.dialog == "Counter is 2")
        #expect(result.phases == [.queued, .running, .succeeded])
        #expect(!result.ranInSeparateProcess)
        #expect(await counter.performCount(of: "AppIntent.ConfigurationAppIntent") == 1)
        #expect(await counter.performCount(of: "DynamicIslandExtension.ConfigurationAppIntent") == 0)
        #expect(try definitions.intents["ConfigurationAppIntent"].title == "Increment counter")
    }

    @Test("the parameter's range comes from the declaration and the metadata")
    func range() async throws {
        let definitions = IntentDefinitions(host: try Hosts.dynamicIsland())
        let intent = definitions.intents["ConfigurationAppIntent"].makeIntent(step: 101)
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(
            error?.message.contains(
                "ConfigurationAppIntent.step is Int (metadata: Int); 101 is outside its range 1...100") == true)
    }

    @Test("metadata that still names the extension's type fails the lookup with the diagnostic")
    func staleMetadata() async throws {
        let definitions = IntentDefinitions(host: try Hosts.dynamicIsland(metadata: "DynamicIslandStale"))
        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents["ConfigurationAppIntent"].makeIntent().run()
        }
        #expect(error?.code == .refused)
        #expect(error?.message.contains("the intent moved into module `AppIntent`; regenerate the metadata") == true)
    }
}
