// What the CoreSpotlight module and App Intents' indexing API do here (Documentation/AppleAPI.md, "CoreSpotlight"):
// an attribute set keeps what is set, an entity's default attributes come from its display representation, and the
// in-process index keeps, replaces and deletes items and entities as Apple documents.
#if !canImport(Darwin)
    import AppIntents
    import CoreSpotlight
    import Foundation
    import IntentRuntime  // the in-process index's contents (`package`), which no Apple API reads back
    import Testing

    /// A pastry Spotlight indexes: two properties with indexing keys, one with a custom key.
    struct PastryEntity: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry"
        static let defaultQuery = PastryQuery()

        static var sweetnessKey: CSCustomAttributeKey { CSCustomAttributeKey(keyName: "com_example_sweetness")! }

        let id: String

        @Property(indexingKey: \.displayName)
        var name: String

        @Property(title: "Filling", indexingKey: \.keywords)
        var filling: String

        @Property(customIndexingKey: PastryEntity.sweetnessKey)
        var sweetness: Int

        @Property(title: "Glazed", customIndexingKey: CSCustomAttributeKey(keyName: "com_example_glazed")!)
        var glazed: Bool

        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(
                title: "\(name)", subtitle: "with \(filling)", image: .init(data: Data([0x89, 0x50])))
        }

        init(id: String, name: String, filling: String, sweetness: Int) {
            self.id = id
            self.name = name
            self.filling = filling
            self.sweetness = sweetness
            self.glazed = sweetness > 6
        }
    }

    struct PastryQuery: EntityQuery {
        func entities(for identifiers: [PastryEntity.ID]) async throws -> [PastryEntity] { [] }
    }

    /// An entity whose `attributeSet` is its own: the default one, plus keywords and a date.
    struct CakeEntity: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cake"
        static let defaultQuery = CakeQuery()

        let id: Int
        var name: String

        var displayRepresentation: DisplayRepresentation { "\(name)" }

        var attributeSet: CSSearchableItemAttributeSet {
            let attributes = defaultAttributeSet
            attributes.keywords = ["cake", name]
            attributes.dueDate = Date(timeIntervalSince1970: 86_400)
            return attributes
        }
    }

    struct CakeQuery: EntityQuery {
        func entities(for identifiers: [CakeEntity.ID]) async throws -> [CakeEntity] { [] }
    }

    @Suite("Core Spotlight's types and App Intents' indexing, kept in the process")
    struct SpotlightTests {
        @Test("an attribute set keeps what is set and reads it back; its content type is the type's identifier")
        func attributeSetReadsBack() throws {
            let attributes = CSSearchableItemAttributeSet(contentType: .plainText)
            #expect(attributes.contentType == "public.plain-text")
            #expect(CSSearchableItemAttributeSet(itemContentType: "public.jpeg").contentType == "public.jpeg")
            #expect(CSSearchableItemAttributeSet().contentType == nil)
            attributes.displayName = "Rye"
            attributes.title = "Rye loaf"
            attributes.contentDescription = "Dark crust"
            attributes.keywords = ["bread", "rye"]
            attributes.alternateNames = ["Roggenbrot"]
            attributes.thumbnailData = Data([1, 2, 3])
            attributes.thumbnailURL = URL(fileURLWithPath: "/tmp/rye.png")
            attributes.contentURL = URL(fileURLWithPath: "/tmp/rye.txt")
            attributes.identifier = "rye-1"
            attributes.relatedUniqueIdentifier = "loaf-rye"
            attributes.startDate = Date(timeIntervalSince1970: 10)
            attributes.userCreated = NSNumber(value: true)
            #expect(attributes.displayName == "Rye")
            #expect(attributes.title == "Rye loaf")
            #expect(attributes.contentDescription == "Dark crust")
            #expect(attributes.keywords == ["bread", "rye"])
            #expect(attributes.alternateNames == ["Roggenbrot"])
            #expect(attributes.thumbnailData == Data([1, 2, 3]))
            #expect(attributes.thumbnailURL?.lastPathComponent == "rye.png")
            #expect(attributes.contentURL?.lastPathComponent == "rye.txt")
            #expect(attributes.identifier == "rye-1")
            #expect(attributes.relatedUniqueIdentifier == "loaf-rye")
            #expect(attributes.startDate == Date(timeIntervalSince1970: 10))
            #expect(attributes.userCreated?.boolValue == true)
            #expect(attributes.endDate == nil)
        }

        @Test("a custom attribute is kept by key name; a key name Apple refuses gives no key")
        func customAttributes() throws {
            let key = try #require(CSCustomAttributeKey(keyName: "com_example_rating"))
            #expect(key.keyName == "com_example_rating")
            #expect(key.isSearchable && !key.isSearchableByDefault && !key.isUnique && !key.isMultiValued)
            let flagged = try #require(
                CSCustomAttributeKey(
                    keyName: "com_example_tags", searchable: false, searchableByDefault: true, unique: true,
                    multiValued: true))
            #expect(!flagged.isSearchable && flagged.isSearchableByDefault && flagged.isUnique && flagged.isMultiValued)
            #expect(CSCustomAttributeKey(keyName: "com.example.rating") == nil)
            #expect(CSCustomAttributeKey(keyName: "kMDItemRating") == nil)
            #expect(CSCustomAttributeKey(keyName: "") == nil)

            let attributes = CSSearchableItemAttributeSet()
            attributes.setValue(NSNumber(value: 4), forCustomKey: key)
            let sameName = try #require(CSCustomAttributeKey(keyName: "com_example_rating"))
            #expect((attributes.value(forCustomKey: sameName) as? NSNumber)?.intValue == 4)
            #expect(attributes.value(forCustomKey: flagged) == nil)
            attributes.setValue(nil, forCustomKey: key)
            #expect(attributes.value(forCustomKey: key) == nil)
        }

        @Test("an entity's default attribute set is its display representation's title, subtitle and image")
        func defaultAttributeSet() {
            let pastry = PastryEntity(id: "eclair", name: "Éclair", filling: "cream", sweetness: 7)
            let attributes = pastry.defaultAttributeSet
            #expect(attributes.title == "Éclair")
            #expect(attributes.displayName == "Éclair")
            #expect(attributes.contentDescription == "with cream")
            #expect(attributes.thumbnailData == Data([0x89, 0x50]))
            // Without its own `attributeSet`, the entity's is the default one.
            #expect(pastry.attributeSet.title == "Éclair")
            let cake = CakeEntity(id: 3, name: "Sacher")
            #expect(cake.attributeSet.title == "Sacher")
            #expect(cake.attributeSet.keywords == ["cake", "Sacher"])
        }

        @Test(
            "indexAppEntities keeps each entity with its attributes and its indexed properties; deleting removes them")
        func indexAndDeleteEntities() async throws {
            let index = CSSearchableIndex(name: "SpotlightTests.entities")
            var eclair = PastryEntity(id: "eclair", name: "Éclair", filling: "cream", sweetness: 7)
            let tart = PastryEntity(id: "tart", name: "Tart", filling: "lemon", sweetness: 5)
            try await index.indexAppEntities([eclair, tart], priority: 3)
            try await index.indexAppEntities([CakeEntity(id: 1, name: "Sacher"), CakeEntity(id: 2, name: "Linzer")])
            #expect(index.indexedEntityIdentifiers(ofType: PastryEntity.self) == ["eclair", "tart"])
            #expect(index.indexedEntityIdentifiers(ofType: CakeEntity.self) == ["1", "2"])

            let item = try #require(index.indexedItems.first { $0.uniqueIdentifier == "eclair" })
            #expect(item.attributeSet.displayName == "Éclair")
            #expect(item.attributeSet.keywords == ["cream"])
            let sweetness = try #require(CSCustomAttributeKey(keyName: "com_example_sweetness"))
            #expect((item.attributeSet.value(forCustomKey: sweetness) as? NSNumber)?.intValue == 7)
            let glazed = try #require(CSCustomAttributeKey(keyName: "com_example_glazed"))
            #expect((item.attributeSet.value(forCustomKey: glazed) as? NSNumber)?.boolValue == true)
            #expect(item.attributeSet.contentDescription == "with cream")
            #expect(item.associatedEntity?.priority == 3)
            let sacher = try #require(index.indexedItems.first { $0.uniqueIdentifier == "1" })
            #expect(sacher.attributeSet.keywords == ["cake", "Sacher"])
            #expect(sacher.attributeSet.dueDate == Date(timeIntervalSince1970: 86_400))

            // Indexed again, an entity replaces its item.
            eclair.name = "Chocolate éclair"
            try await index.indexAppEntities([eclair])
            #expect(index.indexedEntityIdentifiers(ofType: PastryEntity.self) == ["eclair", "tart"])
            #expect(
                index.indexedItems.first { $0.uniqueIdentifier == "eclair" }?.attributeSet.displayName
                    == "Chocolate éclair")

            try await index.deleteAppEntities(identifiedBy: ["tart"], ofType: PastryEntity.self)
            #expect(index.indexedEntityIdentifiers(ofType: PastryEntity.self) == ["eclair"])
            try await index.deleteAppEntities(ofType: CakeEntity.self)
            #expect(index.indexedEntityIdentifiers(ofType: CakeEntity.self).isEmpty)
            #expect(index.indexedEntityIdentifiers(ofType: PastryEntity.self) == ["eclair"])
            // Another index of another name keeps nothing of these.
            #expect(CSSearchableIndex(name: "SpotlightTests.other").indexedItems.isEmpty)
        }

        @Test("items are kept as copies, shared by indexes of one name, and deleted by identifier, domain or all")
        func indexAndDeleteItems() async throws {
            let index = CSSearchableIndex(name: "SpotlightTests.items")
            func item(_ id: String, domain: String?) -> CSSearchableItem {
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = id
                return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
            }
            let recipe = item("recipe", domain: "cards")
            let called = Locked(false)
            index.indexSearchableItems([
                recipe, item("inbox-1", domain: "mail.inbox"), item("sent-1", domain: "mail.sent"),
            ]) {
                error in
                #expect(error == nil)
                called.withLock { $0 = true }
            }
            #expect(called.withLock { $0 })
            try await index.indexSearchableItems([item("note", domain: nil)])
            // An item changed after indexing is not changed in the index.
            recipe.attributeSet.title = "changed"
            let sameName = CSSearchableIndex(name: "SpotlightTests.items")
            #expect(sameName.indexedItems.map(\.uniqueIdentifier) == ["inbox-1", "note", "recipe", "sent-1"])
            #expect(sameName.indexedItems.first { $0.uniqueIdentifier == "recipe" }?.attributeSet.title == "recipe")

            try await index.deleteSearchableItems(withDomainIdentifiers: ["mail"])
            #expect(index.indexedItems.map(\.uniqueIdentifier) == ["note", "recipe"])
            index.deleteSearchableItems(withIdentifiers: ["note"]) { _ in }
            #expect(index.indexedItems.map(\.uniqueIdentifier) == ["recipe"])
            try await index.deleteAllSearchableItems()
            #expect(index.indexedItems.isEmpty)
        }

        @Test("an index made with a protection class shares its name's items")
        func protectionClassIndex() async throws {
            let protected = CSSearchableIndex(name: "SpotlightTests.protected", protectionClass: .complete)
            let item = CSSearchableItem(
                uniqueIdentifier: "diary", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
            try await protected.indexSearchableItems([item])
            #expect(
                CSSearchableIndex(name: "SpotlightTests.protected").indexedItems.map(\.uniqueIdentifier) == ["diary"])
            let unprotected = CSSearchableIndex(name: "SpotlightTests.protected", protectionClass: nil)
            try await unprotected.deleteAllSearchableItems()
            #expect(protected.indexedItems.isEmpty)
        }

        @Test("an item's related entity identifier is kept when indexed")
        func relatedEntityIdentifier() async throws {
            let index = CSSearchableIndex(name: "SpotlightTests.related")
            let item = CSSearchableItem(
                uniqueIdentifier: "review", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
            #expect(item.relatedAppEntityIdentifier == nil)
            item.relatedAppEntityIdentifier = EntityIdentifier(for: PastryEntity.self, identifier: "tart")
            try await index.indexSearchableItems([item])
            item.relatedAppEntityIdentifier = nil
            let kept = try #require(index.indexedItems.first?.relatedAppEntityIdentifier)
            #expect(kept.identifier == "tart")
            #expect(ObjectIdentifier(kept.entityType) == ObjectIdentifier(PastryEntity.self))
        }

        @Test("an item tied to an entity is deleted with the entity's index entries")
        func associatedItems() async throws {
            let index = CSSearchableIndex(name: "SpotlightTests.associated")
            let tart = PastryEntity(id: "tart", name: "Tart", filling: "lemon", sweetness: 5)
            let card = CSSearchableItem(
                uniqueIdentifier: "card", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet())
            card.associateAppEntity(tart, priority: 2)
            let fromEntity = CSSearchableItem(
                appEntity: PastryEntity(id: "bun", name: "Bun", filling: "jam", sweetness: 3))
            #expect(fromEntity.uniqueIdentifier == "bun")
            #expect(fromEntity.attributeSet.displayName == "Bun")
            let attributes = CSSearchableItemAttributeSet()
            attributes.associateAppEntity(CakeEntity(id: 9, name: "Torte"))
            let viaAttributes = CSSearchableItem(
                uniqueIdentifier: "torte", domainIdentifier: nil, attributeSet: attributes)
            index.indexSearchableItems([card, fromEntity, viaAttributes]) { _ in }
            #expect(index.indexedEntityIdentifiers(ofType: PastryEntity.self) == ["bun", "tart"])
            #expect(index.indexedEntityIdentifiers(ofType: CakeEntity.self) == ["9"])
            try await index.deleteAppEntities(identifiedBy: ["tart"], ofType: PastryEntity.self)
            try await index.deleteAppEntities(ofType: CakeEntity.self)
            #expect(index.indexedItems.map(\.uniqueIdentifier) == ["bun"])
            #expect(CSSearchableIndex.isIndexingAvailable())
        }

        @Test("every attribute set before indexing is read back from the index's copy")
        func everyAttributeSurvivesIndexing() async throws {
            let texts: [ReferenceWritableKeyPath<CSSearchableItemAttributeSet, String?>] = [
                \.displayName, \.title, \.contentType, \.path, \.relatedUniqueIdentifier, \.weakRelatedUniqueIdentifier,
                \.domainIdentifier, \.contentDescription, \.identifier, \.subject, \.theme, \.kind, \.creator,
                \.headline, \.textContent, \.containerDisplayName,
            ]
            let lists: [ReferenceWritableKeyPath<CSSearchableItemAttributeSet, [String]?>] = [
                \.alternateNames, \.keywords, \.contentTypeTree, \.audiences,
            ]
            let urls: [ReferenceWritableKeyPath<CSSearchableItemAttributeSet, URL?>] = [
                \.contentURL, \.thumbnailURL, \.darkThumbnailURL,
            ]
            let dates: [ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Date?>] = [
                \.metadataModificationDate, \.contentCreationDate, \.contentModificationDate, \.addedDate,
                \.lastUsedDate, \.dueDate, \.completionDate, \.startDate, \.endDate,
            ]
            let numbers: [ReferenceWritableKeyPath<CSSearchableItemAttributeSet, NSNumber?>] = [
                \.rankingHint, \.allDay, \.userCreated, \.userOwned, \.userCurated,
            ]
            let attributes = CSSearchableItemAttributeSet()
            for (offset, path) in texts.enumerated() { attributes[keyPath: path] = "text \(offset)" }
            for (offset, path) in lists.enumerated() { attributes[keyPath: path] = ["list \(offset)"] }
            for (offset, path) in urls.enumerated() { attributes[keyPath: path] = URL(string: "file:///\(offset)") }
            for (offset, path) in dates.enumerated() {
                attributes[keyPath: path] = Date(timeIntervalSince1970: Double(offset))
            }
            for (offset, path) in numbers.enumerated() { attributes[keyPath: path] = NSNumber(value: offset) }
            attributes.thumbnailData = Data([7])
            attributes.importantDates = [Date(timeIntervalSince1970: 99)]
            let index = CSSearchableIndex(name: "SpotlightTests.attributes")
            try await index.indexSearchableItems([
                CSSearchableItem(uniqueIdentifier: "all", domainIdentifier: nil, attributeSet: attributes)
            ])
            let kept = try #require(index.indexedItems.first).attributeSet
            #expect(kept !== attributes)
            for (offset, path) in texts.enumerated() { #expect(kept[keyPath: path] == "text \(offset)") }
            for (offset, path) in lists.enumerated() { #expect(kept[keyPath: path] == ["list \(offset)"]) }
            for (offset, path) in urls.enumerated() { #expect(kept[keyPath: path] == URL(string: "file:///\(offset)")) }
            for (offset, path) in dates.enumerated() {
                #expect(kept[keyPath: path] == Date(timeIntervalSince1970: Double(offset)))
            }
            for (offset, path) in numbers.enumerated() { #expect(kept[keyPath: path]?.intValue == offset) }
            #expect(kept.thumbnailData == Data([7]))
            #expect(kept.importantDates == [Date(timeIntervalSince1970: 99)])
            // 39 attributes: each list above, the thumbnail's data and the important dates.
            #expect(texts.count + lists.count + urls.count + dates.count + numbers.count + 2 == 39)
        }
    }
#endif
