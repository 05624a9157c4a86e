import Foundation
import Testing

/// Locates `shared/corpus/actionsdata` beside the repository (walking up from this file), or at the folder
/// named by the `INTENT_METADATA_CORPUS` environment variable.
enum Corpus {
    static let directory: URL? = {
        if let override = ProcessInfo.processInfo.environment["INTENT_METADATA_CORPUS"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus/actionsdata", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// The real `extract.actionsdata` files, by file name.
    static let files: [String] = [
        "PoomSmart_TrollLEDs_Resources.actionsdata",
        "PoomSmart_TrollLEDs_Resources_v1-old.actionsdata",
        "pom11_Radio_Resources.actionsdata",
    ]

    static func url(_ name: String) throws -> URL {
        let directory = try #require(directory, "shared/corpus/actionsdata not found; set INTENT_METADATA_CORPUS")
        return directory.appendingPathComponent(name)
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name)))
    }

    /// The companion `version.json`, when the corpus has one.
    static func versionJSON(for name: String) throws -> [UInt8]? {
        let versionName = name.replacingOccurrences(of: ".actionsdata", with: ".version.json")
        let url = try url(versionName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return [UInt8](try Data(contentsOf: url))
    }
}
