import Foundation
import IntentRuntime
import Testing

/// A folder of files for one test, removed when the test ends.
final class FileFixture: Sendable {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("intent-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes a file and returns its URL.
    func file(_ name: String, _ contents: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    /// Makes a folder and returns its URL.
    func folder(_ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Makes a FIFO (named pipe) and returns its URL: reading one with no writer blocks forever.
    func fifo(_ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        guard mkfifo(url.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return url
    }
}

@Suite("IntentFile")
struct IntentFileTests {
    @Test func aFileInMemoryHasItsBytesNameAndType() async throws {
        let file = IntentFile(data: Data("GIF89a".utf8), filename: "clip.gif", type: .gif)
        #expect(file.data == Data("GIF89a".utf8))
        #expect(file.filename == "clip.gif")
        #expect(file.type == .gif)
        #expect(file.fileURL == nil)
        #expect(!file.removedOnCompletion)
        #expect(file.description == "clip.gif (com.compuserve.gif, 6 bytes)")
        #expect(try await file.data(contentType: .image) == Data("GIF89a".utf8))
        #expect(file.availableContentTypes == [.gif, .data])
    }

    @Test func aFileOnDiskIsReadWhenAskedFor() async throws {
        let fixture = try FileFixture()
        let url = try fixture.file("notes.txt", "first line\n")
        let file = IntentFile(fileURL: url)
        #expect(file.filename == "notes.txt", "the name defaults to the URL's last component")
        #expect(file.type == nil)
        #expect(file.fileURL == url)
        #expect(file.data == Data("first line\n".utf8))
        // Its type, when none was given, is what the name's extension says.
        #expect(try await file.data(contentType: .plainText) == Data("first line\n".utf8))
        #expect(file.description == "notes.txt (public.plain-text, 11 bytes) at \(url.path)")

        // Read when asked for, not when made: a change made after is seen.
        try Data("changed".utf8).write(to: url)
        #expect(file.data == Data("changed".utf8))
    }

    @Test func contentsAreNotConvertedBetweenTypes() async throws {
        let file = IntentFile(data: Data([0x89, 0x50]), filename: "a.png", type: .png)
        let error = await #expect(throws: IntentFileError.self) { try await file.data(contentType: .movie) }
        #expect(error?.code == .conversionUnavailable)
        #expect(
            error?.description
                == "a.png: is public.png, which is not public.movie; files are not converted between types")
        // A name without an extension and no type: data, nothing more specific.
        let bare = IntentFile(data: Data([1]), filename: "blob")
        #expect(try await bare.data(contentType: .data) == Data([1]))
        #expect((try? await bare.data(contentType: .image)) == nil)
    }

    @Test func aMissingFolderOrSpecialFileIsAnErrorNotACrashOrAHang() async throws {
        let fixture = try FileFixture()
        let missing = IntentFile(fileURL: fixture.directory.appendingPathComponent("gone.mp4"))
        #expect(missing.data.isEmpty, "the non-throwing property gives empty data")
        #expect(missing.description.hasSuffix("(public.mpeg-4, unreadable) at \(fixture.directory.path)/gone.mp4"))
        let notFound = await #expect(throws: IntentFileError.self) { try await missing.data(contentType: .movie) }
        #expect(notFound?.code == .notFound)
        #expect(notFound?.reason == "does not exist")

        let folder = IntentFile(fileURL: try fixture.folder("Clips"))
        let isFolder = await #expect(throws: IntentFileError.self) { try await folder.data(contentType: .item) }
        #expect(isFolder?.code == .notRegularFile)
        #expect(isFolder?.reason == "is a folder, not a regular file")

        // A FIFO with no writer would block a plain read forever; it is refused without being opened.
        let pipe = IntentFile(fileURL: try fixture.fifo("pipe"))
        let isPipe = await #expect(throws: IntentFileError.self) { try await pipe.data(contentType: .data) }
        #expect(isPipe?.code == .notRegularFile)
        #expect(pipe.data.isEmpty)
    }

    @Test func aSymbolicLinkIsFollowedToWhatItNames() async throws {
        let fixture = try FileFixture()
        let target = try fixture.file("target.json", "{}")
        let link = fixture.directory.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let linked = IntentFile(fileURL: link)
        #expect(try await linked.data(contentType: .json) == Data("{}".utf8))
        #expect(linked.fileURL == link && linked.filename == "link.json")

        let dangling = fixture.directory.appendingPathComponent("dangling.json")
        try FileManager.default.createSymbolicLink(
            at: dangling, withDestinationURL: fixture.directory.appendingPathComponent("gone.json"))
        let error = await #expect(throws: IntentFileError.self) {
            try await IntentFile(fileURL: dangling).data(contentType: .json)
        }
        #expect(error?.code == .notFound)
    }

    @Test func readingIsBoundedByTheTaskLocalLimit() async throws {
        let fixture = try FileFixture()
        let file = IntentFile(fileURL: try fixture.file("big.bin", String(repeating: "x", count: 2_048)))
        #expect(IntentFile.maximumByteCount == 1 << 30)
        #expect(file.data.count == 2_048)
        try await IntentFile.$maximumByteCount.withValue(1_000) {
            #expect(file.data.isEmpty)
            let error = await #expect(throws: IntentFileError.self) { try await file.data(contentType: .data) }
            #expect(error?.code == .tooLarge)
            #expect(
                error?.reason
                    == "is 2 kB (2048 bytes), more than the 1 kB (1000 bytes) a file may have here "
                    + "(IntentFile.maximumByteCount)"
            )
            // Exactly at the limit is fine.
            let edge = IntentFile(fileURL: try fixture.file("edge.bin", String(repeating: "y", count: 1_000)))
            #expect(try await edge.data(contentType: .data).count == 1_000)
        }
    }

    @Test func withFileHandsOverATemporaryCopyOrTheFileInPlace() async throws {
        let fixture = try FileFixture()
        let inMemory = IntentFile(data: Data("a,b\n".utf8), filename: "table.csv", type: .commaSeparatedText)
        let copied = try await inMemory.withFile(contentType: .text) { url, inPlace in
            #expect(!inPlace)
            #expect(url.lastPathComponent == "table.csv")
            let contents = try Data(contentsOf: url)
            #expect(contents == Data("a,b\n".utf8))
            return url
        }
        #expect(!FileManager.default.fileExists(atPath: copied.path), "the copy is removed afterwards")

        let url = try fixture.file("clip.mov", "moov")
        let onDisk = IntentFile(fileURL: url, filename: "Holiday.mov")
        let opened = try await onDisk.withFile(contentType: .movie, allowOpenInPlace: true) { $0 == url && $1 }
        #expect(opened)
        let copy = try await onDisk.withFile(contentType: .movie) { url, _ in url }
        #expect(copy != url && copy.lastPathComponent == "Holiday.mov")
        #expect(FileManager.default.fileExists(atPath: url.path), "the original stays")

        // A name with a slash cannot write outside the temporary folder.
        let sneaky = IntentFile(data: Data([0]), filename: "../../escape")
        let inside = try await sneaky.withFile(contentType: .data) { url, _ in url.lastPathComponent }
        #expect(inside == ".._.._escape")
        await #expect(throws: IntentFileError.self) {
            try await inMemory.withFile(contentType: .image) { _, _ in () }
        }
    }

    @Test func removedOnCompletionIsKeptAsSet() {
        var file = IntentFile(data: Data(), filename: "out.txt")
        file.removedOnCompletion = true
        file.filename = "renamed.txt"
        #expect(file.removedOnCompletion && file.filename == "renamed.txt")
    }
}
