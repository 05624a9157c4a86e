import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

@testable import IntentCommandLine

// A video converter's intent, as real apps write it: a movie in, a GIF file out.

struct MakeGIFIntent: AppIntent {
    static let title: LocalizedStringResource = "Make GIF"

    @Parameter(description: "The video to convert.", supportedContentTypes: [.mpeg4Movie, .quickTimeMovie])
    var video: IntentFile

    @Parameter(title: "Remove After", default: false)
    var removeAfter: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let frames = try await video.data(contentType: .movie)
        let folder = video.fileURL?.deletingLastPathComponent() ?? FileManager.default.temporaryDirectory
        let name = (video.filename.split(separator: ".").first.map(String.init) ?? "clip") + ".gif"
        let output = folder.appendingPathComponent(name)
        try (Data("GIF89a".utf8) + frames.prefix(4)).write(to: output)
        var gif = IntentFile(fileURL: output, filename: name, type: .gif)
        gif.removedOnCompletion = removeAfter
        return .result(value: gif)
    }
}

struct CountPhotosIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Photos"

    @Parameter(title: "Photos")
    var photos: [IntentFile]

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: photos.count)
    }
}

/// A host of the two intents with their extracted metadata, in a folder of its own with some files.
struct FileIntentHost {
    let directory: URL
    let bundle: MetadataBundle
    let application: HostApplication

    init(bundle transform: (inout MetadataBundle) -> Void = { _ in }) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("file-intents-\(UUID().uuidString)")
        let metadata = directory.appendingPathComponent("Intents")
        try FileManager.default.createDirectory(at: metadata, withIntermediateDirectories: true)
        var bundle = try MetadataExtractor.bundle(
            for: MetadataTarget(name: "Files", intents: [MakeGIFIntent.self, CountPhotosIntent.self]))
        transform(&bundle)
        try bundle.write(to: metadata.appendingPathComponent("Files.appintents"))
        self.bundle = bundle
        var registry = IntentRegistry()
        registry.register(MakeGIFIntent.self)
        registry.register(CountPhotosIntent.self)
        // A center of its own: what other tests' activities do never shows in these runs' output.
        application = HostApplication(
            registry: registry, executorConfiguration: .notAboutTime, metadataDirectory: metadata,
            activityCenter: LiveActivityCenter())
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    func file(_ name: String, _ contents: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    /// Runs `intents` in process: status, standard output, standard error.
    func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
        let output = (CapturedOutput(), CapturedOutput())
        let status = await IntentCommand.main(
            arguments: arguments,
            configuration: InProcessTests.configuration(application),
            output: CommandOutput(standardOutput: output.0, standardError: output.1)
        )
        return (status, output.0.text, output.1.text)
    }
}

@Suite("File parameters: extraction")
struct FileExtractionTests {
    @Test func aFileParameterIsWrittenAsXcodeWritesOne() throws {
        let action = MetadataExtractor.action(for: MakeGIFIntent.self)
        let video = try #require(action.parameter(named: "video"))
        // Schema §4–5: a file is `intents` type 12, and its supported types are listed as strings.
        #expect(video.jsonValue["valueType"] == ["intents": ["wrapper": ["typeIdentifier": 12]]])
        #expect(
            video.jsonValue["typeSpecificMetadata"]
                == [
                    "LNValueTypeMetadataKeyFileSupportedTypes",
                    [
                        "array": [
                            "elements": [
                                ["string": ["wrapper": "public.mpeg-4"]],
                                ["string": ["wrapper": "com.apple.quicktime-movie"]],
                            ]
                        ]
                    ],
                ]
        )
        #expect(video.supportedFileTypes == ["public.mpeg-4", "com.apple.quicktime-movie"])
        #expect(video.jsonValue["parameterDescription"] == ["alternatives": [], "key": "The video to convert."])
        #expect(video.title?.key == "Video")
        #expect(!video.isOptional)
        // The same keys as every other parameter the extractor writes (Xcode 26's, schema §4).
        let flag = try #require(action.parameter(named: "removeAfter"))
        let keys = { (parameter: ParameterMetadata) in Set(parameter.jsonValue.objectValue?.keys.map { $0 } ?? []) }
        #expect(keys(video).subtracting(["parameterDescription"]) == keys(flag))
        #expect(action.outputType == .file)
    }

    @Test func anArrayOfFilesThatNamesNoTypesTakesAnyItem() throws {
        let action = MetadataExtractor.action(for: CountPhotosIntent.self)
        let photos = try #require(action.parameter(named: "photos"))
        #expect(
            photos.jsonValue["valueType"]
                == [
                    "array": [
                        "wrapper": [
                            "capabilities": 3, "memberValueType": ["intents": ["wrapper": ["typeIdentifier": 12]]],
                        ]
                    ]
                ]
        )
        #expect(photos.supportedFileTypes == ["public.item"], "Apple's default, written as Xcode writes it")
    }

    @Test func theWrittenBundleReadsBackValidatesAndResolves() throws {
        let host = try FileIntentHost()
        defer { host.remove() }
        let reread = try MetadataBundle(
            contentsOf: host.directory.appendingPathComponent("Intents/Files.appintents"))
        for action in ["MakeGIFIntent", "CountPhotosIntent"] {
            #expect(reread.actions[action]?.jsonValue == host.bundle.actions[action]?.jsonValue, "\(action)")
        }
        #expect(reread.actions["MakeGIFIntent"]?.parameter(named: "video")?.valueType == .file)
        #expect(reread.validate().isEmpty, "\(reread.validate())")
        #expect(host.application.host.report.diagnostics.isEmpty, "\(host.application.host.report.diagnostics)")
    }
}

