// A bakery's loaves in Spotlight, written to Apple's documented spelling (issue 21): an indexed entity whose
// properties carry indexing keys (a key path into the attribute set, and a custom attribute key), an
// `attributeSet` built on the default one, an intent that indexes and deletes the loaves through Core
// Spotlight's index, and a searchable item tied to an entity.
// API shapes: developer.apple.com/documentation/appintents/indexedentity,
// developer.apple.com/documentation/appintents/entityproperty/init(indexingkey:)-8bniy,
// developer.apple.com/documentation/corespotlight/cssearchableindex/indexappentities(_:priority:),
// developer.apple.com/documentation/corespotlight/cssearchableitemattributeset.
import AppIntents
import CoreSpotlight

struct LoafEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static let defaultQuery = LoafQuery()

    /// The hydration of the dough, as an app's own Spotlight attribute.
    static var hydrationKey: CSCustomAttributeKey {
        CSCustomAttributeKey(
            keyName: "com_example_bakery_hydration", searchable: true, searchableByDefault: false,
            unique: false, multiValued: false)!
    }

    let id: String

    @Property(indexingKey: \.displayName)
    var name: String

    @Property(title: "Crust", indexingKey: \.contentDescription)
    var crust: String

    @Property(customIndexingKey: LoafEntity.hydrationKey)
    var hydration: Int

    var bakedAt: Date

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(crust)")
    }

    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        attributes.keywords = ["bread", name]
        attributes.contentCreationDate = bakedAt
        attributes.thumbnailData = Data()
        return attributes
    }

    var hideInSpotlight: Bool { crust == "burnt" }

    init(id: String, name: String, crust: String, hydration: Int, bakedAt: Date = .now) {
        self.id = id
        self.bakedAt = bakedAt
        self.name = name
        self.crust = crust
        self.hydration = hydration
    }
}

struct LoafQuery: EntityQuery {
    static let loaves = [
        LoafEntity(id: "rye", name: "Rye", crust: "dark", hydration: 80),
        LoafEntity(id: "spelt", name: "Spelt", crust: "golden", hydration: 72),
    ]

    func entities(for identifiers: [LoafEntity.ID]) async throws -> [LoafEntity] {
        Self.loaves.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [LoafEntity] { Self.loaves }
}

struct ReindexLoavesIntent: AppIntent {
    static let title: LocalizedStringResource = "Reindex Loaves"

    func perform() async throws -> some IntentResult {
        let index = CSSearchableIndex(name: "bakery")
        try await index.deleteAppEntities(ofType: LoafEntity.self)
        try await index.indexAppEntities(LoafQuery.loaves, priority: 10)
        try await CSSearchableIndex.default().indexAppEntities(LoafQuery.loaves)
        try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ["rye"], ofType: LoafEntity.self)
        return .result()
    }
}

/// A recipe card indexed as a plain searchable item and tied to the loaf it makes.
func indexRecipe(for loaf: LoafEntity) {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = "How to bake \(loaf.name)"
    attributes.relatedUniqueIdentifier = loaf.id
    attributes.setValue(NSNumber(value: loaf.hydration), forCustomKey: LoafEntity.hydrationKey)
    let item = CSSearchableItem(
        uniqueIdentifier: "recipe-\(loaf.id)", domainIdentifier: "recipes", attributeSet: attributes)
    item.associateAppEntity(loaf, priority: 1)
    CSSearchableIndex.default().indexSearchableItems([item]) { error in
        if let error { print("Indexing failed: \(error.localizedDescription)") }
    }
    if CSSearchableIndex.isIndexingAvailable() {
        CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["recipes.old"])
    }
}
