import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

@Suite("MetadataBundle reading")
struct MetadataBundleReadingTests {
    @Test("every fixture reads from its file", arguments: MetadataFixtures.files)
    func readsFixtureFile(name: String) throws {
        try Self.checkReads(MetadataFixtures.url(name), name: name)
    }

    @Test("every corpus file reads from its file", .requiresMetadataCorpus, arguments: MetadataCorpus.files)
    func readsCorpusFile(name: String) throws {
        try Self.checkReads(MetadataCorpus.url(name), name: name)
    }

    static func checkReads(_ url: URL, name: String) throws {
        let bundle = try MetadataBundle(contentsOf: url)
        #expect(!bundle.actions.isEmpty)
        #expect(bundle.generator?.name == "xcode-tools")
        #expect(bundle.formatVersion == 1)
        #expect(bundle.source?.hasSuffix(name) == true)
        for (key, action) in bundle.actions {
            #expect(action.identifier == key)
            #expect(action.effectiveMangledTypeName(forBundleIdentifier: "com.example.app") != nil)
        }
    }

    @Test(
        "fixtures with a version.json read from an assembled Metadata.appintents folder",
        arguments: MetadataFixtures.all.filter(\.hasVersionFile).map(\.name))
    func readsFixtureFolder(name: String) throws {
        try Self.checkFolder(
            actionsData: MetadataFixtures.bytes(name), versionJSON: MetadataFixtures.versionJSON(for: name),
            file: MetadataFixtures.url(name))
    }

    @Test(
        "corpus files with a version.json read from an assembled Metadata.appintents folder", .requiresMetadataCorpus,
        arguments: MetadataCorpus.files)
    func readsCorpusFolder(name: String) throws {
        try Self.checkFolder(
            actionsData: MetadataCorpus.bytes(name), versionJSON: MetadataCorpus.versionJSON(for: name),
            file: MetadataCorpus.url(name))
    }

    static func checkFolder(actionsData: [UInt8], versionJSON: [UInt8]?, file: URL) throws {
        guard let versionJSON else { return }
        let folder = try TemporaryFolder()
        let bundleFolder = folder.url.appendingPathComponent("App.appintents")
        try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
        try Data(actionsData).write(to: bundleFolder.appendingPathComponent("extract.actionsdata"))
        try Data(versionJSON).write(to: bundleFolder.appendingPathComponent("version.json"))

        let fromFolder = try MetadataBundle(contentsOf: bundleFolder)
        let fromFile = try MetadataBundle(contentsOf: file)
        #expect(fromFolder.toolsVersion == fromFile.generator?.version)
        #expect(fromFolder.versionFileVersion == "3.0")
        #expect(fromFolder.jsonValue == fromFile.jsonValue)
        #expect(fromFolder.versionJSON() == versionJSON)
        #expect(fromFolder.validate().filter { $0.severity == .error } == [])
    }

    @Test("the 15.2 file reads with V1 forms", .requiresMetadataCorpus)
    func oldestGeneration() throws {
        let bundle = try MetadataBundle(contentsOf: MetadataCorpus.url("PoomSmart_TrollLEDs_Resources.actionsdata"))
        #expect(bundle.autoShortcutProviderMangledName == "9TrollLEDs0aB20AppShortcutsProviderV")
        #expect(bundle.autoShortcuts.count == 5)
        let manual = try #require(bundle.actions["ManualIntent"])
        #expect(manual.title == LocalizedStringMetadata(key: "Manual", alternatives: nil))
        #expect(manual.fullyQualifiedTypeName == nil)
        let parameter = try #require(manual.parameters.first)
        #expect(parameter.valueType == .primitive(.int))
        #expect(parameter.upperBound == 255)
        #expect(parameter.lowerBound == 0)
        #expect(parameter.typeSpecificMetadata.isWellFormed)
    }

    @Test("the Xcode 26 file reads entities, queries and phrases", .requiresMetadataCorpus)
    func xcode26Generation() throws {
        let bundle = try MetadataBundle(contentsOf: MetadataCorpus.url("pom11_Radio_Resources.actionsdata"))
        #expect(bundle.autoShortcuts.count == 10)
        #expect(bundle.autoShortcutProviderMangledName == "5Radio0A9ShortcutsV")
        let entity = try #require(bundle.entities["StreamEntity"])
        #expect(entity.defaultQueryIdentifier == "Radio.StreamEntityQuery")
        #expect(bundle.queries["StreamEntityQuery"]?.resultValueType == .entity(typeName: "StreamEntity"))
        let action = try #require(bundle.actions["FullscreenStreamIntent"])
        #expect(action.parameters.first?.valueType == .entity(typeName: "StreamEntity"))
        #expect(action.descriptionText?.key == "Toggle fullscreen for a stream's video window")
        #expect(action.additionalFields["supportedModes"] == 2)
        #expect(bundle.additionalFields["assistantIntents"] == [])
    }

