// The two entity-property macro forms with a Core Spotlight attribute that the walk of Apple's articles found
// (issue 21): `@ComputedProperty(title:indexingKey:)` and `@DeferredProperty(indexingKey:)`, used as the pages show,
// through `import AppIntents` (only where that module is this package's).
#if !canImport(Darwin)
    import AppIntents
    import AppleAPI
    import CoreSpotlight
    import Testing

    struct PastryCase: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry case"
        static let defaultQuery = PastryCaseQuery()

        var id: String
        var shelves: [String]
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

        @ComputedProperty(title: "Label", indexingKey: \.displayName)
        var label: String {
            id.uppercased()
        }

        @DeferredProperty(indexingKey: \.contentDescription)
        var inventory: String {
            get async { shelves.joined(separator: ", ") }
        }
    }

    struct PastryCaseQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PastryCase] { [] }
    }

    @Suite("Entity property macros with a title and an indexing key, or a deferred one with an indexing key")
    struct EntityPropertyIndexingKeyMacroTests {
        let pastryCase = PastryCase(id: "front", shelves: ["Krapfen", "Strudel"])

        @Test func computedPropertyWithATitleKeepsTheTitleTheKeyAndTheGetter() async throws {
            #expect(pastryCase.label == "FRONT")
            #expect(pastryCase.$label.title?.key == "Label")
            guard case .attribute(let keyPath) = pastryCase.$label.indexingKey.withLock({ $0 }) else {
                Issue.record("@ComputedProperty(title:indexingKey:) kept no attribute key")
                return
            }
            #expect(keyPath == \CSSearchableItemAttributeSet.displayName)
            #expect(try await pastryCase.$label.value(of: pastryCase) == "FRONT")
        }

        @Test func deferredPropertyKeepsTheKeyAndReadsThroughTheAsyncGetter() async throws {
            #expect(await pastryCase.inventory == "Krapfen, Strudel")
            #expect(pastryCase.$inventory.title == nil)
            guard case .attribute(let keyPath) = pastryCase.$inventory.indexingKey.withLock({ $0 }) else {
                Issue.record("@DeferredProperty(indexingKey:) kept no attribute key")
                return
            }
            #expect(keyPath == \CSSearchableItemAttributeSet.contentDescription)
            #expect(try await pastryCase.$inventory.value(of: pastryCase) == "Krapfen, Strudel")
        }
    }
#endif
