import Foundation
import Testing

/// The DocC article shows `ExampleAppTests.swift` as it is: the example it shows compiles and
/// passes because it is this target's own test file. (The README links the article instead.)
@Suite("The documentation's example test file")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ExampleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    @Test(
        "is shown verbatim",
        arguments: ["Sources/IntentTesting/Documentation.docc/TestingYourIntents.md"]
    )
    func shownVerbatim(document: String) throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ExampleTests/ExampleAppTests.swift"), encoding: .utf8)
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let fenced = "```swift\n" + example.trimmingCharacters(in: .newlines) + "\n```"
        #expect(text.contains(fenced), "\(document) does not show Tests/ExampleTests/ExampleAppTests.swift as it is")
    }
}
