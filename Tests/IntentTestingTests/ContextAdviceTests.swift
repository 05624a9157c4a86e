import DiagnosticIntents
import IntentRuntime
import IntentTesting
import Testing

/// Issue 20, finding 5: a missing parameter in a test said `pass --param cake=<value>`, advice
/// for the command line. A test is told what a test passes.
@Suite("Advice in a test's messages names what a test passes")
struct ContextAdviceTests {
    @Test func aMissingParameterNamesMakeIntentsArgument() async throws {
        let definitions = IntentDefinitions(host: try Hosts.testHostMirror())

        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents["FrostCakeIntent"].makeIntent().run()
        }

        #expect(error?.message.contains("pass it: makeIntent(cake: …)") == true, "\(String(describing: error))")
        #expect(error?.message.contains("--param") == false)
    }
}