    @Test(
        "mangled name resolution prefers per-bundle V2, then per-bundle V1, then V2, then V1, skipping empty names",
        arguments: [
            (ActionMetadata(identifier: "A", mangledTypeName: "v1", mangledTypeNameV2: "v2"), "app", "v2"),
            (ActionMetadata(identifier: "A", mangledTypeName: "v1", mangledTypeNameV2: ""), "app", "v1"),
            (ActionMetadata(identifier: "A", mangledTypeName: "", mangledTypeNameV2: "v2"), "app", "v2"),
            (ActionMetadata(identifier: "A", mangledTypeName: "", mangledTypeNameV2: ""), "app", nil),
            (ActionMetadata(identifier: "A", mangledTypeName: "v1"), nil, "v1"),
            (
                ActionMetadata(
                    identifier: "A",
                    mangledTypeName: "v1",
                    mangledTypeNameV2: "v2",
                    mangledTypeNameByBundleIdentifier: ["app": "b1", "ext": "e1"],
                    mangledTypeNameByBundleIdentifierV2: ["app": "b2", "ext": ""]
                ), "app", "b2"
            ),
            (
                ActionMetadata(
                    identifier: "A",
                    mangledTypeNameV2: "v2",
                    mangledTypeNameByBundleIdentifier: ["ext": "e1"],
                    mangledTypeNameByBundleIdentifierV2: ["ext": ""]
                ), "ext", "e1"
            ),
            (
                ActionMetadata(
                    identifier: "A", mangledTypeNameV2: "v2", mangledTypeNameByBundleIdentifierV2: ["x": "b"]),
                "app", "v2"
            ),
        ] as [(ActionMetadata, String?, String?)]
    )
    func effectiveMangledTypeName(action: ActionMetadata, bundle: String?, expected: String?) {
        #expect(action.effectiveMangledTypeName(forBundleIdentifier: bundle) == expected)
    }

