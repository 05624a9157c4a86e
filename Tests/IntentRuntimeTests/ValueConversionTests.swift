import Foundation
import IntentRuntime
import Testing

/// The one conversion both intent parameters (from invocations) and entity properties (from a test's Swift values)
/// use: each rule once, with the source deciding only how text and numbers may stand for one another.
@Suite("Value conversion: one set of rules for parameters and entity properties")
struct ValueConversionTests {
    private let invocation = ValueConversion(source: .invocation)
    private let swiftValue = ValueConversion(source: .swiftValue)

    /// The refusal's text, or `nil` when the value converts.
    private func refusal(_ conversion: ValueConversion, _ value: InvocationValue, _ type: any Any.Type) -> String? {
        do {
            _ = try conversion.convert(value, to: type)
            return nil
        } catch {
            return error.text
        }
    }

    @Test(
        "a whole number becomes a Double from either source; text and whole Doubles stand for numbers only in invocations"
    )
    func numbers() throws {
        for conversion in [invocation, swiftValue] {
            #expect(try conversion.convert(3, to: Double.self) as? Double == 3.0)
            #expect(try conversion.convert(2.5, to: Float.self) as? Float == 2.5)
            #expect(try conversion.convert(7, to: Int16.self) as? Int16 == 7)
        }
        #expect(try invocation.convert(" 3 ", to: Int.self) as? Int == 3)
        #expect(try invocation.convert("2.5", to: Double.self) as? Double == 2.5)
        #expect(try invocation.convert(4.0, to: Int.self) as? Int == 4)
        #expect(refusal(swiftValue, "3", Int.self) == "expects a whole number (Int), got \"3\"")
        #expect(refusal(swiftValue, 4.0, Int.self) == "expects a whole number (Int), got 4.0")
        #expect(refusal(swiftValue, "2.5", Double.self) == "expects a number, got \"2.5\"")
        #expect(refusal(invocation, 4.5, Int.self) == "expects a whole number (Int), got 4.5")
    }

    @Test("an integer type that cannot hold the number refuses it as out of range, from either source")
    func integerRange() throws {
        for conversion in [invocation, swiftValue] {
            #expect(throws: ValueConversion.Refusal.self) { try conversion.convert(300, to: Int8.self) }
            #expect(refusal(conversion, 300, Int8.self) == "is Int8, which cannot hold 300")
            #expect(refusal(conversion, -1, UInt.self) == "is UInt, which cannot hold -1")
        }
        #expect(
            refusal(invocation, "99999999999999999999", Int.self)
                == "is Int, which cannot hold \"99999999999999999999\"")
        do {
            _ = try swiftValue.convert(300, to: Int8.self)
            Issue.record("300 became an Int8")
        } catch {
            #expect(error.code == .outOfRange)
        }
    }

    @Test("a flag comes from a Bool; from invocation text too (true/yes/1, false/no/0)")
    func flags() throws {
        for conversion in [invocation, swiftValue] {
            #expect(try conversion.convert(true, to: Bool.self) as? Bool == true)
        }
        #expect(try invocation.convert("yes", to: Bool.self) as? Bool == true)
        #expect(try invocation.convert("0", to: Bool.self) as? Bool == false)
        #expect(refusal(swiftValue, "yes", Bool.self) == "expects a Bool, got \"yes\"; pass true or false")
        #expect(refusal(invocation, "maybe", Bool.self) == "expects a Bool, got \"maybe\"; pass true or false")
    }

    @Test("text becomes a date (ISO 8601, with or without fractional seconds, or a day) and a URL (a scheme or a path)")
    func datesAndURLs() throws {
        for conversion in [invocation, swiftValue] {
            #expect(
                try conversion.convert("2026-11-21T09:30:00Z", to: Date.self) as? Date
                    == Date(timeIntervalSince1970: 1_795_253_400))
            #expect(
                try conversion.convert("2026-11-21T09:30:00.250Z", to: Date.self) as? Date
                    == Date(timeIntervalSince1970: 1_795_253_400.25))
            #expect(
                try conversion.convert("2026-11-21", to: Date.self) as? Date
                    == Date(timeIntervalSince1970: 1_795_219_200))
            #expect(
                refusal(conversion, "tomorrow", Date.self)
                    == "expects an ISO 8601 date, got \"tomorrow\", e.g. 2026-11-21T09:30:00Z")
            #expect(
                try conversion.convert("https://example.com/a", to: URL.self) as? URL
                    == URL(string: "https://example.com/a"))
            let file = try #require(try conversion.convert("/tmp/notes.txt", to: URL.self) as? URL)
            #expect(file.isFileURL)
            #expect(file.path == "/tmp/notes.txt")
            #expect(
                refusal(conversion, "notes", URL.self)
                    == "expects a URL, got \"notes\", e.g. https://example.com or /path/to/file")
        }
    }

    @Test("text names an enum case by its identifier; another name is refused with the cases")
    func enumCases() throws {
        for conversion in [invocation, swiftValue] {
            #expect(try conversion.convert("fast", to: Speed.self) as? Speed == .fast)
            #expect(refusal(conversion, "warp", Speed.self) == "has no case \"warp\"; its cases are slow, fast")
            #expect(refusal(conversion, 1, Speed.self) == "expects a case identifier, got 1")
        }
    }

    @Test("arrays convert element by element; invocation text lists items by commas, a test's text is one item")
    func arrays() throws {
        for conversion in [invocation, swiftValue] {
            #expect(try conversion.convert([1, 2.5], to: [Double].self) as? [Double] == [1, 2.5])
            #expect(try conversion.convert(["slow", "fast"], to: [Speed].self) as? [Speed] == [.slow, .fast])
            #expect(refusal(conversion, [1, "x"], [Int].self) == "expects a whole number (Int), got \"x\"")
        }
        #expect(try invocation.convert("a, b", to: [String].self) as? [String] == ["a", "b"])
        #expect(try swiftValue.convert("a, b", to: [String].self) as? [String] == ["a, b"])
    }

    @Test("entities and files are not converted here: the caller looks them up or examines them")
    func notConverted() throws {
        for conversion in [invocation, swiftValue] {
            #expect(try conversion.convert("apple", to: Fruit.self) == nil)
            #expect(try conversion.convert(["apple"], to: [Fruit].self) == nil)
            #expect(try conversion.convert("/tmp/a.txt", to: IntentFile.self) == nil)
            #expect(try conversion.convert("x", to: [IntentFile].self) == nil)
            #expect(try conversion.convert("x", to: Data.self) == nil)
            #expect(refusal(conversion, 3, String.self) == "expects a string, got 3")
        }
    }
}
