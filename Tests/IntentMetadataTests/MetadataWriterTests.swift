import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

@Suite("MetadataBundle writing")
struct MetadataWriterTests {
    @Test(
        "byte-sorted fixtures are written back byte for byte",
        arguments: MetadataFixtures.all.filter { $0.keyOrder == .byteOrder }.map(\.name))
    func fixtureByteIdentical(name: String) throws {
        try Self.checkByteIdentical(MetadataFixtures.bytes(name), name: name)
    }

    @Test("the sorted-key Xcode 26 corpus file is written back byte for byte", .requiresMetadataCorpus)
    func corpusByteIdentical() throws {
        let name = "pom11_Radio_Resources.actionsdata"
        try Self.checkByteIdentical(MetadataCorpus.bytes(name), name: name)
    }

    static func checkByteIdentical(_ original: [UInt8], name: String) throws {
        let bundle = try MetadataBundle(actionsData: original, source: name)
        let written = bundle.actionsData()
        #expect(written.count == original.count)
        #expect(written == original)
    }

    @Test("every fixture writes back to an equal document", arguments: MetadataFixtures.files)
    func fixtureSemanticRoundTrip(name: String) throws {
        try Self.checkSemanticRoundTrip(MetadataFixtures.bytes(name), name: name)
    }

    @Test(
        "every corpus file writes back to an equal document", .requiresMetadataCorpus, arguments: MetadataCorpus.files)
    func corpusSemanticRoundTrip(name: String) throws {
        try Self.checkSemanticRoundTrip(MetadataCorpus.bytes(name), name: name)
    }

    static func checkSemanticRoundTrip(_ original: [UInt8], name: String) throws {
        let bundle = try MetadataBundle(actionsData: original, source: name)
        let written = bundle.actionsData()
        #expect(try JSONValue(parsing: written) == JSONValue(parsing: original))
        #expect(written.last != UInt8(ascii: "\n"))
        // Writing is deterministic and stable: reading the output and writing again gives the same bytes.
        #expect(try MetadataBundle(actionsData: written, source: "again").actionsData() == written)
    }

    @Test("write(to:) writes both files, and they read back", arguments: MetadataFixtures.files)
    func fixtureWriteFolder(name: String) throws {
        try Self.checkWriteFolder(MetadataFixtures.url(name))
    }

    @Test(
        "write(to:) writes both files of a corpus file, and they read back", .requiresMetadataCorpus,
        arguments: MetadataCorpus.files)
    func corpusWriteFolder(name: String) throws {
        try Self.checkWriteFolder(MetadataCorpus.url(name))
    }

