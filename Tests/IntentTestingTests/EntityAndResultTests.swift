import IntentRuntime
import IntentTesting
import Testing

@Suite("Entities, enums, queries and results by name")
struct EntityAndResultTests {
    let definitions: IntentDefinitions

    init() throws {
        definitions = IntentDefinitions(host: try Hosts.shelf())
    }

    @Test("a reference runs an entity parameter; the entity returned carries its properties")
    func referenceAndResult() async throws {
        let books = definitions.entities["Book"]
        var intent = definitions.intents["ShelveBookIntent"].makeIntent()
        intent.book = books.makeReference(identifier: "odyssey")
        intent.genre = definitions.enums["Genre"].makeCase("poetry")
        let result = try await intent.run()

        #expect(result.dialog == "Shelved 1 of The Odyssey under poetry")
        let book: AnyAppEntity = try result.value
        #expect(book == books.makeReference(identifier: "odyssey"))
        #expect(book.displayTitle == "The Odyssey")
        #expect(try book.title == "The Odyssey")
        #expect(try book.pages == 541)
        #expect(try book.genre == "poetry")
        #expect(try book.genre == definitions.enums["Genre"].makeCase("poetry"))
        let title: String = try result.value.title
        #expect(title == "The Odyssey")
        let firstTag: String = try result.value.tags[0]
        #expect(firstTag == "epic")
        #expect(try result.value.tags as [String] == ["epic", "greek"])
    }

    @Test("a reference's properties are read once it is found through its query")
    func resolving() async throws {
        let reference = definitions.entities["Book"].makeReference(identifier: "emma")
        #expect(!reference.isResolved)
        let error = #expect(throws: IntentTestingError.self) { () throws(IntentTestingError) -> String in
            try reference.title
        }
        #expect(error?.message.contains("is a reference (makeReference(identifier:))") == true)
        let emma = try await reference.resolved()
        #expect(try emma.title == "Emma")
        let missing = definitions.entities["Book"].makeReference(identifier: "ulysses")
        await #expect(throws: IntentTestingError.self) { try await missing.resolved() }
    }

    @Test("the type's query by name: identifiers, text, suggestions, all")
    func queries() async throws {
        let books = definitions.entities["Book"]
        #expect(try await books.entities(identifiers: ["essays", "emma"]).map(\.identifier) == ["essays", "emma"])
        #expect(try await books.entities(matching: "odys").map(\.identifier) == ["odyssey"])
        #expect(try await books.allEntities().count == 3)
        #expect(try await books.suggestedEntities().count == 3)
        #expect(try await books.allEntitiesQuery().entities().map(\.displayTitle) == ["The Odyssey", "Essays", "Emma"])
        #expect(try await definitions.queries["BookQuery"].entities(matching: "emm").map(\.identifier) == ["emma"])
        #expect(try books.propertyNames == ["title", "genre", "pages", "tags"])
        #expect(books.allEntitiesQuery() == definitions.entities["Book"].allEntitiesQuery())
        #expect(books.allEntitiesQuery() != books.suggestedEntitiesQuery())
    }

    @Test("an enum by name: its cases and their titles")
    func enums() throws {
        let genres = definitions.enums["Genre"]
        #expect(try genres.cases == ["novel", "poetry", "essay"])
        #expect(try genres.title(of: "essay") == "Essay")
        #expect(genres.makeCase("novel").description == "Genre.novel")
        #expect(try AnyAppEnum(typeIdentifier: "Size", value: 12).as(Int.self) == 12)
        #expect(throws: IntentTestingError.self) { try genres.title(of: "drama") }
        #expect(genres.typeIdentifier == "Genre")
        var member = genres.makeCase("poetry")
        #expect(member.rawValue == "poetry")
        member.rawValue = "essay"
        #expect(member == genres.makeCase("essay"))
    }

    @Test("a result read as an entity of a definition, or refused as another's")
    func resultAsAnEntity() async throws {
        let intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")
        let result = try await intent.run()
        let book = try result.value.as(definitions.entities["Book"])
        #expect(book.identifier == "emma")
        let other = #expect(throws: IntentTestingError.self) { try result.value.as(definitions.entities["Shelf"]) }
        #expect(other?.code == .valueMismatch)
    }

    @Test("reading a result as the wrong type, or a member it lacks, names what it has")
    func mismatches() async throws {
        let intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")
        let result = try await intent.run()
        let asNumber = #expect(throws: IntentTestingError.self) { () throws(IntentTestingError) -> Int in
            try result.value
        }
        #expect(asNumber?.code == .valueMismatch)
        #expect(asNumber?.message.contains("is an entity Book (Book emma (Emma)), not Int") == true)
        let member = #expect(throws: IntentTestingError.self) { () throws(IntentTestingError) -> String in
            try result.value.titel
        }
        #expect(member?.message.contains("did you mean 'title'?") == true)
        let element = #expect(throws: IntentTestingError.self) { () throws(IntentTestingError) -> String in
            try result.value.tags[0]
        }
        #expect(element?.message.contains("has 0 elements; there is no element 0") == true)
    }

    @Test("a failing perform() throws with the run's phases and its error")
    func failure() async throws {
        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents["TornPageIntent"].makeIntent().run()
        }
        #expect(error?.code == .failed)
        #expect(error?.message == "TornPageIntent failed: page 12 is torn")
        #expect(error?.result?.phases == [.queued, .running, .failed])
        #expect(error?.underlyingError is TornPageIntent.Torn)
    }
}
