import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

/// The direct reader (``MetadataBundleReader``: the bytes straight into the model, unknown members kept as text)
/// against the general one (a `JSONValue` tree, then `init(jsonValue:)`): on every document, the direct reader
/// either gives up or gives the same bundle, which writes the same bytes; and `MetadataBundle(actionsData:)` gives
/// what the general reader gives, bundle or error.
@Suite("MetadataBundleReader against the general reader")
struct MetadataBundleReaderTests {
    /// Every modelled key of an action, a parameter, a description and a localized string, unknown members at
    /// each level, a value type of each modelled kind and one of an unknown kind.
    static let everyKey = """
        {"actions":{"Every":{"authenticationPolicy":1,"availabilityAnnotations":{"LNPlatformNameWildcard":\
        {"introducedVersion":"*"}},"descriptionMetadata":{"categoryName":{"title":{"key":"Tools"}},\
        "descriptionText":{"alternatives":["Each one"],"key":"Every key","table":"Intents","x-note":1},\
        "searchKeywords":[{"key":"all"}]},"fullyQualifiedTypeName":"Kit.Every","identifier":"Every",\
        "isDiscoverable":false,"mangledTypeName":"3Kit5EveryV","mangledTypeNameByBundleIdentifier":\
        {"com.example.app":"3Kit5EveryV"},"mangledTypeNameByBundleIdentifierV2":{"com.example.app":"3Kit5EveryV"},\
        "mangledTypeNameV2":"3Kit5EveryV","openAppWhenRun":true,"outputFlags":4,"outputType":{"array":\
        {"wrapper":{"capabilities":3,"memberValueType":{"entity":{"wrapper":{"codable":true,"typeName":"Thing"}}}}}},\
        "parameters":[{"capabilities":0,"isInput":true,"isOptional":true,"name":"count","parameterDescription":\
        {"key":"How many"},"title":{"alternatives":[],"key":"Count"},"typeSpecificMetadata":\
        ["LNValueTypeSpecificMetadataKeyDefaultValue",{"int":{"wrapper":2}}],"valueType":{"primitive":\
        {"wrapper":{"typeIdentifier":2}}}},{"name":"mode","valueType":{"linkEnumeration":{"wrapper":\
        {"identifier":"Mode"}}}},{"name":"file","valueType":{"intents":{"wrapper":{"typeIdentifier":12}}}},\
        {"name":"length","valueType":{"measurement":{"wrapper":{"unitType":7}}}},{"name":"other","valueType":\
        {"futureKind":{"wrapper":{"x":[1,2]}}}}],"systemProtocolMetadata":["LNSystemProtocolOpenIntent",\
        {"empty":{}}],"systemProtocolMetadataV2":[],"systemProtocols":["OpenIntent"],"title":{"key":"Every"},\
        "typeSpecificMetadata":[]},"Sparse":{}},"autoShortcutProviderMangledName":"3Kit9ShortcutsV",\
        "entities":{"Thing":{"typeName":"Thing"}},"generator":{"name":"xcode-tools","version":"26.3"},\
        "shortcutTileColor":14,"version":1,"x-top":[true,null]}
        """

    /// Both readers on `bytes`.
    /// - Returns: Whether the direct reader read the document (rather than giving up).
    @discardableResult
    static func compare(_ bytes: [UInt8], limits: MetadataLimits = .default) throws -> Bool {
        let general = Result { () throws(MetadataError) in
            try MetadataBundle.readAsTree(bytes, source: "test", limits: limits)
        }
        let loaded = Result { () throws(MetadataError) in
            try MetadataBundle(actionsData: bytes, source: "test", limits: limits)
        }
        #expect(loaded == general)
        guard let direct = MetadataBundleReader.read(bytes, source: "test", limits: limits) else { return false }
        let expected = try general.get()
        #expect(direct == expected)
        #expect(direct.actionsData() == expected.actionsData())
        for (identifier, action) in expected.actions {
            #expect(direct.actions[identifier]?.additionalFields == action.additionalFields)
            #expect(direct.actions[identifier]?.absentKeys == action.absentKeys)
            #expect(direct.actions[identifier]?.parameters.map(\.absentKeys) == action.parameters.map(\.absentKeys))
            #expect(direct.actions[identifier]?.outputType == action.outputType)
        }
        return true
    }

