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

    /// The names of the `*.appintents` folders in `directory`, sorted, without their extension: `CarControl` for
    /// `Intents/CarControl.appintents`.
    static func names(in directory: URL?) -> [String] {
        guard let directory, let entries = SystemFiles.entryNames(inDirectory: directory.path) else { return [] }
        return entries.filter { $0.hasSuffix(".appintents") }.sorted().map { String($0.dropLast(11)) }
    }

    /// Loads one metadata folder or `extract.actionsdata` file named on the command line or found in a bundle.
    static func load(url: URL) throws(MetadataError) -> LoadedBundle {
        LoadedBundle(name: AppBundleLayout.displayName(of: url), url: url, bundle: try MetadataBundle(contentsOf: url))
    }
}
