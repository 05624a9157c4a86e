import Foundation

/// The real `extract.actionsdata` files of other people's apps, which are never committed to this repository.
///
/// They are found in the folder named by `INTENT_METADATA_CORPUS`, else in `shared/corpus/actionsdata` beside the
/// repository or beside any folder above it. Tests that need them carry ``requiresMetadataCorpus`` and are reported
/// as skipped, with ``skipNote``, when the corpus is absent.
package enum MetadataCorpus {
    /// The environment variable that names the corpus folder.
    package static let environmentVariable = "INTENT_METADATA_CORPUS"

    /// The corpus folder, or `nil` when there is none. A folder named by the environment variable is taken as
    /// given, so a wrong path fails the corpus tests with the file they could not read instead of skipping them.
    package static let directory: URL? = {
        if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("shared/corpus/actionsdata", isDirectory: true)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
            if exists && isDirectory.boolValue { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Whether the corpus was found.
    package static var isAvailable: Bool { directory != nil }

    /// The one line a skipped corpus test reports.
    package static let skipNote =
        "needs the real metadata corpus, which is not in the repository: set \(environmentVariable) to its folder "
        + "(or put shared/corpus/actionsdata beside the repository)"

    /// The real `extract.actionsdata` files, by file name.
    package static let files: [String] = [
        "PoomSmart_TrollLEDs_Resources.actionsdata",
        "PoomSmart_TrollLEDs_Resources_v1-old.actionsdata",
        "pom11_Radio_Resources.actionsdata",
    ]

    /// A corpus file's location.
    /// - Parameter name: The file name.
    /// - Returns: The file's URL.
    /// - Throws: ``MissingCorpus`` when the corpus was not found.
    package static func url(_ name: String) throws -> URL {
        guard let directory else { throw MissingCorpus() }
        return directory.appendingPathComponent(name)
    }

    /// A corpus file's bytes.
    /// - Parameter name: The file name.
    /// - Returns: The bytes.
    /// - Throws: ``MissingCorpus``, or the error reading the file.
    package static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name)))
    }

    /// The companion `<name>.version.json`, when the corpus has one.
    /// - Parameter name: The `.actionsdata` file name.
    /// - Returns: The bytes, or `nil`.
    /// - Throws: ``MissingCorpus``, or the error reading the file.
    package static func versionJSON(for name: String) throws -> [UInt8]? {
        let url = try url(name.replacingOccurrences(of: ".actionsdata", with: ".version.json"))
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return [UInt8](try Data(contentsOf: url))
    }

    /// Thrown when a test reads the corpus although it is absent (a test without ``requiresMetadataCorpus``).
    package struct MissingCorpus: Error, CustomStringConvertible {
        /// Creates the error.
        package init() {}

        /// The message.
        package var description: String { "the real metadata corpus was not found; this test " + skipNote }
    }
}