    @Test("a V1-only action with an empty V2 and unknown keys and kinds is read and written back")
    func quirks() throws {
        let text = #"""
            {"actions":{"Old":{"identifier":"Old","mangledTypeName":"3App3OldV","mangledTypeNameV2":"",
            "futureKey":{"x":[1,2.50]},"parameters":[{"name":"p","isOptional":true,"isInput":false,
            "valueType":{"hologram":{"wrapper":{"depth":3}}},"typeSpecificMetadata":["k",{"int":{"wrapper":1}},"dangling"]},
            {"name":"q","valueType":{"entity":{"wrapper":{"typeName":"Swift.Duration","codable":{"mangledTypeName":"s8DurationV"}}}},
            "typeSpecificMetadata":[7,{"string":{"wrapper":"x"}},"LNValueTypeSpecificMetadataKeyDefaultValue",{"futureTag":{"v":1}}]},
            {"name":"r","valueType":{"array":{"wrapper":{"capabilities":3,"memberValueType":{"primitive":{"wrapper":{"typeIdentifier":99}}}}}},
            "typeSpecificMetadata":["LNValueTypeMetadataKeyNumberUpperBound",{"double":{"wrapper":255}}]}]}},
            "enums":[],"futureTopLevel":true,"autoShortcuts":[],"version":1}
            """#
        let bundle = try MetadataBundle(actionsData: Array(text.utf8), source: "quirks.json")
        let action = try #require(bundle.actions["Old"])
        #expect(action.mangledTypeNameV2 == "")
        #expect(action.effectiveMangledTypeName(forBundleIdentifier: nil) == "3App3OldV")
        #expect(action.additionalFields["futureKey"] == ["x": [1, .number(try #require(JSONNumber(literal: "2.50")))]])
        #expect(bundle.additionalFields["futureTopLevel"] == true)
        let parameters = action.parameters
        #expect(parameters[0].valueType == .unknown(kind: "hologram", payload: ["wrapper": ["depth": 3]]))
        #expect(parameters[0].typeSpecificMetadata.pairs.map(\.key) == ["k"])
        #expect(!parameters[0].typeSpecificMetadata.isWellFormed)
        #expect(parameters[1].valueType == .entity(typeName: "Swift.Duration"))
        #expect(parameters[1].typeSpecificMetadata.keys == ["LNValueTypeSpecificMetadataKeyDefaultValue"])
        #expect(parameters[1].defaultValue == .unknown(kind: "futureTag", payload: ["v": 1]))
        #expect(parameters[2].valueType == .array(.primitive(PrimitiveType(rawValue: 99))))
        #expect(parameters[2].upperBound == 255)

        let reread = try JSONValue(parsing: bundle.actionsData())
        let original = try JSONValue(parsing: Array(text.utf8))
        #expect(reread["actions"] == original["actions"])
        #expect(reread["futureTopLevel"] == true)
    }

    @Test(
        "tagged values decode defensively",
        arguments: [
            (#"{"string":{"wrapper":"x"}}"#, TaggedValue.string("x")),
            (#"{"int":{"wrapper":1}}"#, .int(1)),
            (#"{"double":{"wrapper":255}}"#, .double(255)),
            (#"{"double":{"wrapper":1.25}}"#, .double(1.25)),
            (#"{"array":{"elements":[{"int":{"wrapper":0}}]}}"#, .array([.int(0)])),
            (#"{"empty":{}}"#, .empty),
            (#"{"int":{"wrapper":"x"}}"#, .unknown(kind: "int", payload: ["wrapper": "x"])),
            (
                #"{"structuredDataRepresentable":{"structuredDataRepresentations":1}}"#,
                .unknown(kind: "structuredDataRepresentable", payload: ["structuredDataRepresentations": 1])
            ),
            (#"[1]"#, .raw([1])),
            (#"{"a":{},"b":{}}"#, .raw(["a": [:], "b": [:]])),
        ] as [(String, TaggedValue)])
    func taggedValues(text: String, expected: TaggedValue) throws {
        let json = try JSONValue(parsing: Array(text.utf8))
        let value = TaggedValue(jsonValue: json)
        #expect(value == expected)
        #expect(value.jsonValue == json)
    }

    @Test("integers are accepted where a double is expected, and written back as they were")
    func integerForDouble() throws {
        let text =
            #"{"actions":{"A":{"identifier":"A","parameters":[{"name":"n","typeSpecificMetadata":["LNValueTypeMetadataKeyNumberLowerBound",{"double":{"wrapper":0}},"LNValueTypeMetadataKeyNumberUpperBound",{"double":{"wrapper":1.0}}]}]}}}"#
        let bundle = try MetadataBundle(actionsData: Array(text.utf8), source: "x")
        let parameter = try #require(bundle.actions["A"]?.parameters.first)
        #expect(parameter.lowerBound == 0)
        #expect(parameter.upperBound == 1)
        #expect(String(decoding: bundle.actionsData(), as: UTF8.self).contains(#"{"double":{"wrapper":1.0}}"#))
    }

    @Test("a document missing every key reads as an empty bundle")
    func emptyDocument() throws {
        let bundle = try MetadataBundle(actionsData: Array("{}".utf8), source: "empty")
        #expect(bundle.actions.isEmpty && bundle.enums.isEmpty && bundle.generator == nil)
        #expect(bundle.validate() == [])
        #expect(bundle.actionsData() == Array("{}".utf8))
    }

    static let wrongTypes: [MalformedInput] = [
        MalformedInput("document is an array", "[]", .unexpectedType, path: "", at: (1, 1)),
        MalformedInput("actions is an array", #"{"actions":[]}"#, .unexpectedType, path: "actions", at: (1, 12)),
        MalformedInput("enums is an object", #"{"enums":{}}"#, .unexpectedType, path: "enums", at: (1, 10)),
        MalformedInput(
            "typeIdentifier is a string",
            #"{"actions":{"ConfigurationAppIntent":{"parameters":[{},{},{"valueType":{"primitive":{"wrapper":{"typeIdentifier":"2"}}}}]}}}"#,
            .unexpectedType,
            path: "actions.ConfigurationAppIntent.parameters[2].valueType.primitive.wrapper.typeIdentifier",
            at: (1, 114)
        ),
        MalformedInput(
            "valueType is a string",
            #"{"actions":{"A":{"parameters":[{"valueType":"Int"}]}}}"#,
            .unexpectedType,
            path: "actions.A.parameters[0].valueType",
            at: (1, 45)
        ),
        MalformedInput(
            "valueType has two kinds",
            #"{"actions":{"A":{"outputType":{"primitive":{},"entity":{}}}}}"#,
            .invalidValue,
            path: "actions.A.outputType",
            at: (1, 31)
        ),
        MalformedInput(
            "entity value type without typeName",
            #"{"queries":{"Q":{"resultValueType":{"entity":{"wrapper":{}}}}}}"#,
            .missingKey,
            path: "queries.Q.resultValueType.entity.wrapper",
            at: (1, 57)
        ),
        MalformedInput(
            "phrase key is a number",
            #"{"autoShortcuts":[{"phraseTemplates":[{"key":"a"},{"key":3}]}]}"#,
            .unexpectedType,
            path: "autoShortcuts[0].phraseTemplates[1].key",
            at: (1, 58)
        ),
        MalformedInput(
            "isDiscoverable is a number",
            #"{"actions":{"My Intent":{"isDiscoverable":1}}}"#,
            .unexpectedType,
            path: #"actions["My Intent"].isDiscoverable"#,
            at: (1, 43)
        ),
        MalformedInput(
            "pair array is an object",
            #"{"entities":{"E":{"systemProtocolMetadataV2":{}}}}"#,
            .unexpectedType,
            path: "entities.E.systemProtocolMetadataV2",
            at: (1, 46)
        ),
        MalformedInput(
            "enum case title is a string",
            #"{"enums":[{"identifier":"E","cases":[{"identifier":"a","displayRepresentation":{"title":"A"}}]}]}"#,
            .unexpectedType,
            path: "enums[0].cases[0].displayRepresentation.title",
            at: (1, 89)
        ),
        MalformedInput(
            "mangled name map holds a number",
            #"{"actions":{"A":{"mangledTypeNameByBundleIdentifierV2":{"com.app":1}}}}"#,
            .unexpectedType,
            path: #"actions.A.mangledTypeNameByBundleIdentifierV2["com.app"]"#,
            at: (1, 67)
        ),
        MalformedInput(
            "negative phrase without an object",
            #"{"negativePhrases":["no"]}"#,
            .unexpectedType,
            path: "negativePhrases[0]",
            at: (1, 21)
        ),
        MalformedInput(
            "null where a string belongs", #"{"generator":{"name":null}}"#, .unexpectedType, path: "generator.name",
            at: (1, 22)),
        MalformedInput(
            "fraction where an integer belongs",
            #"{"shortcutTileColor":14.5}"#,
            .unexpectedType,
            path: "shortcutTileColor",
            at: (1, 22)
        ),
        MalformedInput(
            "wrong type on line 4 of a pretty-printed file",
            "{\n  \"actions\": {\n    \"A\": {\n      \"title\": {\"key\": 7}\n    }\n  }\n}",
            .unexpectedType,
            path: "actions.A.title.key",
            at: (4, 24)
        ),
    ]

    @Test("wrong types produce their code, path, line and column", arguments: wrongTypes)
    func wrongType(_ input: MalformedInput) throws {
        let error = try #require(throws: MetadataError.self) {
            try MetadataBundle(actionsData: input.bytes, source: "extract.actionsdata")
        }
        #expect(error.code == input.code, "\(error)")
        #expect(error.jsonPath == input.path, "\(error)")
        #expect(error.line == input.line, "\(error)")
        #expect(error.column == input.column, "\(error)")
        #expect(error.file == "extract.actionsdata")
        #expect(error.description.contains(input.path.isEmpty ? "top level" : input.path))
    }

    @Test("a missing file, a folder without metadata and an oversized file are refused")
    func fileErrors() throws {
        let folder = try TemporaryFolder()
        let missing = try #require(throws: MetadataError.self) {
            try MetadataBundle(contentsOf: folder.url.appendingPathComponent("nothing.appintents"))
        }
        #expect(missing.code == .fileNotFound)
        let empty = try #require(throws: MetadataError.self) { try MetadataBundle(contentsOf: folder.url) }
        #expect(empty.code == .fileNotFound)
        #expect(empty.file == folder.url.path)

        // A sparse 100 MB file: refused by its size, without reading it.
        let big = folder.url.appendingPathComponent("extract.actionsdata")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let tooLarge = try #require(throws: MetadataError.self) { try MetadataBundle(contentsOf: folder.url) }
        #expect(tooLarge.code == .tooLarge)
        #expect(tooLarge.file == big.path)
        #expect(tooLarge.message.contains("100000000 bytes"))
    }
}

/// A temporary folder, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("IntentMetadataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
