import Foundation
import Testing

@testable import IntentCommandLine

@Suite("Finding a host's Intents/ folder")
struct MetadataDirectoryTests {
    /// `outer/Package.swift`, `outer/Intents/`, and `outer/Examples/Inner/Package.swift` with
    /// `Sources/inner/` below it: a package nested in another, as an example in a repository.
    static func nestedPackages() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("metadata-dir-\(UUID().uuidString)")
        let inner = root.appendingPathComponent("Examples/Inner")
        for folder in ["Intents", "Examples/Inner/Sources/inner"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for package in [root, inner] {
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        }
        return root
    }

    @Test func aNestedPackageWithoutIntentsDoesNotTakeTheOuterPackagesFolder() throws {
        let root = try Self.nestedPackages()
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Examples/Inner/Sources/inner")
        #expect(MetadataDirectory.package(holding: sources)?.lastPathComponent == "Inner")
        #expect(MetadataDirectory.find(folderName: "Intents", from: [sources]) == nil)
    }

    @Test func aNestedPackageFindsItsOwnFolder() throws {
        let root = try Self.nestedPackages()
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent("Examples/Inner")
        try FileManager.default.createDirectory(
            at: inner.appendingPathComponent("Intents"), withIntermediateDirectories: true)
        let found = MetadataDirectory.find(folderName: "Intents", from: [inner.appendingPathComponent("Sources")])
        #expect(found?.standardizedFileURL.path == inner.appendingPathComponent("Intents").standardizedFileURL.path)
    }

    @Test func theNextStartIsTriedWhenTheFirstPackageHasNoFolder() throws {
        let root = try Self.nestedPackages()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = MetadataDirectory.find(
            folderName: "Intents",
            from: [root.appendingPathComponent("Examples/Inner"), root.appendingPathComponent("Examples")])
        #expect(found?.standardizedFileURL.path == root.appendingPathComponent("Intents").standardizedFileURL.path)
    }

    @Test func outsideAnyPackageNothingIsFound() {
        #expect(MetadataDirectory.package(holding: URL(fileURLWithPath: "/")) == nil)
    }
}
