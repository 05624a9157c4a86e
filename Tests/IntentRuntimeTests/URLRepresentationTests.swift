import Foundation
import IntentRuntime
import Testing

/// A loaf whose universal link carries its identifier and its name.
private struct Loaf: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static let defaultQuery = LoafQuery()
    static var urlRepresentation: URLRepresentation { "https://bakery.example/loaves/\(\.id)?name=\(\.$name)" }

    let id: String

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

private struct LoafQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Loaf] { [] }
}

/// A tray whose link needs a label it may not have.
private struct Tray: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tray"
    static let defaultQuery = TrayQuery()
    static var urlRepresentation: URLRepresentation { "https://bakery.example/trays/\(\.$label)" }

    let id: Int

    @Property(title: "Label")
    var label: String?

    var displayRepresentation: DisplayRepresentation { "Tray" }

    init(id: Int) {
        self.id = id
    }
}

private struct TrayQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Tray] { [] }
}

/// A value written in links by a text of its own.
private struct Batch: CustomURLRepresentationParameterConvertible {
    let day: Int
    let oven: String
    var urlRepresentationParameter: String? { "\(oven)-\(day)" }
}

/// An intent whose link carries its shelf parameter and a batch.
private struct OpenShelfIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    static var urlRepresentation: URLRepresentation { "https://bakery.example/shelves/\(\.$shelf)/\(\.batch)" }

    @Parameter(title: "Shelf")
    var shelf: Int

    var batch = Batch(day: 3, oven: "north")

    func perform() async throws -> some IntentResult { .result() }
}

/// A section of the bakery, linked by its raw value.
private enum Counter: String, URLRepresentableEnum {
    case bread, pastry
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Counter"
    static let caseDisplayRepresentations: [Counter: DisplayRepresentation] = [.bread: "Bread", .pastry: "Pastry"]
    static var urlRepresentation: URLRepresentation { "https://bakery.example/counters/\(\.rawValue)" }
}

/// A section whose cases have links of their own, one of them missing.
private enum Aisle: String, URLRepresentableEnum {
    case north, south
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Aisle"
    static let caseDisplayRepresentations: [Aisle: DisplayRepresentation] = [.north: "North", .south: "South"]
    static var urlRepresentation: URLRepresentation {
        URLRepresentation([.north: "https://bakery.example/n/\(.north)"])
    }
}

/// A loaf linked by Apple's token for its identifier, `\(.id)`.
private struct TokenLoaf: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static let defaultQuery = TokenLoafQuery()
    static var urlRepresentation: URLRepresentation { "https://bakery.example/l/\(.id)" }
    let id: Int
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct TokenLoafQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [TokenLoaf] { [] }
}

/// A counter linked by Apple's token for its raw value, `\(.rawValue)`.
private enum TokenCounter: String, URLRepresentableEnum {
    case bread
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Counter"
    static let caseDisplayRepresentations: [TokenCounter: DisplayRepresentation] = [.bread: "Bread"]
    static var urlRepresentation: URLRepresentation { "https://bakery.example/c/\(.rawValue)" }
}

@Suite("URL representations of entities and intents")
struct URLRepresentationTests {
    @Test("an entity's link has its properties in place, a text percent-encoded")
    func entityLink() async throws {
        let loaf = Loaf(id: "rye-1", name: "Dark Rye")
        let url = await Loaf.urlRepresentation.template.url(for: loaf)
        #expect(url?.absoluteString == "https://bakery.example/loaves/rye-1?name=Dark%20Rye")
        #expect(await loaf.urlRepresentationParameter == "https://bakery.example/loaves/rye-1?name=Dark%20Rye")
    }

    @Test("OpenURLIntent(urlRepresentable:) opens the entity's link")
    func openURLIntentFromEntity() async throws {
        let intent = try await OpenURLIntent(urlRepresentable: Loaf(id: "spelt", name: "Spelt"))
        #expect(intent.url.absoluteString == "https://bakery.example/loaves/spelt?name=Spelt")
    }

    @Test("an entity whose property is empty makes no link, and OpenURLIntent says which entity")
    func emptyPropertyMakesNoLink() async throws {
        let tray = Tray(id: 7)
        #expect(await Tray.urlRepresentation.template.url(for: tray) == nil)
        let error = await #expect(throws: AppIntentError.self) { try await OpenURLIntent(urlRepresentable: tray) }
        #expect(error?.description.contains("Tray 7") == true)
        tray.label = "Morning"
        #expect(
            await Tray.urlRepresentation.template.url(for: tray)?.absoluteString
                == "https://bakery.example/trays/Morning")
    }

    @Test("an intent's link has its parameters and custom values in place")
    func intentLink() async throws {
        let intent = OpenShelfIntent()
        intent.shelf = 12
        let url = await OpenShelfIntent.urlRepresentation.template.url(for: intent)
        #expect(url?.absoluteString == "https://bakery.example/shelves/12/north-3")
    }

    @Test("a link written with no value is the text given")
    func literalLink() async throws {
        let representation = EntityURLRepresentation<Loaf>("https://bakery.example/")
        #expect(
            await representation.template.url(for: Loaf(id: "a", name: "b"))?.absoluteString
                == "https://bakery.example/")
    }

    @Test("an enum's link has the case's raw value; the dictionary form gives each case its own")
    func enumLinks() async throws {
        #expect(
            try OpenURLIntent(urlRepresentable: Counter.pastry).url.absoluteString
                == "https://bakery.example/counters/pastry")
        #expect(try OpenURLIntent(urlRepresentable: Aisle.north).url.absoluteString == "https://bakery.example/n/north")
        #expect(await Counter.bread.urlRepresentationParameter == "https://bakery.example/counters/bread")
        let error = #expect(throws: AppIntentError.self) { try OpenURLIntent(urlRepresentable: Aisle.south) }
        #expect(error?.description.contains("Aisle.south") == true)
    }

    @Test("Apple's tokens name the entity's identifier and the case's raw value")
    func tokens() async throws {
        #expect(await TokenLoaf(id: 7).urlRepresentationParameter == "https://bakery.example/l/7")
        #expect(
            try OpenURLIntent(urlRepresentable: TokenCounter.bread).url.absoluteString
                == "https://bakery.example/c/bread")
    }
}
