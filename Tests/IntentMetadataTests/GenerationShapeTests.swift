import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

/// What each Xcode generation writes, read from the synthetic fixtures (`Fixtures/README.md`), so a checkout without
/// the real corpus still exercises every shape the reader knows.
@Suite("Each generation's shape (synthetic fixtures)")
struct GenerationShapeTests {
    private static func bundle(_ fixture: MetadataFixtures.Fixture) throws -> MetadataBundle {
        try MetadataBundle(contentsOf: MetadataFixtures.url(fixture.name))
    }

    @Test(
        "every fixture names its generator and orders its keys as that generation does", arguments: MetadataFixtures.all
    )
    func generatorAndKeyOrder(fixture: MetadataFixtures.Fixture) throws {
        let bundle = try Self.bundle(fixture)
        #expect(bundle.generator?.version == fixture.generatorVersion)
        let text = String(decoding: try MetadataFixtures.bytes(fixture.name), as: UTF8.self)
        let firstKey = text.dropFirst(2).prefix { $0 != "\"" }
        switch fixture.keyOrder {
        case .unordered:
            #expect(firstKey != "actions", "an unordered file that starts with the first sorted key proves nothing")
        case .byteOrder, .caseInsensitive:
            #expect(firstKey == "actions")
        }
    }

    @Test("Xcode 15.2: {key} strings, no V2-era keys, integers where doubles belong, written back as read")
    func xcode15() throws {
        let bundle = try Self.bundle(MetadataFixtures.xcode15)
        #expect(bundle.autoShortcutProviderMangledName == "11Lamplighter0A9ShortcutsV")
        #expect(bundle.autoShortcuts.count == 3)
        #expect(bundle.autoShortcuts.allSatisfy { $0.additionalFields["availabilityAnnotations"] == nil })
        #expect(bundle.additionalFields["assistantIntents"] == nil)
        let dim = try #require(bundle.actions["DimIntent"])
        #expect(dim.title == LocalizedStringMetadata(key: "Dim", alternatives: nil))
        #expect(dim.fullyQualifiedTypeName == nil)
        #expect(dim.additionalFields["visibilityMetadata"] == nil)
        let level = try #require(dim.parameter(named: "level"))
        #expect(level.valueType == .primitive(.int))
        #expect(level.upperBound == 255)
        #expect(level.lowerBound == 0)
        #expect(level.defaultValue == .int(128))
        #expect(level.additionalFields["capabilities"] == nil)
        #expect(level.typeSpecificMetadata.isWellFormed)
        let warm = try #require(bundle.actions["PickColorIntent"]?.parameter(named: "warm"))
        #expect(warm.valueType == .primitive(.bool))
        #expect(warm.defaultValue == .int(1))
        let written = String(decoding: bundle.actionsData(), as: UTF8.self)
        #expect(written.contains(#""title":{"key":"Dim"}"#), "a {key}-only string gains no alternatives")
        #expect(written.contains(#"{"double":{"wrapper":255}}"#), "an integer stays an integer")
    }

