import Foundation
import IntentMetadata
import Testing

/// Metadata `extract` writes is read back with the default limits: the largest string accepted is
/// written and read; one byte more is refused before anything is written.
@Suite("Metadata write/read symmetry")
struct MetadataWriteReadSymmetryTests {
    func bundle(mangledNameBytes count: Int) -> MetadataBundle {
        let action = ActionMetadata(identifier: "A", mangledTypeName: String(repeating: "a", count: count))
        return MetadataBundle(actions: ["A": action])
    }

    @Test("a string of 1 MiB is written and read back; one of 1 MiB + 1 byte is refused at write time")
    func stringLimit() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("metadata-symmetry-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let largest = MetadataLimits.default.maxStringBytes
        try bundle(mangledNameBytes: largest).write(to: directory)
        let read = try MetadataBundle(contentsOf: directory)
        #expect(read.actions["A"]?.mangledTypeName?.utf8.count == largest)

        let over = directory.appendingPathComponent("over")
        let error = try #require(throws: MetadataError.self) {
            try bundle(mangledNameBytes: largest + 1).write(to: over)
        }
        #expect(error.code == .stringTooLong)
        #expect(error.message.contains("would not be read back"), "\(error.message)")
        #expect(!FileManager.default.fileExists(atPath: over.path), "something was written")
    }
}