    static func checkWriteFolder(_ url: URL) throws {
        let folder = try TemporaryFolder()
        var bundle = try MetadataBundle(contentsOf: url)
        bundle.toolsVersion = "17A324"
        let destination = folder.url.appendingPathComponent("Metadata.appintents")
        try bundle.write(to: destination)
        let reread = try MetadataBundle(contentsOf: destination)
        #expect(reread.jsonValue == bundle.jsonValue)
        #expect(reread.toolsVersion == "17A324")
        let version = try Data(contentsOf: destination.appendingPathComponent("version.json"))
        #expect(
            String(decoding: version, as: UTF8.self)
                == "{\n  \"toolsVersion\" : \"17A324\",\n  \"version\" : \"3.0\"\n}")
    }

    @Test("a bundle built in code writes Xcode's shape")
    func builtInCode() throws {
        let bundle = MetadataBundle(
            actions: [
                "OpenURLIntent": ActionMetadata(
                    identifier: "OpenURLIntent",
                    title: "Open a/b",
                    descriptionText: "Opens it",
                    mangledTypeName: "3App13OpenURLIntentV",
                    mangledTypeNameV2: "3App13OpenURLIntentV",
                    fullyQualifiedTypeName: "App.OpenURLIntent",
                    parameters: [ParameterMetadata(name: "url", title: "URL", valueType: .primitive(.url))]
                )
            ],
            autoShortcuts: [
                AutoShortcutMetadata(actionIdentifier: "OpenURLIntent", phraseTemplates: ["Open in ${applicationName}"])
            ],
            generator: GeneratorMetadata(version: "26.3")
        )
        let text = String(decoding: bundle.actionsData(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"actions":{"OpenURLIntent":{"authenticationPolicy":0,"descriptionMetadata":{"#))
        #expect(text.contains(#""title":{"alternatives":[],"key":"Open a\/b"}"#))
        #expect(text.contains(#""valueType":{"primitive":{"wrapper":{"typeIdentifier":11}}}"#))
        #expect(text.hasSuffix(#""shortcutTileColor":14,"version":1}"#))
        #expect(try MetadataBundle(actionsData: bundle.actionsData(), source: "x").jsonValue == bundle.jsonValue)
        #expect(String(decoding: bundle.versionJSON(), as: UTF8.self).contains(#""toolsVersion" : "26.3""#))
    }

    @Test("typed setters keep unknown members and replace only what they own")
    func setters() throws {
        let text =
            #"{"enums":[{"identifier":"E","cases":[{"identifier":"a","displayRepresentation":{"title":{"key":"A"},"image":{"systemImageName":{"_0":"sun.max"}}}}]}]}"#
        var bundle = try MetadataBundle(actionsData: Array(text.utf8), source: "x")
        bundle.enums[0].cases[0].title = "Sunny"
        bundle.enums[0].cases[0].synonyms = ["Bright"]
        let written = try JSONValue(parsing: bundle.actionsData())
        let displayRepresentation = written["enums"]?.arrayValue?.first?["cases"]?.arrayValue?.first?[
            "displayRepresentation"]
        #expect(displayRepresentation?["image"] == ["systemImageName": ["_0": "sun.max"]])
        #expect(displayRepresentation?["title"] == ["alternatives": [], "key": "Sunny"])
        #expect(displayRepresentation?["synonyms"] == [["alternatives": [], "key": "Bright"]])
    }

    @Test("pair arrays are edited in place, keeping odd elements")
    func pairArrayEditing() {
        var pairs = PairArray(elements: ["a", 1, 7, "x", "b", 2, "dangling"])
        #expect(pairs.keys == ["a", "b"])
        #expect(pairs["b"] == 2)
        pairs["a"] = 10
        pairs["c"] = 3
        pairs["b"] = nil
        #expect(pairs.elements == ["a", 10, 7, "x", "dangling", "c", 3])
        #expect(!pairs.isWellFormed)
        #expect(PairArray(pairs: [("k", true)]).isWellFormed)
    }

    @Test("a version.json of the wrong shape is refused with its path")
    func badVersionJSON() throws {
        var bundle = MetadataBundle()
        let error = try #require(throws: MetadataError.self) {
            try bundle.readVersionJSON(Array(#"{"toolsVersion": 26.3}"#.utf8), source: "version.json")
        }
        #expect(error.code == .unexpectedType)
        #expect(error.jsonPath == "toolsVersion")
        #expect(error.file == "version.json")
        try bundle.readVersionJSON(Array(#"{"toolsVersion" : "17E192", "version" : "3.0"}"#.utf8), source: "v")
        #expect(bundle.toolsVersion == "17E192")
        #expect(bundle.versionJSON() == Array("{\n  \"toolsVersion\" : \"17E192\",\n  \"version\" : \"3.0\"\n}".utf8))
    }

    @Test(
        "version.json is written back with its keys in the order it was read with (Xcode writes both)",
        arguments: [
            "{\n  \"toolsVersion\" : \"17E192\",\n  \"version\" : \"3.0\"\n}",
            "{\n  \"version\" : \"3.0\",\n  \"toolsVersion\" : \"15.2\"\n}",
        ])
    func versionKeyOrder(text: String) throws {
        var bundle = MetadataBundle()
        try bundle.readVersionJSON(Array(#"{ "version":"3.0","toolsVersion":"x" }"#.utf8), source: "compact")
        #expect(String(decoding: bundle.versionJSON(), as: UTF8.self).hasPrefix("{\n  \"version\" : \"3.0\""))
        try bundle.readVersionJSON(Array(text.utf8), source: "version.json")
        #expect(String(decoding: bundle.versionJSON(), as: UTF8.self) == text)

        // Through a folder: read, written with write(to:), read again.
        let folder = try TemporaryFolder()
        let source = folder.url.appendingPathComponent("In.appintents")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try Data(#"{"actions":{}}"#.utf8).write(to: source.appendingPathComponent("extract.actionsdata"))
        try Data(text.utf8).write(to: source.appendingPathComponent("version.json"))
        let read = try MetadataBundle(contentsOf: source)
        let destination = folder.url.appendingPathComponent("Out.appintents")
        try read.write(to: destination)
        let written = try Data(contentsOf: destination.appendingPathComponent("version.json"))
        #expect(String(decoding: written, as: UTF8.self) == text)
        #expect(try MetadataBundle(contentsOf: destination).versionJSON() == Array(text.utf8))
    }
}
