import DiagnosticIntents
import IntentRuntime
import IntentTesting
import Testing

/// Issue 20, finding 2: an error that says how it is shown (`localizedStringResource`,
/// `errorDescription`) showed as `soldOut("Black Forest")` in test results, in process and out.
@Suite("Error texts in test results")
struct ErrorTextTests {
    static let cases: [(intent: String, text: String)] = [
        ("SellCakeIntent", "Black Forest is sold out today"),  // CustomLocalizedStringResourceConvertible
        ("DeliverCakeIntent", "We do not deliver to Baker Street"),  // LocalizedError
        ("BurnCakeIntent", "cold"),  // neither: its description
    ]

    @Test("in process, the failure message and the result show the error's own text", arguments: cases)
    func inProcess(_ expected: (intent: String, text: String)) async throws {
        let definitions = IntentDefinitions(host: try Hosts.testHostMirror())

        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents[expected.intent].makeIntent().run()
        }

        #expect(error?.code == .failed)
        #expect(error?.message == "\(expected.intent) failed: \(expected.text)")
        #expect(error?.result?.description.hasSuffix("(\(expected.text))") == true, "\(String(describing: error))")
    }

    @Test("out of process, the failure message shows the error's own text", arguments: cases)
    func outOfProcess(_ expected: (intent: String, text: String)) async throws {
        let definitions = IntentDefinitions(host: try Hosts.testHostMirror())
            .running(.outOfProcess(try OutOfProcessTests.process()))

        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents[expected.intent].makeIntent().run()
        }

        #expect(error?.code == .failed)
        #expect(error?.message == "\(expected.intent) failed: \(expected.text)")
    }
}
