import IntentRuntime
import IntentTesting
import Testing

@Suite("AnyAppIntent: parameters by name, checked as they are set")
struct ParameterTests {
    let definitions: IntentDefinitions

    init() throws {
        definitions = IntentDefinitions(host: try Hosts.shelf())
    }

    @Test("values set by keyword and by member are read back by name; unset ones read their default")
    func setAndRead() throws {
        var intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")
        intent.copies = 3
        intent.note = "gift"
        #expect(try intent.copies == 3)
        let note: String? = try intent.note
        #expect(note == "gift")
        let book: String = try intent.book
        #expect(book == "emma")
        intent.note = nil
        let cleared: String? = try intent.note
        #expect(cleared == nil)
        #expect(intent.note == nil)

        let fresh = definitions.intents["ShelveBookIntent"].makeIntent()
        #expect(try fresh.copies == 1)  // the declared default
        #expect(try definitions.intents["ShelveBookIntent"].parameterNames == ["book", "genre", "copies", "note"])
    }

    @Test("a parameter read as a path gives its value, its default, or the reason there is none")
    func parameterAsAPath() throws {
        var intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")
        intent.copies = 3
        let copies: DynamicPropertyPath = intent.copies
        #expect(try copies.as(Int.self) == 3)
        let note: DynamicPropertyPath = intent.note
        #expect(try note.as(String?.self) == nil)
        let unset: DynamicPropertyPath = definitions.intents["ShelveBookIntent"].makeIntent().copies
        #expect(try unset.as(Int.self) == 1)  // the declared default
        let misspelt: DynamicPropertyPath = intent.copeis
        let error = #expect(throws: IntentTestingError.self) { try misspelt.as(Int.self) }
        #expect(error?.code == .unknownName)
    }

    @Test("an unknown parameter is refused with the near matches")
    func unknownParameter() async {
        var intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")
        intent.copeis = 2
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .unknownName)
        #expect(
            error?.message.contains("ShelveBookIntent has no parameter named 'copeis'; did you mean 'copies'?") == true)
        let read = #expect(throws: IntentTestingError.self) { () throws(IntentTestingError) -> Int in try intent.pages }
        #expect(read?.message.contains("(known: book, copies, genre, note)") == true)
    }

    @Test(
        "a value of another type, out of range or not a case is refused before the run, naming the type",
        arguments: [
            (
                "copies", IntentValue.make(text: "three"),
                "ShelveBookIntent.copies is Int; the value \"three\" is a String, not Int"
            ),
            ("copies", IntentValue.make(number: 11), "ShelveBookIntent.copies is Int; 11 is outside its range 1...10"),
            (
                "genre", IntentValue.make(text: "poety"),
                "Genre has no case 'poety'; did you mean 'poetry'? (its cases: novel, poetry, essay)"
            ),
            ("book", IntentValue.make(flag: true), "ShelveBookIntent.book is Book; the value true is a Bool, not Book"),
            ("genre", IntentValue.null, "ShelveBookIntent.genre is Genre, not optional: nil is not a value for it"),
        ]
    )
    func refusedValues(name: String, value: IntentValue, message: String) async {
        var intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma", genre: "novel")
        intent[dynamicMember: name] = value.isNull ? nil : value
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test("an enum case of another enum, or an entity of another type, is refused")
    func wrongTypes() async throws {
        var intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "emma")
        intent.genre = AnyAppEnum(typeIdentifier: "Colour", rawValue: "red")
        var error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.message.contains("the value Colour.red is a case of Colour, not of Genre") == true)
        intent.genre = definitions.enums["Genre"].makeCase("essay")
        intent.book = definitions.entities["Shelf"].makeReference(identifier: "x")
        error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.message.contains("is an entity Shelf, not Book") == true)
    }

    @Test("positional arguments are refused: makeIntent takes the parameters' names")
    func positional() async {
        let intent = definitions.intents["ShelveBookIntent"].makeIntent("emma")
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.message.contains("makeIntent takes arguments named like the parameters") == true)
    }

    @Test("a value the host cannot find is the host's refusal, with its message")
    func refusedByHost() async {
        let intent = definitions.intents["ShelveBookIntent"].makeIntent(book: "ulysses", genre: "novel")
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .refused)
        #expect(error?.message.contains("names no Book with identifier \"ulysses\"") == true)
    }

    @Test("arrays of enum cases are checked element by element")
    func arrays() async throws {
        let ok = definitions.intents["ListBooksIntent"].makeIntent(genres: ["poetry", "essay"])
        let titles: [String] = try await ok.run().value
        #expect(titles == ["The Odyssey", "Essays"])
        let bad = definitions.intents["ListBooksIntent"].makeIntent(genres: ["poetry", "drama"])
        let error = await #expect(throws: IntentTestingError.self) { try await bad.run() }
        #expect(error?.message.contains("element 1: Genre has no case 'drama'") == true)
    }
}

extension IntentValue {
    /// Values for the argument tables (a test cannot name `IntentValueExpressing` existentials there).
    static func make(text: String) -> IntentValue { text._intentValue }
    static func make(number: Int) -> IntentValue { number._intentValue }
    static func make(flag: Bool) -> IntentValue { flag._intentValue }
}
