import Foundation

/// The synthetic `extract.actionsdata` files committed in `Tests/IntentMetadataTests/Fixtures`: fictional apps
/// written by this project, each in the shape one Xcode generation writes (see the folder's README).
package enum MetadataFixtures {
    /// How a file orders the keys of its objects.
    package enum KeyOrder: Sendable {
        /// Hash order, as Xcode 15.2 and 16 write.
        case unordered
        /// Sorted by UTF-8 bytes, as most Xcode 26 and 27 files are, and as the writer writes.
        case byteOrder
        /// Sorted ignoring case, as some Xcode 26 files are.
        case caseInsensitive
    }

    /// One fixture file.
    package struct Fixture: Sendable, CustomStringConvertible {
        /// The file name.
        package var name: String
        /// `generator.version`.
        package var generatorVersion: String
        /// How the file orders its keys.
        package var keyOrder: KeyOrder
        /// Whether a `<name>.version.json` sits beside it.
        package var hasVersionFile: Bool

        /// The file name.
        package var description: String { name }
    }

    /// The fixtures folder.
    package static let directory: URL = repositoryRoot.appendingPathComponent(
        "Tests/IntentMetadataTests/Fixtures", isDirectory: true)

    /// The repository's root folder, found from this source file's location.
    package static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MetadataTestSupport
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// Xcode 15.2: `{key}` strings, unordered keys, V1 forms only, three App Shortcuts.
    package static let xcode15 = Fixture(
        name: "lamplighter-xcode15.2.actionsdata", generatorVersion: "15.2", keyOrder: .unordered,
        hasVersionFile: true)
    /// Xcode 16 beta: unordered, `{key}` strings, a File and a Measurement parameter, a per-bundle name map.
    package static let xcode16Beta = Fixture(
        name: "harbor-xcode16beta.actionsdata", generatorVersion: "16A5230g", keyOrder: .unordered,
        hasVersionFile: false)
    /// Xcode 26, byte-sorted: an entity, a query, an enum, ten App Shortcuts, an empty V1 mangled name, per-bundle
    /// maps and parameter summaries.
    package static let xcode26 = Fixture(
        name: "tidewater-xcode26.actionsdata", generatorVersion: "17C52", keyOrder: .byteOrder, hasVersionFile: true)
    /// Xcode 26, sorted ignoring case: a `codable` entity wrapper and a framework enum with a bare name.
    package static let xcode26CaseInsensitive = Fixture(
        name: "almanac-xcode26-casefold.actionsdata", generatorVersion: "17E6107", keyOrder: .caseInsensitive,
        hasVersionFile: true)
    /// Xcode 27: entity sync metadata, differing V1/V2 protocol payloads, assistant intents, unknown members
    /// and kinds.
    package static let xcode27 = Fixture(
        name: "orchard-xcode27.actionsdata", generatorVersion: "27A266a", keyOrder: .byteOrder, hasVersionFile: true)

    /// Every fixture, oldest generation first.
    package static let all: [Fixture] = [xcode15, xcode16Beta, xcode26, xcode26CaseInsensitive, xcode27]

    /// Every fixture's file name, oldest generation first.
    package static var files: [String] { all.map(\.name) }

    /// A fixture's location.
    /// - Parameter name: The file name.
    /// - Returns: The URL.
    package static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// A fixture's bytes.
    /// - Parameter name: The file name.
    /// - Returns: The bytes.
    /// - Throws: The error reading the file.
    package static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name)))
    }

    /// The companion `<name>.version.json`, when there is one.
    /// - Parameter name: The `.actionsdata` file name.
    /// - Returns: The bytes, or `nil`.
    /// - Throws: The error reading the file.
    package static func versionJSON(for name: String) throws -> [UInt8]? {
        let url = url(name.replacingOccurrences(of: ".actionsdata", with: ".version.json"))
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return [UInt8](try Data(contentsOf: url))
    }

    /// Assembles a `Metadata.appintents` folder (the fixture as `extract.actionsdata`, with its `version.json`
    /// when it has one) at `folder`.
    /// - Parameters:
    ///   - name: The fixture's file name.
    ///   - folder: The `Metadata.appintents` folder to create.
    /// - Throws: The error reading or writing a file.
    package static func assembleBundle(_ name: String, at folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes(name)).write(to: folder.appendingPathComponent("extract.actionsdata"))
        if let version = try versionJSON(for: name) {
            try Data(version).write(to: folder.appendingPathComponent("version.json"))
        }
    }
}
