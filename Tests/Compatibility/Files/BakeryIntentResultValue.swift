// A bakery's intent and the unit test an iOS app writes for it (issue 21): the test runs
// `perform()` itself and reads the result's `value`, as AppIntents' `IntentResult.value` allows.
// API shapes: developer.apple.com/documentation/appintents/intentresult/value-swift.property.
import AppIntents

struct CountLoavesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Loaves"

    @Parameter(title: "Shelf")
    var shelf: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: shelf * 12)
    }
}

struct GreetIntent: AppIntent {
    static let title: LocalizedStringResource = "Greet"

    func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
        .result(value: "Bonjour", dialog: "Bonjour")
    }
}

enum CountLoavesIntentTests {
    static func testCountsTwelvePerShelf() async throws -> Bool {
        var intent = CountLoavesIntent()
        intent.shelf = 2
        let result = try await intent.perform()
        let greeting = try await GreetIntent().perform()
        return result.value == 24 && greeting.value == "Bonjour"
    }
}
