import Foundation
import IntentRuntime
import IntentTesting
import Testing

@Suite("IntentDefinitions: looking up by name")
struct DefinitionLookupTests {
    @Test("a misspelt intent name fails its first use, naming the near matches")
    func unknownIntent() async throws {
        let definitions = IntentDefinitions(host: try Hosts.dynamicIsland())
        let intent = definitions.intents["ConfigurationAppIntnet"].makeIntent(step: 2)
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.code == .unknownName)
        #expect(error?.message.contains("has no intent named 'ConfigurationAppIntnet'") == true)
        #expect(error?.message.contains("did you mean 'ConfigurationAppIntent'?") == true)
        #expect(definitions.intents.typeIdentifiers == ["ConfigurationAppIntent"])
    }

    @Test("entity, enum and query names are looked up the same way")
    func unknownTypes() async throws {
        let definitions = IntentDefinitions(host: try Hosts.shelf())
        let entities = await #expect(throws: IntentTestingError.self) {
            try await definitions.entities["Boook"].suggestedEntities()
        }
        #expect(entities?.code == .unknownName)
        #expect(entities?.message.contains("did you mean 'Book'?") == true)
        let enums = #expect(throws: IntentTestingError.self) { try definitions.enums["Genres"].cases }
        #expect(enums?.message.contains("did you mean 'Genre'?") == true)
        let queries = await #expect(throws: IntentTestingError.self) {
            try await definitions.queries["BookQueery"].entities()
        }
        #expect(queries?.message.contains("did you mean 'BookQuery'?") == true)
        #expect(definitions.queries.typeIdentifiers == ["BookQuery"])
        #expect(definitions.entities.typeIdentifiers == ["Book"])
        #expect(definitions.enums.typeIdentifiers == ["Genre"])
    }

    @Test("a bundle identifier nobody registered says what to call")
    func unregisteredBundle() async {
        let definitions = IntentDefinitions(bundleIdentifier: "com.example.Nobody")
        let error = await #expect(throws: IntentTestingError.self) {
            try await definitions.intents["Anything"].makeIntent().run()
        }
        #expect(error?.code == .unregisteredBundle)
        #expect(error?.message.contains("IntentTestHost.register(bundleIdentifier:host:)") == true)
    }

    @Test("a registered bundle identifier gives each IntentDefinitions a fresh host")
    func registration() throws {
        IntentDefinitions.register(bundleIdentifier: "com.example.Shelf.registration") { try Hosts.shelf() }
        let first = try IntentDefinitions(bundleIdentifier: "com.example.Shelf.registration").host
        let second = try IntentDefinitions(bundleIdentifier: "com.example.Shelf.registration").host
        #expect(first !== second)
        #expect(first.containersDirectory != second.containersDirectory)
        #expect(first.host.registry.intents.count == second.host.registry.intents.count)
    }

    @Test("a host that cannot be made is reported at first use, with the reason")
    func failingFactory() async {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "no metadata here" }
        }
        IntentDefinitions.register(bundleIdentifier: "com.example.Broken") { throw Broken() }
        let error = await #expect(throws: IntentTestingError.self) {
            try await IntentDefinitions(bundleIdentifier: "com.example.Broken").intents["X"].makeIntent().run()
        }
        #expect(error?.code == .hostFailed)
        #expect(error?.message.contains("no metadata here") == true)
    }
}
