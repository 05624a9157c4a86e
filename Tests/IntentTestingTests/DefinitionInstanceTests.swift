import IntentRuntime
import IntentTesting
import Testing

@Suite("Definitions: bundle identifier and isInstance(_:)")
struct DefinitionInstanceTests {
    let definitions: IntentDefinitions

    init() throws {
        definitions = IntentDefinitions(host: try Hosts.shelf())
    }

    @Test("an entity definition carries the app's bundle identifier")
    func bundleIdentifier() {
        #expect(definitions.entities["Book"].bundleIdentifier == Hosts.shelfBundle)
        #expect(definitions.entities["Bok"].bundleIdentifier == Hosts.shelfBundle)
    }

    @Test("an entity is an instance of its own type's definition, not another's")
    func entities() async throws {
        let books = definitions.entities["Book"]
        try books.isInstance(books.makeReference(identifier: "emma"))
        let found = try await books.entities(identifiers: ["emma"])
        try books.isInstance(try #require(found.first))
        var intent = definitions.intents["ShelveBookIntent"].makeIntent()
        intent.book = books.makeReference(identifier: "odyssey")
        intent.genre = definitions.enums["Genre"].makeCase("poetry")
        let returned: AnyAppEntity = try await intent.run().value
        try books.isInstance(returned)

        let other = definitions.entities["Novel"].makeReference(identifier: "emma")
        let mismatch = #expect(throws: IntentTestingError.self) { try books.isInstance(other) }
        #expect(mismatch?.code == .valueMismatch)
        #expect(mismatch?.message == "the entity 'emma' is a Novel, not a Book")
        let unknown = #expect(throws: IntentTestingError.self) {
            try definitions.entities["Bok"].isInstance(books.makeReference(identifier: "emma"))
        }
        #expect(unknown?.code == .unknownName)
    }

    @Test("an intent or enum case is checked through AppIntentTypeDefinition")
    func intentsAndEnums() throws {
        func check<D: AppIntentTypeDefinition>(_ definition: D, _ value: D.Instance) throws {
            try definition.isInstance(value)
        }
        let shelve = definitions.intents["ShelveBookIntent"]
        try check(shelve, shelve.makeIntent())
        let wrongIntent = #expect(throws: IntentTestingError.self) {
            try check(definitions.intents["ListBooksIntent"], shelve.makeIntent())
        }
        #expect(wrongIntent?.code == .valueMismatch)

        let genres = definitions.enums["Genre"]
        try check(genres, genres.makeCase("essay"))
        try genres.isInstance(AnyAppEnum(typeIdentifier: "Genre", rawValue: "novel"))
        let wrongEnum = #expect(throws: IntentTestingError.self) {
            try genres.isInstance(AnyAppEnum(typeIdentifier: "Colour", rawValue: "novel"))
        }
        #expect(wrongEnum?.code == .valueMismatch)
        let wrongCase = #expect(throws: IntentTestingError.self) { try genres.isInstance(genres.makeCase("epic")) }
        #expect(wrongCase?.code == .unknownName)
        #expect(wrongCase?.message.contains("enum Genre has no case named 'epic'") == true)
    }
}