    @Test("Xcode 16 beta: File and Measurement parameters, and a per-bundle type name map")
    func xcode16Beta() throws {
        let bundle = try Self.bundle(MetadataFixtures.xcode16Beta)
        #expect(bundle.additionalFields["assistantIntents"] == [])
        let manifest = try #require(bundle.actions["ImportManifestIntent"]?.parameter(named: "manifest"))
        #expect(manifest.valueType == .intents(typeIdentifier: 12))
        #expect(manifest.typeSpecificMetadata["LNValueTypeMetadataKeyFileSupportedTypes"] != nil)
        let moorings = try #require(bundle.actions["ImportManifestIntent"]?.parameter(named: "moorings"))
        #expect(moorings.valueType == .array(.primitive(.int)))
        let duration = try #require(bundle.actions["UndockIntent"]?.parameter(named: "duration"))
        #expect(duration.valueType == .measurement(unitType: 7))
        let dock = try #require(bundle.actions["DockIntent"])
        #expect(dock.title?.alternatives == nil)
        #expect(dock.fullyQualifiedTypeName == "Harbor.DockIntent")
        #expect(dock.additionalFields["supportedModes"] == nil)
        #expect(dock.effectiveMangledTypeName(forBundleIdentifier: "com.example.harbor") == "6Harbor10DockIntentV")
        #expect(
            dock.effectiveMangledTypeName(forBundleIdentifier: "com.example.harbor.widgets")
                == "13HarborWidgets10DockIntentV")
        #expect(dock.effectiveMangledTypeName(forBundleIdentifier: nil) == "6Harbor10DockIntentV")
    }

    @Test("Xcode 26: entity, nested default query, enum, ten shortcuts, empty V1 name, maps and summaries")
    func xcode26() throws {
        let bundle = try Self.bundle(MetadataFixtures.xcode26)
        #expect(bundle.autoShortcuts.count == MetadataBundle.maximumAutoShortcuts)
        #expect(bundle.autoShortcutProviderMangledName == "9Tidewater0A9ShortcutsV")
        #expect(bundle.shortcutTileColor == 6)
        #expect(bundle.negativePhrases.map(\.key) == ["Tide pool"])
        let entity = try #require(bundle.entities["HarborEntity"])
        #expect(entity.defaultQueryIdentifier == "Tidewater.HarborEntity.DefaultQuery")
        #expect(entity.properties.map(\.valueType) == [.primitive(.string), .measurement(unitType: 1)])
        let query = try #require(bundle.queries["DefaultQuery"])
        #expect(query.fullyQualifiedIdentifier == entity.defaultQueryIdentifier)
        #expect(query.resultValueType == .entity(typeName: "HarborEntity"))
        #expect(query.mangledTypeName == "9Tidewater12HarborEntityV12DefaultQueryV")
        let seaState = try #require(bundle.enums.first)
        #expect(seaState.cases.map(\.identifier) == ["calm", "rough", "10"])
        #expect(seaState.cases[0].synonyms.map(\.key) == ["flat", "glassy"])

        let check = try #require(bundle.actions["CheckTideIntent"])
        #expect(check.title == LocalizedStringMetadata(key: "Check Tide", alternatives: []))
        #expect(check.parameters.first?.valueType == .entity(typeName: "HarborEntity"))
        #expect(check.descriptionText?.key == "Tells the next high and low water at a harbor")
        #expect(check.outputType == .primitive(.string))
        #expect(check.additionalFields["supportedModes"] == 1)
        #expect(check.additionalFields["actionConfiguration"]?["actionSummary"] != nil)
        #expect(
            check.effectiveMangledTypeName(forBundleIdentifier: "com.example.tidewater.widgets")
                == "16TidewaterWidgets15CheckTideIntentV")
        #expect(
            check.effectiveMangledTypeName(forBundleIdentifier: "com.example.tidewater")
                == "9Tidewater15CheckTideIntentV")

        let voyage = try #require(bundle.actions["StartVoyageIntent"])
        #expect(voyage.mangledTypeName == "")
        #expect(voyage.effectiveMangledTypeName(forBundleIdentifier: nil) == "9Tidewater17StartVoyageIntentV")
        #expect(voyage.additionalFields["actionConfiguration"]?["whenClause"] != nil)
        let report = try #require(bundle.actions["ReportSeaStateIntent"])
        #expect(report.parameters.first?.valueType == .linkEnumeration(identifier: "SeaState"))
        #expect(report.parameters.first?.defaultValue == .string("calm"))
        #expect(report.additionalFields["actionConfiguration"]?["switchStatement"] != nil)
        let weigh = try #require(bundle.actions["WeighAnchorIntent"])
        #expect(weigh.systemProtocolMetadataV2?.keys == ["com.apple.link.systemProtocol.ForegroundContinuable"])
        #expect(bundle.actions["PlotCourseIntent"]?.title?.table == "Navigation")
        #expect(
            bundle.actions["PlotCourseIntent"]?.parameters.first?.valueType == .array(.entity(typeName: "HarborEntity"))
        )

        let tide = bundle.autoShortcuts[0]
        #expect(tide.parameterPresentation?.parameterIdentifier == "harbor")
        #expect(tide.phraseTemplates.map(\.key).contains("Check the tide at ${harbor} with ${applicationName}"))
        #expect(bundle.autoShortcuts[9].phraseTemplates.map(\.key).contains("${applicationName} 航线"))
    }

    @Test("Xcode 26, sorted ignoring case: a codable entity wrapper and a framework enum with a bare name")
    func xcode26CaseInsensitive() throws {
        let fixture = MetadataFixtures.xcode26CaseInsensitive
        let bundle = try Self.bundle(fixture)
        let lead = try #require(bundle.actions["SetReminderIntent"]?.parameter(named: "lead"))
        #expect(lead.valueType == .entity(typeName: "Swift.Duration"))
        let codable = lead.valueTypeJSON?["entity"]?["wrapper"]?["codable"]
        #expect(codable?["mangledTypeName"] == "s8DurationV")
        let operation = try #require(bundle.enums.first)
        #expect(operation.mangledTypeName == "ChangeOperation")
        #expect(operation.isSystem == true)

        // The writer sorts in byte order, so this file comes back reordered but equal.
        let original = try MetadataFixtures.bytes(fixture.name)
        let written = bundle.actionsData()
        #expect(written != original)
        #expect(written.count == original.count)
        #expect(try JSONValue(parsing: written) == JSONValue(parsing: original))
        let text = String(decoding: original, as: UTF8.self)
        let schemas = try #require(text.range(of: #""assistantDefinedSchemas""#))
        let traits = try #require(text.range(of: #""assistantDefinedSchemaTraits""#))
        #expect(schemas.lowerBound < traits.lowerBound, "case-insensitive order puts …Schemas first")
        let rewritten = String(decoding: written, as: UTF8.self)
        let writtenSchemas = try #require(rewritten.range(of: #""assistantDefinedSchemas""#))
        let writtenTraits = try #require(rewritten.range(of: #""assistantDefinedSchemaTraits""#))
        #expect(writtenTraits.lowerBound < writtenSchemas.lowerBound, "byte order puts …SchemaTraits first")
    }

    @Test("Xcode 27: sync metadata, differing V1/V2 payloads, assistant intents, unknown members and kinds")
    func xcode27() throws {
        let bundle = try Self.bundle(MetadataFixtures.xcode27)
        let fruit = try #require(bundle.entities["FruitEntity"])
        #expect(fruit.additionalFields["entitySyncMetadata"] == ["entitySyncType": 0])
        #expect(fruit.typeSpecificMetadata?.keys == ["LNEntityTypeMetadataKeyFutureHint"])
        let structured = "com.apple.appintents.entity.StructuredDataRepresentableType"
        #expect(fruit.systemProtocolMetadata?[structured].map(TaggedValue.init(jsonValue:)) == .empty)
        #expect(
            fruit.systemProtocolMetadataV2?[structured].map(TaggedValue.init(jsonValue:))
                == .unknown(kind: "structuredDataRepresentable", payload: ["structuredDataRepresentations": 1]))
        #expect(
            fruit.properties.map(\.valueType) == [
                .primitive(.string), .linkEnumeration(identifier: "Ripeness"), .entity(typeName: "Swift.Duration"),
            ])
        #expect(bundle.enums.first?.additionalFields["systemProtocolMetadata"] != nil)
        #expect(bundle.queries["FruitQuery"]?.capabilities == 78)
        #expect(bundle.queries["FruitQuery"]?.additionalFields["sortingOptions"]?.arrayValue?.count == 1)
        #expect(bundle.additionalFields["assistantIntents"]?.arrayValue?.count == 1)
        #expect(bundle.additionalFields["examplePhrases"] == [])

        let harvest = try #require(bundle.actions["HarvestIntent"])
        #expect(harvest.additionalFields["shortcutsMetadata"] == ["tint": "green"])
        #expect(harvest.outputType == .entity(typeName: "FruitEntity"))
        let baskets = try #require(harvest.parameter(named: "baskets"))
        #expect(baskets.defaultValue == .array([.int(1), .int(2)]))
        let filter = try #require(harvest.parameter(named: "filter"))
        #expect(filter.valueType?.kind == "searchCriteria")
        #expect(
            filter.typeSpecificMetadata["LNValueTypeMetadataKeyFutureHint"].map(TaggedValue.init(jsonValue:))
                == .unknown(kind: "hologram", payload: ["depth": 3]))
        #expect(bundle.actions["PruneTreeIntent"]?.additionalFields["supportedModes"] == 4)
    }
}
