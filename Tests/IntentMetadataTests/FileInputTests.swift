import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

/// What is given as a metadata file is outside input: only regular files are read, and errors about the file
/// itself say so without pointing into a document.
@Suite("Metadata files: non-regular files and file-level errors")
struct FileInputTests {
    @Test("a FIFO given as the metadata file is refused at once, not waited on")
    func fifoFile() async throws {
        let folder = try TemporaryFolder()
        let pipe = try NamedPipe(at: folder.url.appendingPathComponent("extract.actionsdata"))
        let (error, inTime) = await pipe.withDeadline(seconds: 10) {
            #expect(throws: MetadataError.self) { try MetadataBundle(contentsOf: pipe.url) }
        }
        #expect(inTime, "reading a FIFO blocked until the test released it")
        let refusal = try #require(error)
        #expect(refusal.code == .unreadable)
        #expect(refusal.file == pipe.url.path)
        #expect(refusal.message.contains("a FIFO (named pipe), not a regular file"))
        #expect(!refusal.description.contains("top level"))
    }

    @Test("a FIFO inside a Metadata.appintents folder is refused at once, as extract.actionsdata or version.json")
    func fifoInFolder() async throws {
        for name in ["extract.actionsdata", "version.json"] {
            let folder = try TemporaryFolder()
            let bundle = folder.url.appendingPathComponent("Metadata.appintents")
            try MetadataFixtures.assembleBundle(MetadataFixtures.xcode26.name, at: bundle)
            try FileManager.default.removeItem(at: bundle.appendingPathComponent(name))
            let pipe = try NamedPipe(at: bundle.appendingPathComponent(name))
            let (error, inTime) = await pipe.withDeadline(seconds: 10) {
                #expect(throws: MetadataError.self) { try MetadataBundle(contentsOf: bundle) }
            }
            #expect(inTime, "\(name): reading a FIFO blocked until the test released it")
            #expect(error?.code == .unreadable, "\(name)")
            #expect(error?.file == pipe.url.path, "\(name)")
        }
    }

    @Test("a folder where the metadata file belongs is named for what it is")
    func folderAsFile() throws {
        let folder = try TemporaryFolder()
        let error = try #require(throws: MetadataError.self) {
            try MetadataBundle.readFile(folder.url, limit: 1024)
        }
        #expect(error.code == .unreadable)
        #expect(error.message.hasPrefix("a folder, not a regular file"))
    }

    @Test(
        "file-level errors name no place in the document; document errors at the top keep \"(at the top level)\"",
        arguments: [
            (MetadataError.Code.fileNotFound, false), (.unreadable, false), (.unwritable, false), (.tooLarge, false),
            (.unexpectedType, true), (.syntax, true), (.invalidUTF8, true),
        ] as [(MetadataError.Code, Bool)])
    func topLevelSuffix(code: MetadataError.Code, namesTheTopLevel: Bool) {
        let error = MetadataError(code: code, message: "m", file: "x.actionsdata")
        #expect(error.description.hasSuffix("(at the top level)") == namesTheTopLevel, "\(error)")
        #expect(error.description.hasPrefix("x.actionsdata: error: m"))
        var located = error
        located.pathComponents = [.key("actions")]
        #expect(located.description.hasSuffix("(at actions)"))
    }

    @Test("a missing file's message ends with the fix, not with a JSON place")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let missing = folder.url.appendingPathComponent("none.actionsdata")
        let error = try #require(throws: MetadataError.self) { try MetadataBundle(contentsOf: missing) }
        #expect(error.description == "\(missing.path): error: no such file or folder")
    }
}
