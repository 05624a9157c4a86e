import Foundation
import IntentRuntime
import IntentTesting
import Testing

@Suite("Value and entity expectations (Apple's iOS 27.3 expectation API)")
struct ExpectationTests {
    let definitions: IntentDefinitions

    init() throws {
        definitions = IntentDefinitions(host: try Hosts.shelf())
    }

    @Test("primitive expectations: absent, present, text contained, equal, matched by a regular expression")
    func primitives() async throws {
        #expect(try await PrimitiveExpectation.isNil.isSatisfied(by: nil))
        #expect(try await !PrimitiveExpectation.isNil.isSatisfied(by: "x"))
        #expect(try await PrimitiveExpectation.notNil.isSatisfied(by: 3))
        #expect(try await !PrimitiveExpectation.notNil.isSatisfied(by: nil))
        #expect(try await PrimitiveExpectation.contains("NASA").isSatisfied(by: "NASA launch"))
        #expect(try await !PrimitiveExpectation.contains("nasa").isSatisfied(by: "NASA launch"))
        #expect(try await !PrimitiveExpectation.contains("3").isSatisfied(by: 3))
        #expect(try await PrimitiveExpectation.equals("Work").isSatisfied(by: "Work"))
        #expect(try await !PrimitiveExpectation.equals("Work").isSatisfied(by: "Workshop"))
        #expect(try await !PrimitiveExpectation.equals("Work").isSatisfied(by: nil))
        #expect(try await PrimitiveExpectation.contains(regex: "Build").isSatisfied(by: "Old Building 4"))
        #expect(try await !PrimitiveExpectation.contains(regex: "^Build").isSatisfied(by: "Old Building 4"))
        let bad = await #expect(throws: IntentTestingError.self) {
            try await PrimitiveExpectation.contains(regex: "(").isSatisfied(by: "text")
        }
        #expect(bad?.code == .invalidValue)
    }

    @Test("an entity definition expects any entity of its type; an identifier expectation one entity")
    func entityTypeAndIdentifier() async throws {
        let books = definitions.entities["Book"]
        let emma = books.makeReference(identifier: "emma")
        #expect(try await books.isSatisfied(by: emma))
        #expect(try await !books.isSatisfied(by: "emma"))
        #expect(try await !books.isSatisfied(by: nil))
        #expect(try await books.expectIdentifier("emma").isSatisfied(by: emma))
        #expect(try await !books.expectIdentifier("essays").isSatisfied(by: emma))
        let other = definitions.entities["Novel"].makeReference(identifier: "emma")
        #expect(try await !books.expectIdentifier("emma").isSatisfied(by: other))
        let unknown = await #expect(throws: IntentTestingError.self) {
            try await definitions.entities["Bok"].isSatisfied(by: emma)
        }
        #expect(unknown?.code == .unknownName)
    }

    @Test("an entity expectation checks each property, finding a reference through its query first")
    func entityProperties() async throws {
        let books = definitions.entities["Book"]
        let emma = books.makeReference(identifier: "emma")
        #expect(try await books.expect(title: .equals("Emma"), genre: nil).isSatisfied(by: emma))
        #expect(try await !books.expect(title: .contains("Odyssey")).isSatisfied(by: emma))
        #expect(try await books.expectIdentifier("emma").expect(title: .contains("mm")).isSatisfied(by: emma))
        #expect(try await !books.expectIdentifier("essays").expect(title: .contains("mm")).isSatisfied(by: emma))
        // A property of another type is not met, and does not stop the others from being checked.
        #expect(try await !books.expect(pages: .equals("474"), title: .equals("Emma")).isSatisfied(by: emma))
        #expect(try await books.expect(pages: .notNil).isSatisfied(by: emma))
        // An entity the query does not find has no properties to meet the expectation.
        #expect(try await !books.expect(title: .notNil).isSatisfied(by: books.makeReference(identifier: "ulysses")))
        let misspelt = await #expect(throws: IntentTestingError.self) {
            try await books.expect(titel: .equals("Emma")).isSatisfied(by: emma)
        }
        #expect(misspelt?.message.contains("did you mean 'title'?") == true)
    }

    @Test("a run's result checked with an entity expectation")
    func result() async throws {
        var intent = definitions.intents["ShelveBookIntent"].makeIntent()
        intent.book = definitions.entities["Book"].makeReference(identifier: "odyssey")
        intent.genre = definitions.enums["Genre"].makeCase("poetry")
        let result = try await intent.run()
        let expectation = definitions.entities["Book"].expect(title: .contains("Odyssey"), tags: .notNil)
        #expect(try await expectation.isSatisfied(by: result.value))
        #expect(try await !definitions.entities["Book"].expect(title: .isNil).isSatisfied(by: result.value))
    }

    @Test("an intent expectation checks the type, the parameters given and the result, without running the intent")
    func intents() async throws {
        let shelve = definitions.intents["ShelveBookIntent"]
        let books = definitions.entities["Book"]
        var intent = shelve.makeIntent()
        intent.book = books.makeReference(identifier: "odyssey")
        intent.genre = definitions.enums["Genre"].makeCase("poetry")

        #expect(try await shelve.isSatisfied(by: intent))
        #expect(try await !definitions.intents["ListBooksIntent"].isSatisfied(by: intent))
        #expect(try await shelve.expect(book: books.expectIdentifier("odyssey")).isSatisfied(by: intent))
        #expect(try await shelve.expect(book: books, genre: nil).isSatisfied(by: intent))
        #expect(try await !shelve.expect(book: books.expectIdentifier("emma")).isSatisfied(by: intent))
        #expect(try await !shelve.expect(genre: .isNil).isSatisfied(by: intent))
        let misspelt = await #expect(throws: IntentTestingError.self) {
            try await shelve.expect(boook: books).isSatisfied(by: intent)
        }
        #expect(misspelt?.message.contains("did you mean 'book'?") == true)

        // A result expectation: without a result, the result is absent.
        let withResult = shelve.expect(book: books).result(books.expect(title: .contains("Odyssey")))
        #expect(try await !withResult.isSatisfied(by: intent))
        let result = try await intent.run()
        #expect(try await withResult.isSatisfied(by: intent, result: result))
        #expect(
            try await !withResult.result(books.expect(title: .equals("Emma"))).isSatisfied(by: intent, result: result))
        #expect(try await withResult.result(nil).isSatisfied(by: intent))
        #expect(try await shelve.result(.notNil).isSatisfied(by: intent, result: result))
        #expect(try await !shelve.result(.isNil).isSatisfied(by: intent, result: result))
    }

    @Test("a predicate expectation reads the value as the predicate's input type")
    func predicates() async throws {
        let moreThanThree = PredicateExpectation.matches(#Predicate<Int> { $0 > 3 })
        #expect(try await moreThanThree.isSatisfied(by: 4))
        #expect(try await !moreThanThree.isSatisfied(by: 2))
        #expect(try await !moreThanThree.isSatisfied(by: "4"))
        #expect(try await !moreThanThree.isSatisfied(by: nil))
        let absent = PredicateExpectation.matches(#Predicate<Int?> { $0 == nil }, requirement: "no count")
        #expect(try await absent.isSatisfied(by: nil))
        #expect(try await !absent.isSatisfied(by: 1))
        let books = definitions.entities["Book"]
        let long = books.expect(pages: .matches(#Predicate<Int> { $0 > 500 }))
        #expect(try await long.isSatisfied(by: books.makeReference(identifier: "odyssey")))
        #expect(try await !long.isSatisfied(by: books.makeReference(identifier: "emma")))
    }
}
