import Foundation
import MetadataTestSupport

/// The mangled names in `extract.actionsdata` files: the real corpus's (`MetadataCorpus`, not in the repository)
/// and the synthetic fixtures' (`MetadataFixtures`, committed).
enum CorpusNames {
    /// Every value of a mangled-name field, with the file it came from.
    struct Collected {
        /// Mangled names, in file order (duplicates kept).
        var names: [(file: String, name: String)] = []
        /// Values skipped: empty strings and bare names that are not mangled (e.g. "ChangeOperation").
        var skipped: [(file: String, value: String)] = []
    }

    /// Whether a field value is a mangled name rather than a bare framework type name.
    static func isMangled(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || value.hasPrefix("$s") || value.hasPrefix("_$s")
    }

    /// The real corpus's names.
    /// - Throws: `MetadataCorpus.MissingCorpus` when the corpus is absent.
    static func corpus() throws -> Collected {
        guard let directory = MetadataCorpus.directory else { throw MetadataCorpus.MissingCorpus() }
        return try collect(in: directory)
    }

    /// The synthetic fixtures' names.
    static func fixtures() throws -> Collected {
        try collect(in: MetadataFixtures.directory)
    }

    /// Reads every `*.actionsdata` file of `directory` and collects the values of actions' `mangledTypeName`,
    /// `mangledTypeNameV2` and `mangledTypeNameByBundleIdentifier(V2)` values, entities', enums' and queries'
    /// `mangledTypeName`, and `autoShortcutProviderMangledName`.
    static func collect(in directory: URL) throws -> Collected {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".actionsdata") }
            .sorted()
        var collected = Collected()
        func take(_ value: Any?, _ file: String) {
            if let string = value as? String {
                if isMangled(string) {
                    collected.names.append((file, string))
                } else {
                    collected.skipped.append((file, string))
                }
            } else if let map = value as? [String: Any] {
                for key in map.keys.sorted() { take(map[key], file) }
            }
        }
        func takeEntries(_ container: Any?, _ file: String, keys: [String]) {
            var entries: [[String: Any]] = []
            if let map = container as? [String: Any] {
                entries = map.keys.sorted().compactMap { map[$0] as? [String: Any] }
            } else if let array = container as? [[String: Any]] {
                entries = array
            }
            for entry in entries {
                for key in keys { take(entry[key], file) }
            }
        }
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            takeEntries(
                root["actions"],
                file,
                keys: [
                    "mangledTypeName", "mangledTypeNameV2", "mangledTypeNameByBundleIdentifier",
                    "mangledTypeNameByBundleIdentifierV2",
                ]
            )
            for section in ["entities", "enums", "queries"] {
                takeEntries(root[section], file, keys: ["mangledTypeName"])
            }
            take(root["autoShortcutProviderMangledName"], file)
        }
        return collected
    }
}
