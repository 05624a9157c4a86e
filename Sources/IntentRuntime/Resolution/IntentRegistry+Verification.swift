import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension IntentRegistry {
    /// Checks that checked-in metadata matches the registered intents, in one line of a test:
    ///
    /// ```swift
    /// @Test func theMetadataMatchesTheCode() throws {
    ///     try registry.verifyMetadata(at: intentsFolder, hostBundleIdentifier: "com.example.tasks")
    /// }
    /// ```
    ///
    /// It passes when every action resolves to a registered intent, every registered intent has an action, no
    /// identifier resolves to two types across the bundles, no registered copy of an intent is left that never runs
    /// (an intent moved into a framework, its old copy still registered), and metadata and Swift agree on every
    /// parameter: the findings of ``resolve(_:hostBundleIdentifier:)``, warnings included.
    /// - Parameters:
    ///   - url: A `.appintents` folder, an `extract.actionsdata` file, or a folder of `.appintents` folders (every
    ///     one of them is loaded, as a host loads its `Intents/`).
    ///   - hostBundleIdentifier: The app's or extension's bundle identifier.
    /// - Throws: ``MetadataMismatch`` listing every finding, and every file that could not be loaded.
    public func verifyMetadata(at url: URL, hostBundleIdentifier: String) throws(MetadataMismatch) {
        let files = Self.metadataFiles(at: url.path)
        var bundles: [MetadataBundle] = []
        var problems: [String] = []
        for file in files {
            do {
                bundles.append(try MetadataBundle(contentsOf: URL(fileURLWithPath: file)))
            } catch {
                problems.append(error.description)
            }
        }
        if files.isEmpty {
            problems.append("no metadata at \(url.path): pass a .appintents folder or a folder of them")
        }
        try Self.verify(resolve(bundles, hostBundleIdentifier: hostBundleIdentifier), problems: problems)
    }

    /// Throws when a report, or loading what it reports on, found anything.
    static func verify(_ report: ResolutionReport, problems: [String]) throws(MetadataMismatch) {
        let findings = report.diagnostics
        guard findings.isEmpty && problems.isEmpty else {
            throw MetadataMismatch(findings: findings, problems: problems)
        }
    }

    /// The bundles at `path`: the bundle itself, or each `.appintents` folder in it, in name order.
    private static func metadataFiles(at path: String) -> [String] {
        if (try? MetadataBundle.actionsDataFile(at: path)) != nil { return [path] }
        let names = SystemFiles.entryNames(inDirectory: path) ?? []
        return names.filter { $0.hasSuffix(".appintents") }.sorted().map { path + "/" + $0 }
    }
}

extension IntentHost {
    /// Checks that the host's metadata matches its registered intents, as
    /// ``IntentRegistry/verifyMetadata(at:hostBundleIdentifier:)`` does for files.
    ///
    /// A host made without metadata (`IntentHost(bundleIdentifier:registry:)`) runs registered intents by
    /// identifier and never reads metadata: it fails this check, since it cannot tell stale metadata from fresh.
    /// - Throws: ``MetadataMismatch`` listing every finding; when no bundle is loaded, saying so.
    public func verifyMetadata() throws(MetadataMismatch) {
        var problems = metadata.outcomes.compactMap { outcome -> String? in
            guard case .failure(let error) = outcome else { return nil }
            return error.description
        }
        if bundles.isEmpty && problems.isEmpty {
            problems.append(
                "the host has no metadata loaded, so nothing can be checked: give it the checked-in bundles")
        }
        try IntentRegistry.verify(report, problems: problems)
    }
}
