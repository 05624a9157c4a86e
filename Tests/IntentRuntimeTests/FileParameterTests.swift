import Foundation
import IntentRuntime
import Testing

// Intents that take files, declared as real apps declare them.

/// Takes a movie of two types; says what it got.
struct MeasureClipIntent: AppIntent {
    static let title: LocalizedStringResource = "Measure Clip"
    static let performed = Locked(0)

    @Parameter(description: "The clip.", supportedContentTypes: [.mpeg4Movie, .quickTimeMovie])
    var clip: IntentFile

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        Self.performed.withLock { $0 += 1 }
        let bytes = try await clip.data(contentType: .movie)
        return .result(value: "\(clip.filename) \(clip.type?.identifier ?? "none") \(bytes.count)")
    }
}

/// Takes any file, or none.
struct DescribeFileIntent: AppIntent {
    static let title: LocalizedStringResource = "Describe File"

    @Parameter(title: "File")
    var file: IntentFile?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: file.map { "\($0.filename) \($0.type?.identifier ?? "no type") \($0.data.count)" } ?? "none")
    }
}

/// Takes text files in the iOS 16 spelling and returns them joined, as a file held in memory.
struct JoinTextIntent: AppIntent {
    static let title: LocalizedStringResource = "Join Text"

    @Parameter(title: "Parts", supportedTypeIdentifiers: ["public.plain-text"])
    var parts: [IntentFile]

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let joined = parts.map { String(decoding: $0.data, as: UTF8.self) }.joined()
        return .result(value: IntentFile(data: Data(joined.utf8), filename: "joined.txt", type: .plainText))
    }
}

@Suite("File parameters")
struct FileParameterTests {
    let fixture: FileFixture
    let host = entityHost([MeasureClipIntent.self, DescribeFileIntent.self, JoinTextIntent.self])

    init() throws {
        fixture = try FileFixture()
    }

    @Test func aPathBecomesAFileWithItsNameAndTheTypeItsExtensionSays() async throws {
        let clip = try fixture.file("Holiday.mp4", "ftypisom")
        let outcome = try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": .string(clip.path)])
        #expect(outcome.phase == .succeeded)
        #expect(outcome.value as? String == "Holiday.mp4 public.mpeg-4 8")
        // The other supported type, given as a file: URL.
        let movie = try fixture.file("Trip.MOV", "moov")
        let second = try await host.run(
            identifier: "MeasureClipIntent", parameters: ["clip": .string(movie.absoluteString)])
        #expect(second.value as? String == "Trip.MOV com.apple.quicktime-movie 4")
    }

