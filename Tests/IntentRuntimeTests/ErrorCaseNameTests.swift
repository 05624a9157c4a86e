import Foundation
import IntentRuntime
import Testing

/// The case name a failed run reports (`run --json`'s `failure.caseName`, MCP's error data): an enum error's case,
/// unless its type prints itself its own way. With Foundation loaded every error value converts to `NSError`,
/// which prints itself: asking the value instead of its type named no case at all.
@Suite("An error's case name")
struct ErrorCaseNameTests {
    enum ShopError: Error {
        case soldOut
        case closed(until: Int)
    }

    enum ToldError: Error, CustomStringConvertible {
        case burnt
        var description: String { "burnt to a crisp" }
    }

    struct PlainError: Error {}

    @Test("an enum case without a payload is named")
    func plainCase() {
        #expect(ErrorText(ShopError.soldOut).caseName == "soldOut")
    }

    @Test("a case with a payload is named by its label")
    func payloadCase() {
        #expect(ErrorText(ShopError.closed(until: 9)).caseName == "closed")
    }

    @Test("an enum that prints itself is not named by what it prints")
    func describedCase() {
        #expect(ErrorText(ToldError.burnt).caseName == nil)
    }

    @Test("a struct without a code has no case name")
    func structError() {
        #expect(ErrorText(PlainError()).caseName == nil)
    }
}
