import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A metadata bundle read from disk, with the name it is shown under.
struct LoadedBundle: Sendable {
    /// `CarControl` for `Intents/CarControl.appintents`.
    var name: String

    /// The folder or file it was read from.
    var url: URL

    /// The metadata.
    var bundle: MetadataBundle

    /// Every `*.appintents` folder in `directory`, sorted by name, with the ones that failed to load.
    static func loadAll(in directory: URL?) -> (bundles: [LoadedBundle], failures: [(URL, MetadataError)]) {
        guard let directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return ([], []) }
        var bundles: [LoadedBundle] = []
        var failures: [(URL, MetadataError)] = []
        for name in names.sorted() where name.hasSuffix(".appintents") {
            let url = directory.appendingPathComponent(name, isDirectory: true)
            do {
                bundles.append(
                    LoadedBundle(name: String(name.dropLast(11)), url: url, bundle: try MetadataBundle(contentsOf: url))
                )
            } catch {
                failures.append((url, error))
            }
        }
        return (bundles, failures)
    }

    /// Loads one metadata folder or `extract.actionsdata` file named on the command line or found in a bundle.
    static func load(url: URL) throws(MetadataError) -> LoadedBundle {
        LoadedBundle(name: AppBundleLayout.displayName(of: url), url: url, bundle: try MetadataBundle(contentsOf: url))
    }
}