    @Test func aMissingFileIsRefusedBeforePerform() async throws {
        let before = MeasureClipIntent.performed.withLock { $0 }
        let path = fixture.directory.appendingPathComponent("missing.mp4").path
        let error = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": .string(path)])
        }
        #expect(error?.code == .invalidParameters)
        #expect(error?.parameterError?.code == .fileNotFound)
        #expect(error?.message == "MeasureClipIntent: parameter 'clip' names \(path), which does not exist")
        #expect(MeasureClipIntent.performed.withLock { $0 } == before, "perform() did not run")
    }

    @Test func aFolderOrAFIFOIsRefusedWithoutBeingOpened() async throws {
        let folder = try fixture.folder("Clips.mp4")
        let isFolder = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": .string(folder.path)])
        }
        #expect(isFolder?.parameterError?.code == .fileNotFound)
        #expect(isFolder?.message.hasSuffix("Clips.mp4, which is a folder, not a regular file") == true)

        let pipe = try fixture.fifo("stream.mp4")
        let isPipe = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "DescribeFileIntent", parameters: ["file": .string(pipe.path)])
        }
        #expect(isPipe?.parameterError?.code == .fileNotFound)
        #expect(isPipe?.message.contains("not a regular file") == true)
    }

    @Test func aFileOverTheLimitIsRefused() async throws {
        let clip = try fixture.file("long.mp4", String(repeating: "m", count: 5_000))
        let error = await IntentFile.$maximumByteCount.withValue(4_096) {
            await #expect(throws: IntentHostError.self) {
                try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": .string(clip.path)])
            }
        }
        #expect(error?.parameterError?.code == .fileTooLarge)
        #expect(
            error?.message
                == "MeasureClipIntent: parameter 'clip' names \(clip.path), which is 5 kB (5000 bytes), more than the "
                + "4.1 kB (4096 bytes) a file may have here (IntentFile.maximumByteCount)"
        )
        // Under the default limit the same file is fine.
        let outcome = try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": .string(clip.path)])
        #expect(outcome.value as? String == "long.mp4 public.mpeg-4 5000")
    }

    @Test func aFileOfAnotherTypeIsRefusedNamingTheTypesTaken() async throws {
        let notes = try fixture.file("notes.txt", "hello")
        let error = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": .string(notes.path)])
        }
        #expect(error?.parameterError?.code == .unsupportedFileType)
        #expect(
            error?.message
                == "MeasureClipIntent: parameter 'clip' names \(notes.path), a file of type public.plain-text, which it "
                + "does not take; it takes public.mpeg-4 (MPEG-4 movie), com.apple.quicktime-movie (QuickTime movie)"
        )
        for bad: InvocationValue in [3, "", true] {
            let wrong = await #expect(throws: IntentHostError.self) {
                try await host.run(identifier: "MeasureClipIntent", parameters: ["clip": bad])
            }
            #expect(wrong?.parameterError?.code == .wrongType)
            #expect(wrong?.message.contains("expects the path of a file") == true)
        }
    }

    @Test func aParameterThatNamesNoTypesTakesAnyFileAndMayBeLeftOut() async throws {
        let odd = try fixture.file("data.xyz", "abc")
        let bare = try fixture.file("README", "plain")
        let first = try await host.run(identifier: "DescribeFileIntent", parameters: ["file": .string(odd.path)])
        #expect(first.value as? String == "data.xyz dyn.filename-extension.xyz 3")
        let second = try await host.run(identifier: "DescribeFileIntent", parameters: ["file": .string(bare.path)])
        #expect(second.value as? String == "README no type 5")
        let none = try await host.run(identifier: "DescribeFileIntent", parameters: ["file": .null])
        #expect(none.value as? String == "none")
        let unset = try await host.run(identifier: "DescribeFileIntent")
        #expect(unset.value as? String == "none")
    }

    @Test func arraysOfFilesTakeJSONArraysOrCommaSeparatedPathsAndReturnAFile() async throws {
        let one = try fixture.file("one.txt", "a")
        let two = try fixture.file("two.txt", "b")
        let outcome = try await host.run(
            identifier: "JoinTextIntent", parameters: ["parts": [.string(one.path), .string(two.path)]])
        let joined = try #require(outcome.value as? IntentFile)
        #expect(joined.filename == "joined.txt" && joined.type == .plainText)
        #expect(joined.data == Data("ab".utf8))
        let fromText = try await host.run(
            identifier: "JoinTextIntent", parameters: ["parts": .string("\(two.path),\(one.path)")])
        #expect((fromText.value as? IntentFile)?.data == Data("ba".utf8))

        let image = try fixture.file("photo.png", "png")
        let error = await #expect(throws: IntentHostError.self) {
            try await host.run(
                identifier: "JoinTextIntent", parameters: ["parts": [.string(one.path), .string(image.path)]])
        }
        #expect(error?.parameterError?.code == .unsupportedFileType)
        #expect(error?.message.hasSuffix("which it does not take; it takes public.plain-text (plain text)") == true)
    }

    @Test func theRegistryKnowsTheDeclaredTypes() throws {
        var registry = IntentRegistry()
        registry.register(MeasureClipIntent.self)
        let parameter = try #require(registry.intents.first?.parameters.first)
        #expect(parameter.swiftTypeName == "IntentFile")
        #expect(parameter.isRequired)
    }
}
