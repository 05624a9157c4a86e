import AppIntent
import Foundation
import IntentRuntime
import IntentTesting
import Testing

/// A plant's reading: a transient entity whose properties take the kinds of value the engine converts.
struct PlantReading: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Plant Reading"

    @Property(title: "Level")
    var level: Int8?

    @Property(title: "Ratio")
    var ratio: Double?

    @Property(title: "Link")
    var link: URL?

    @Property(title: "Day")
    var day: Date?

    @Property(title: "Amounts")
    var amounts: [Double]?

    @Property(title: "Genre")
    var genre: Genre?

    @Property(title: "Genres")
    var genres: [Genre]?

    @Property(title: "Label")
    var label: String?

    var displayRepresentation: DisplayRepresentation { "Reading" }

    init() {}
}

/// Records a reading; its parameters have the types of some of the reading's properties.
struct RecordPlantReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Record Plant Reading"

    @Parameter(title: "Reading")
    var reading: PlantReading?

    @Parameter(title: "Level")
    var level: Int8?

    @Parameter(title: "Link")
    var link: URL?

    @Parameter(title: "Day")
    var day: Date?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let link = link ?? reading?.link
        let day = day ?? reading?.day
        return .result(
            value:
                "\(level ?? reading?.level ?? 0) \(link?.absoluteString ?? "-") \(Int(day?.timeIntervalSince1970 ?? 0))"
        )
    }
}

@Suite("Transient entity properties are converted by the engine's rules, as parameters of the same type are")
struct TransientEntityConversionTests {
    static func definitions() throws -> IntentDefinitions {
        var registry = IntentRegistry()
        registry.register(RecordPlantReadingIntent.self)
        let host = try IntentTestHost(bundleIdentifier: "com.example.Plants", registry: registry, clock: ManualClock())
        return IntentDefinitions(host: host)
    }

    /// The message of the error the entity's first use throws.
    private func refusal(_ entity: AnyTransientAppEntity) -> String? {
        do {
            let _: Int? = try entity.level
            return nil
        } catch {
            return error.message
        }
    }

    @Test("numbers: an Int fills a Double; an Int8 refuses 300 as out of range; text is not a number")
    func numbers() throws {
        let readings = try Self.definitions().transientEntities["PlantReading"]
        let made = readings.makeEntity(level: 12, ratio: 1, amounts: [1, 2.5])
        let level: Int = try made.level
        #expect(level == 12)
        #expect(try made.ratio == 1.0)
        #expect(try made.amounts == [1.0, 2.5])
        #expect(
            refusal(readings.makeEntity(level: 300)) == "PlantReading.level is Int8?; it is Int8, which cannot hold 300"
        )
        #expect(
            refusal(readings.makeEntity(ratio: "0.5"))
                == "PlantReading.ratio is Double?; it expects a number, got \"0.5\"")
        #expect(
            refusal(readings.makeEntity(amounts: [1._intentValue, "x"._intentValue]))
                == "PlantReading.amounts is Array<Double>?; element 1 expects a number, got \"x\"")
    }

    @Test("text: an ISO 8601 day is a date, a path a file URL; text that is neither a URL nor a path is refused")
    func datesAndURLs() throws {
        let readings = try Self.definitions().transientEntities["PlantReading"]
        let made = readings.makeEntity(link: "/tmp/notes.txt", day: "2026-11-21")
        let link: URL = try made.link
        #expect(link.isFileURL)
        #expect(link.path == "/tmp/notes.txt")
        #expect(try made.day == Date(timeIntervalSince1970: 1_795_219_200))
        let web: URL = try readings.makeEntity(link: "https://example.com/a").link
        #expect(web == URL(string: "https://example.com/a"))
        #expect(
            refusal(readings.makeEntity(link: "notes"))
                == "PlantReading.link is URL?; it expects a URL, got \"notes\", e.g. https://example.com or /path/to/file"
        )
    }

    @Test("enum cases: by identifier, in arrays too; another name or another enum's case is refused")
    func enumCases() throws {
        let readings = try Self.definitions().transientEntities["PlantReading"]
        let made = readings.makeEntity(
            genre: "essay",
            genres: ["novel"._intentValue, AnyAppEnum(typeIdentifier: "Genre", rawValue: "poetry")._intentValue])
        let genre: AnyAppEnum = try made.genre
        #expect(genre.rawValue == "essay")
        let genres: [String] = try made.genres
        #expect(genres == ["novel", "poetry"])
        #expect(
            refusal(readings.makeEntity(genre: "thriller"))
                == "PlantReading.genre is Genre?; it has no case \"thriller\"; its cases are novel, poetry, essay")
        #expect(
            refusal(readings.makeEntity(genres: [AnyAppEnum(typeIdentifier: "Colour", rawValue: "novel")]))
                == "PlantReading.genres is Array<Genre>?; element 0 takes cases of Genre, not Colour.novel, a case of Colour"
        )
    }

    @Test("a value of another kind is refused, not taken as its text: a case, a date or an entity for a String")
    func otherKinds() async throws {
        let definitions = try Self.definitions()
        let readings = definitions.transientEntities["PlantReading"]
        #expect(
            refusal(readings.makeEntity(label: AnyAppEnum(typeIdentifier: "Genre", rawValue: "novel")))
                == "PlantReading.label is String?; it cannot hold the value Genre.novel, which is a case of Genre")
        let day = Date(timeIntervalSince1970: 1_795_219_200)
        #expect(
            refusal(readings.makeEntity(label: day))
                == "PlantReading.label is String?; it cannot hold the value 2026-11-21T00:00:00.000Z, which is a Date")
        #expect(
            refusal(readings.makeEntity(link: day))
                == "PlantReading.link is URL?; it cannot hold the value 2026-11-21T00:00:00.000Z, which is a Date")
        #expect(
            refusal(readings.makeEntity(label: readings.makeEntity(label: "inner")))?.hasPrefix(
                "PlantReading.label is String?; it cannot hold the value ") == true)
    }

    @Test("a property and a parameter of the same type take and refuse the same values, with the same words")
    func sameAsParameters() async throws {
        let definitions = try Self.definitions()
        let readings = definitions.transientEntities["PlantReading"]
        let intents = definitions.intents["RecordPlantReadingIntent"]
        let outOfRange = "is Int8, which cannot hold 300"
        #expect(refusal(readings.makeEntity(level: 300))?.contains(outOfRange) == true)
        let level = await #expect(throws: IntentTestingError.self) { try await intents.makeIntent(level: 300).run() }
        #expect(level?.message.contains(outOfRange) == true, "\(level?.message ?? "no error")")
        let notURL = "expects a URL, got \"notes\", e.g. https://example.com or /path/to/file"
        #expect(refusal(readings.makeEntity(link: "notes"))?.contains(notURL) == true)
        let link = await #expect(throws: IntentTestingError.self) { try await intents.makeIntent(link: "notes").run() }
        #expect(link?.message.contains(notURL) == true, "\(link?.message ?? "no error")")
        // The same text is taken the same way: a path is a file URL, an ISO 8601 day a date.
        let expected = "12 file:///tmp/a 1795219200"
        #expect(try await intents.makeIntent(level: 12, link: "/tmp/a", day: "2026-11-21").run().value == expected)
        let reading = readings.makeEntity(level: 12, link: "/tmp/a", day: "2026-11-21")
        #expect(try await intents.makeIntent(reading: reading).run().value == expected)
    }
}
