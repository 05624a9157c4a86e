import AppIntent
import Foundation
import IntentRuntime
import IntentTesting
import Testing

// MARK: - A transient entity of the tests' own

/// A reading session: an entity the system makes with `init()` and fills in, never looked up.
struct ReadingSession: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reading Session"

    @Property(title: "Name")
    var name: String

    @Property(title: "Start")
    var startTime: Date

    @Property(title: "Minutes")
    var minutes: Double

    @Property(title: "Genre")
    var genre: Genre?

    @Property(title: "Book")
    var book: Book?

    @Property(title: "Tags")
    var tags: [String]

    var displayRepresentation: DisplayRepresentation { "Session" }

    init() {}
}

/// Joins a session: says what it received, then renames the instance it was given.
struct JoinSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Join Session"

    @Parameter(title: "Session")
    var session: ReadingSession

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let summary =
            "\(session.name) at \(Int(session.startTime.timeIntervalSince1970)) for \(Int(session.minutes)) min, "
            + "\(session.genre?.rawValue ?? "any genre"), \(session.book?.title ?? "no book"), "
            + session.tags.joined(separator: "+")
        session.name = "joined"
        return .result(value: summary)
    }
}

/// Counts minutes over sessions.
struct TotalMinutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Total Minutes"

    @Parameter(title: "Sessions")
    var sessions: [ReadingSession]

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Int(sessions.map(\.minutes).reduce(0, +)))
    }
}

@Suite("Transient entities: made by the test, read by name, given to intents")
struct TransientEntityTests {
    static let bundle = "com.example.Sessions"

    /// A host with the session intents and the shelf's book intent (so that `Book` is registered too).
    static func definitions() throws -> IntentDefinitions {
        var registry = IntentRegistry()
        for intent: any AppIntent.Type in [JoinSessionIntent.self, TotalMinutesIntent.self, ShelveBookIntent.self] {
            registry.register(intent)
        }
        let host = try IntentTestHost(
            bundleIdentifier: bundle, registry: registry, clock: ManualClock())
        return IntentDefinitions(host: host)
    }

    static let start = Date(timeIntervalSince1970: 1_792_022_400)

