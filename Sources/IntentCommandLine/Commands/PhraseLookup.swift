import IntentRuntime

/// Finds the App Shortcut a spoken or typed phrase means, in the host's loaded metadata.
enum PhraseLookup {
    /// The first bundle's shortcut whose phrase matches, with the parameter values it names.
    static func match(_ phrase: String, in application: HostApplication) -> ShortcutMatch? {
        for loaded in application.loadedBundles where !loaded.bundle.autoShortcuts.isEmpty {
            let names = application.metadataTargets.first { $0.name == loaded.name }?.applicationNames ?? []
            guard
                let catalog = try? AppShortcutCatalog(
                    metadata: loaded.bundle,
                    applicationName: names.first ?? loaded.name,
                    synonyms: Array(names.dropFirst())
                )
            else { continue }
            if let match = catalog.match(phrase) { return match }
        }
        return nil
    }
}
