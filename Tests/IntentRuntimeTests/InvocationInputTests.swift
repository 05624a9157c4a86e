import Foundation
import IntentRuntime
import Testing

/// Parameter values read from an input file (`intents run X --input values.json`): untrusted.
@Suite("Invocation input files")
struct InvocationInputTests {
    @Test func readsScalarsAndArraysKeepingWholeNumbersWhole() throws {
        let values = try InvocationValue.parameters(
            fromJSON: Data(#"{"s":"a\/b","i":3,"d":1.0,"e":2e3,"b":true,"n":null,"a":[1,"x"]}"#.utf8))
        #expect(values == ["s": "a/b", "i": 3, "d": 1.0, "e": 2000.0, "b": true, "n": nil, "a": [1, "x"]])
    }

    @Test(arguments: [
        (#"{"step":1,"step":2}"#, "appears twice"),
        (#"{"step":{"nested":1}}"#, "must be a string, number, boolean, array or null"),
        (#"[1,2]"#, "expected a JSON object"),
        (#"{"step":"#, "input.json"),
        ("{\"step\":" + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}", "deep"),
    ])
    func refusesWhatNoInvocationMeans(json: String, fragment: String) throws {
        let error = try #require(throws: ParameterError.self) {
            try InvocationValue.parameters(fromJSON: Data(json.utf8), source: "input.json")
        }
        #expect(error.code == .invalidInput)
        #expect(error.description.localizedCaseInsensitiveContains(fragment), "\(error)")
    }

    @Test func refusesAHugeInputByItsSizeBeforeReadingIt() throws {
        let huge = Data(("{\"step\":\"" + String(repeating: "x", count: 5 << 20) + "\"}").utf8)
        let error = try #require(throws: ParameterError.self) {
            try InvocationValue.parameters(fromJSON: huge, source: "input.json")
        }
        #expect(error.code == .invalidInput)
        #expect(error.description.utf8.count < 1_000)
    }
}