@Suite("File parameters: intents run")
struct FileRunTests {
    @Test func runTakesAPathAndShowsTheReturnedFileWithoutItsBytes() async throws {
        let host = try FileIntentHost()
        defer { host.remove() }
        let video = try host.file("Holiday.mp4", "ftypSECRETFRAMES")
        let result = await host.run(["run", "MakeGIFIntent", "-p", "video=\(video.path)"])
        #expect(result.status == 0, "\(result.error)")
        let gif = host.directory.appendingPathComponent("Holiday.gif")
        #expect(
            result.output
                == "MakeGIFIntent: succeeded\n  value: Holiday.gif (com.compuserve.gif, 10 bytes) at \(gif.path)\n")
        #expect(FileManager.default.fileExists(atPath: gif.path), "kept: it did not ask to be removed")

        let json = await host.run(["run", "MakeGIFIntent", "-p", "video=\(video.path)", "--json"])
        #expect(json.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        let value = try #require(runs.first?["value"] as? [String: Any])
        #expect(value.keys.sorted() == ["filename", "path", "size", "type"])
        #expect(value["filename"] as? String == "Holiday.gif")
        #expect(value["type"] as? String == "com.compuserve.gif")
        #expect(value["size"] as? Int == 10)
        #expect(value["path"] as? String == gif.path)
        #expect(!json.output.contains("SECRET") && !json.output.contains("GIF89a"), "never the bytes")
    }

    @Test func aReturnedFileMarkedRemovedOnCompletionIsDeletedAfterPrinting() async throws {
        let host = try FileIntentHost()
        defer { host.remove() }
        let video = try host.file("Trip.mov", "moov")
        let result = await host.run(["run", "MakeGIFIntent", "-p", "video=\(video.path)", "-p", "removeAfter=true"])
        #expect(result.status == 0, "\(result.error)")
        let gif = host.directory.appendingPathComponent("Trip.gif")
        #expect(result.output.contains("Trip.gif (com.compuserve.gif, 10 bytes) at \(gif.path)"))
        #expect(!FileManager.default.fileExists(atPath: gif.path))
        #expect(FileManager.default.fileExists(atPath: video.path), "the input stays")
    }

    @Test func badFilesAreRefusedWithExit65AndAMessageNamingThePath() async throws {
        let host = try FileIntentHost()
        defer { host.remove() }
        let missing = host.directory.appendingPathComponent("nothing.mp4").path
        let notes = try host.file("notes.txt", "hi")
        let cases: [(String, String)] = [
            (missing, "error: MakeGIFIntent: parameter 'video' names \(missing), which does not exist\n"),
            (
                host.directory.path,
                "error: MakeGIFIntent: parameter 'video' names \(host.directory.path), which is a folder, not a regular file\n"
            ),
            (
                notes.path,
                "error: MakeGIFIntent: parameter 'video' names \(notes.path), a file of type public.plain-text, which it does "
                    + "not take; it takes public.mpeg-4 (MPEG-4 movie), com.apple.quicktime-movie (QuickTime movie)\n"
            ),
        ]
        for (path, message) in cases {
            let result = await host.run(["run", "MakeGIFIntent", "-p", "video=\(path)"])
            #expect(result.status == 65)
            #expect(result.error == message)
            #expect(result.output.isEmpty)
        }
    }

    @Test func inputJSONGivesFilesAsPaths() async throws {
        let host = try FileIntentHost()
        defer { host.remove() }
        let one = try host.file("a.png", "p")
        let two = try host.file("b.heic", "h")
        let input = try host.file("input.json", #"{"photos": ["\#(one.path)", "\#(two.path)"]}"#)
        let result = await host.run(["run", "CountPhotosIntent", "--input", input.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "CountPhotosIntent: succeeded\n  value: 2\n")
    }

    @Test func staleMetadataThatListsOtherTypesIsRefused() async throws {
        let host = try FileIntentHost { bundle in
            bundle.actions["MakeGIFIntent"]?.parameters[0].supportedFileTypes = ["public.image"]
        }
        defer { host.remove() }
        let video = try host.file("clip.mp4", "mp4")
        let result = await host.run(["run", "MakeGIFIntent", "-p", "video=\(video.path)"])
        #expect(result.status == 65)
        #expect(
            result.error
                == "error: MakeGIFIntent: parameter 'video' takes files of types public.mpeg-4, com.apple.quicktime-movie in "
                + "Swift but public.image in the metadata; regenerate the metadata\n"
        )
    }
}
