import Foundation
import IntentRuntime
import IntentTesting
import Testing

/// Runs in `intent-test-host`, a host program built beside the tests, as a user's tests run the
/// app's host: a crash or a hang there fails one test, never the test runner.
@Suite("Out of process: intents run in a separate host process")
struct OutOfProcessTests {
    static func process(timeout: Duration = .seconds(60)) throws -> HostProcess {
        HostProcess(executable: try HostProcess.builtProduct(named: "intent-test-host"), timeout: timeout)
    }

    @Test("the framework-hosted intent runs in the host process; its value and dialog come back")
    func runs() async throws {
        let definitions = IntentDefinitions(host: try Hosts.dynamicIsland()).running(.outOfProcess(try Self.process()))
        let result = try await definitions.intents["ConfigurationAppIntent"].makeIntent(step: 3).run()
        #expect(result.ranInSeparateProcess)
        let value: Int = try result.value
        #expect(value == 3)  // the counter starts at 0 in the test host's own app-group containers
        #expect(result.dialog == "Counter is 3")
        #expect(result.phases == [.succeeded])
        // A second run in another process adds to the same app group: the host's containers are shared.
        #expect(try await definitions.intents["ConfigurationAppIntent"].makeIntent(step: 4).run().value == 7)
    }

    @Test("an intent that crashes fails only its own run, with how the process ended and what it said")
    func crash() async throws {
        let definitions = IntentDefinitions(host: try Hosts.testHostMirror()).running(.outOfProcess(try Self.process()))
        let intent = definitions.intents["CrashIntent"].makeIntent(reason: "the shelf collapsed")
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .hostCrashed)
        #expect(error?.message.contains("crashed (SIG") == true)
        #expect(error?.message.contains("while running CrashIntent") == true)
        #expect(error?.message.contains("Fatal error: the shelf collapsed") == true)
        // This process, and the next run, are fine.
        let next = try await definitions.intents["ConfigurationAppIntent"].makeIntent(step: 5).run()
        #expect(try next.value == 5)
    }

    @Test("an intent that hangs is killed after the timeout and fails its own run")
    func hang() async throws {
        let definitions = IntentDefinitions(host: try Hosts.testHostMirror())
            .running(.outOfProcess(try Self.process(timeout: .seconds(2))))
        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents["HangIntent"].makeIntent().run()
        }
        #expect(error?.code == .hostTimedOut)
        #expect(error?.message.contains("HangIntent did not finish within 2.0 seconds") == true)
    }

    @Test("a value the host refuses is the host's refusal; a failing perform() is a failure, with its error")
    func refusalsAndFailures() async throws {
        let definitions = IntentDefinitions(host: try Hosts.shelf()).running(.outOfProcess(try Self.process()))
        let refused = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents["ShelveBookIntent"].makeIntent(book: "ulysses", genre: "novel").run()
        }
        // The test host does not have the shelf's intents: it says so, and the test sees it.
        #expect(refused?.code == .refused)
        #expect(refused?.message.contains("no intent 'ShelveBookIntent'") == true)
    }

    @Test("an executable that is not there is named with the folders looked in")
    func missingExecutable() {
        let error = #expect(throws: IntentTestingError.self) { try HostProcess.builtProduct(named: "no-such-host") }
        #expect(error?.code == .hostFailed)
        #expect(error?.message.contains("no executable 'no-such-host' was found beside the tests") == true)
    }
}