    @Test("transientEntities lists the transient types; makeEntity makes one with its properties set")
    func makeAndRead() throws {
        let definitions = try Self.definitions()
        #expect(definitions.transientEntities.typeIdentifiers == ["ReadingSession"])
        let sessions = definitions.transientEntities["ReadingSession"]
        #expect(sessions.bundleIdentifier == Self.bundle)
        let entity = sessions.makeEntity(
            name: "Evening", startTime: Self.start, minutes: 30, genre: "poetry", tags: ["quiet", "tea"])
        #expect(
            entity.entityType
                == AttributedTypeIdentifier(persistentIdentifier: "ReadingSession", bundleIdentifier: Self.bundle))
        #expect(entity.entityType.persistentIdentifier == "ReadingSession")
        let name: String? = try entity.name
        #expect(name == "Evening")
        #expect(try entity.startTime == Self.start)
        // A whole number is taken by a Double property, a raw value by an enum property.
        #expect(try entity.minutes == 30.0)
        let genre: AnyAppEnum = try entity.genre
        #expect(genre.rawValue == "poetry")
        #expect(try entity.tags == ["quiet", "tea"])
        // Unset optional properties read as nil, without casting too.
        #expect(entity.book == nil)
        #expect(entity.name != nil)
    }

    @Test("an entity a query found is set on an entity property, and read through a nested path")
    func nestedProperty() async throws {
        let definitions = try Self.definitions()
        let emma = try #require(try await definitions.entities["Book"].entities(identifiers: ["emma"]).first)
        let entity = definitions.transientEntities["ReadingSession"].makeEntity(name: "Emma time", book: emma)
        #expect(try entity.book.title == "Emma")
        let book: AnyAppEntity = try entity.book
        #expect(book.identifier == "emma")
    }

    @Test(
        "an unknown property, a value of the wrong type, nil for a required property and an unlabeled value are refused"
    )
    func refusedValues() throws {
        let sessions = try Self.definitions().transientEntities["ReadingSession"]
        let unknown = #expect(throws: IntentTestingError.self) {
            let _: String = try sessions.makeEntity(nmae: "Evening").name
        }
        #expect(unknown?.code == .unknownName)
        #expect(unknown?.message.contains("no property named 'nmae'") == true)
        #expect(unknown?.message.contains("'name'") == true)

        let wrongType = #expect(throws: IntentTestingError.self) {
            let _: String = try sessions.makeEntity(name: "Evening", minutes: "long").name
        }
        #expect(wrongType?.code == .invalidValue)
        #expect(wrongType?.message.contains("ReadingSession.minutes is Double") == true)

        let noCase = #expect(throws: IntentTestingError.self) {
            let _: String = try sessions.makeEntity(genre: "thriller").name
        }
        #expect(noCase?.code == .invalidValue)

        let missing = #expect(throws: IntentTestingError.self) {
            let _: String = try sessions.makeEntity(name: nil).name
        }
        #expect(missing?.message.contains("not optional") == true)

        let unlabeled = #expect(throws: IntentTestingError.self) {
            let _: String = try sessions.makeEntity("Evening").name
        }
        #expect(unlabeled?.message.contains("arguments named like the properties") == true)
        // The entity that could not be made reads nil without casting.
        #expect(sessions.makeEntity(nmae: "Evening").name == nil)
    }

    @Test("a name the app lacks, or an entity type its query finds, is refused with where to look")
    func unknownTypes() throws {
        let definitions = try Self.definitions()
        let unknown = #expect(throws: IntentTestingError.self) {
            let _: String = try definitions.transientEntities["ReadingSesion"].makeEntity(name: "x").name
        }
        #expect(unknown?.code == .unknownName)
        #expect(unknown?.message.contains("ReadingSession") == true)
        let queried = #expect(throws: IntentTestingError.self) {
            let _: String = try definitions.transientEntities["Book"].makeEntity(title: "x").title
        }
        #expect(queried?.message.contains("definitions.entities[\"Book\"]") == true)
    }

    @Test("an intent run in process receives an instance of the app's type with the values; each run a fresh one")
    func givenToAnIntent() async throws {
        let definitions = try Self.definitions()
        let emma = try #require(try await definitions.entities["Book"].entities(identifiers: ["emma"]).first)
        let entity = definitions.transientEntities["ReadingSession"].makeEntity(
            name: "Evening", startTime: Self.start, minutes: 30, genre: definitions.enums["Genre"].makeCase("novel"),
            book: emma, tags: ["tea"])
        var intent = definitions.intents["JoinSessionIntent"].makeIntent(session: entity)
        let expected = "Evening at 1792022400 for 30 min, novel, Emma, tea"
        #expect(try await intent.run().value == expected)
        // The intent renamed the instance it received; the test's entity and the next run's instance are not it.
        #expect(try entity.name == "Evening")
        #expect(try await intent.run().value == expected)
        let given: AnyTransientAppEntity = try intent.session
        #expect(try given.name == "Evening")
        intent.session = nil
        await #expect(throws: IntentTestingError.self) { try await intent.run() }
    }

    @Test("an array parameter takes several transient entities")
    func arrayParameter() async throws {
        let definitions = try Self.definitions()
        let sessions = definitions.transientEntities["ReadingSession"]
        let intent = definitions.intents["TotalMinutesIntent"].makeIntent(sessions: [
            sessions.makeEntity(name: "a", minutes: 20), sessions.makeEntity(name: "b", minutes: 25),
        ])
        #expect(try await intent.run().value == 45)
    }

    @Test("a transient entity that could not be made, or given to another entity type, is refused by the run")
    func refusedParameters() async throws {
        let definitions = try Self.definitions()
        let broken = definitions.intents["JoinSessionIntent"].makeIntent(
            session: definitions.transientEntities["ReadingSession"].makeEntity(minutes: "long"))
        let error = await #expect(throws: IntentTestingError.self) { try await broken.run() }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains("ReadingSession.minutes is Double") == true)

        let wrongType = definitions.intents["ShelveBookIntent"].makeIntent(
            book: definitions.transientEntities["ReadingSession"].makeEntity(name: "x"), genre: "novel")
        let mismatch = await #expect(throws: IntentTestingError.self) { try await wrongType.run() }
        #expect(mismatch?.message.contains("not Book") == true)
    }

    @Test("a separate host process cannot receive a transient entity: the run is refused before it starts, saying why")
    func outOfProcessRefused() async throws {
        let process = HostProcess(executable: URL(fileURLWithPath: "never-started-host"), timeout: .seconds(1))
        let definitions = try Self.definitions().running(.outOfProcess(process))
        let intent = definitions.intents["JoinSessionIntent"].makeIntent(
            session: definitions.transientEntities["ReadingSession"].makeEntity(name: "x"))
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .refused)
        #expect(error?.message.contains("a separate host process cannot receive it") == true)
    }

    @Test("entityType can be set; the instance given to an intent stays of the type it was made of")
    func settingTheEntityType() throws {
        var entity = try Self.definitions().transientEntities["ReadingSession"].makeEntity(name: "x")
        entity.entityType = AttributedTypeIdentifier(persistentIdentifier: "Other")
        #expect(entity.entityType.persistentIdentifier == "Other")
        #expect(entity.entityType.bundleIdentifier == nil)
        #expect(try entity.name == "x")
    }

    @Test("AttributedEntityIdentifier names a type and an instance")
    func attributedEntityIdentifier() {
        let type = AttributedTypeIdentifier(persistentIdentifier: "Book", bundleIdentifier: "com.example.Shelf")
        let identifier = AttributedEntityIdentifier(entityType: type, instanceIdentifier: "emma")
        #expect(identifier.entityType == type)
        #expect(identifier.instanceIdentifier == "emma")
        #expect(type.bundleIdentifier == "com.example.Shelf")
        #expect(identifier != AttributedEntityIdentifier(entityType: type, instanceIdentifier: "odyssey"))
    }

    @Test("DynamicPropertyPathCollection reads items by position, typed or as a path")
    func pathCollection() throws {
        let items = DynamicPropertyPathCollection(
            values: [Book.shelf[2], "second"], name: "the items")
        #expect(items.count == 2)
        #expect(!items.isEmpty)
        #expect(try items[0].title == "Emma")
        let second: String = try items[1]
        #expect(second == "second")
        let outside = #expect(throws: IntentTestingError.self) {
            let _: String = try items[2]
        }
        #expect(outside?.message.contains("has 2 elements") == true)
        #expect(DynamicPropertyPathCollection(values: [], name: "none").isEmpty)
    }
}