    @Test("a document with every modelled key, unknown members at every level and every kind of value type")
    func everyKeyReadsTheSame() throws {
        #expect(try Self.compare(Array(Self.everyKey.utf8)))
        let bundle = try MetadataBundle(actionsData: Array(Self.everyKey.utf8), source: "test")
        let every = try #require(bundle.actions["Every"])
        #expect(every.additionalFields.keys.sorted() == ["availabilityAnnotations", "outputFlags"])
        #expect(every.descriptionMetadata?.additionalFields.keys.sorted() == ["categoryName", "searchKeywords"])
        #expect(every.descriptionText?.additionalFields == ["x-note": 1])
        #expect(
            every.parameters.map(\.valueType?.kind) == [
                "primitive", "linkEnumeration", "intents", "measurement", "futureKind",
            ])
        #expect(every.parameters[0].defaultValue == .int(2))
        #expect(every.systemProtocolMetadata?.keys == ["LNSystemProtocolOpenIntent"])
        #expect(bundle.additionalFields == ["x-top": [true, nil]])
    }

    @Test("the checked-in example bundles read the same, directly")
    func exampleBundles() throws {
        let intents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Intents")
        let names = try FileManager.default.contentsOfDirectory(atPath: intents.path)
            .filter { $0.hasSuffix(".appintents") }
        #expect(names.count >= 4)
        for name in names {
            let file = intents.appendingPathComponent(name).appendingPathComponent("extract.actionsdata")
            #expect(try Self.compare([UInt8](Data(contentsOf: file))), "\(name)")
        }
    }

    @Test("the committed fixtures of every Xcode generation read the same", arguments: MetadataFixtures.files)
    func fixtureFiles(name: String) throws {
        // Xcode 15.2 and 16 files write keys in hash order and some values the direct reader leaves alone; whether
        // it reads a file or not, the bundle is the general reader's.
        try Self.compare(MetadataFixtures.bytes(name))
    }

    @Test("the real files read the same, directly", .requiresMetadataCorpus, arguments: MetadataCorpus.files)
    func corpusFiles(name: String) throws {
        #expect(try Self.compare(MetadataCorpus.bytes(name)))
    }

    @Test(
        "documents the direct reader leaves to the general one",
        arguments: [
            // A repeated unknown key, in an unknown member and in a parameter.
            #"{"actions":{"A":{"x":1,"x":2}}}"#,
            #"{"actions":{"A":{"parameters":[{"name":"a","y":{"z":1,"z":1}}]}}}"#,
            // A modelled key twice, and a repeated action.
            #"{"actions":{"A":{"identifier":"A","identifier":"B"}}}"#,
            #"{"actions":{"A":{},"A":{}}}"#,
            // Wrong types.
            #"{"actions":{"A":{"isDiscoverable":null}}}"#,
            #"{"actions":{"A":{"parameters":{}}}}"#,
            #"{"actions":{"A":{"authenticationPolicy":1.5}}}"#,
            #"{"actions":{"A":{"outputType":{"primitive":{"wrapper":{}}}}}}"#,
            #"{"actions":{"A":{"outputType":{"primitive":{},"entity":{}}}}}"#,
            #"{"actions":[]}"#,
            // A modelled key spelled with an escape, and one in another Unicode form (KELVIN SIGN for K).
            #"{"actions":{"A":{"identifi\u0065r":"A"}}}"#,
            "{\"actions\":{\"A\":{\"\u{212A}ey\":1,\"title\":{\"key\":\"T\"}}}}",
            "{\"actions\":{\"A\":{\"title\":{\"\u{212A}ey\":\"T\",\"key\":\"U\"}}}}",
            // A byte order mark, trailing data, no actions.
            "\u{FEFF}{\"actions\":{}}",
            #"{"actions":{}} x"#,
            #"{"version":1}"#,
            // Invalid JSON and invalid UTF-8 inside an unknown member.
            #"{"actions":{"A":{"x":[1,]}}}"#,
            "{\"actions\":{\"A\":{\"x\":\"\u{1}\"}}}",
        ]
    )
    func givesUp(document: String) throws {
        let bytes = Array(document.utf8)
        #expect(MetadataBundleReader.read(bytes, source: "test", limits: .default) == nil)
        try Self.compare(bytes)
    }

    @Test("limits hold as in the general reader: depth, values, string length")
    func limits() throws {
        let document = Array(Self.everyKey.utf8)
        for limits in [
            MetadataLimits(maxDepth: 6), MetadataLimits(maxDepth: 7), MetadataLimits(maxDepth: 8),
            MetadataLimits(maxStringBytes: 10), MetadataLimits(maxStringBytes: 100),
            MetadataLimits(maxElements: 50), MetadataLimits(maxElements: 150), MetadataLimits(maxElements: 151),
        ] {
            try Self.compare(document, limits: limits)
        }
    }

    @Test("mutated documents: the same bundle or the same error as the general reader")
    func mutations() throws {
        var generator = JSONDifferentialTests.SplitMix64(state: 0xB1_7E5)
        let original = Array(Self.everyKey.utf8)
        var direct = 0
        for round in 0..<400 {
            var bytes = original
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch round % 3 {
            case 0: bytes[position] = JSONDifferentialTests.interestingBytes.randomElement(using: &generator) ?? 0
            case 1: bytes.remove(at: position)
            default:
                bytes.insert(JSONDifferentialTests.interestingBytes.randomElement(using: &generator) ?? 0, at: position)
            }
            if try Self.compare(bytes) { direct += 1 }
        }
        // Many mutations land in strings and numbers and leave a valid document the direct reader reads.
        #expect(direct > 50)
    }

    @Test("values kept as text can be read, changed and written like the others")
    func keptValuesChange() throws {
        var bundle = try MetadataBundle(actionsData: Array(Self.everyKey.utf8), source: "test")
        var general = try MetadataBundle.readAsTree(Array(Self.everyKey.utf8), source: "test", limits: .default)
        for index in [0, 1] {
            let copy = index == 0 ? bundle : general
            var every = try #require(copy.actions["Every"])
            every.additionalFields["outputFlags"] = 5
            every.parameters[0].upperBound = 9
            every.parameters[0].valueType = .primitive(.double)
            every.descriptionMetadata?.additionalFields["searchKeywords"] = []
            if index == 0 { bundle.actions["Every"] = every } else { general.actions["Every"] = every }
        }
        #expect(bundle == general)
        #expect(bundle.actionsData() == general.actionsData())
        #expect(bundle.actions["Every"]?.parameters[0].upperBound == 9)
        #expect(bundle.actions["Every"]?.additionalFields["outputFlags"] == 5)
    }
}
