import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

extension PhraseLookup {
    /// Why a phrase's words name no value of a parameter.
    struct UnmatchedValue: Error, CustomStringConvertible {
        let description: String
    }

    /// The invocation value a phrase's words give a parameter: for an entity parameter the
    /// identifier of the entity they name (by its query's text search, else among its suggested
    /// entities, by title); otherwise the words themselves.
    /// - Throws: ``UnmatchedValue`` when the words name no entity.
    static func value(
        of text: String,
        for parameter: String,
        of identifier: String,
        in application: HostApplication
    ) async throws(UnmatchedValue) -> InvocationValue {
        guard let target = try? application.host.target(for: identifier),
            let type = target.intent.parameter(named: parameter)?.wrappedType.type as? any AppEntity.Type
        else { return .string(text) }
        let entity = RegisteredEntity(type)
        let candidates: [any AppEntity]
        do {
            candidates = try await application.host.withDependencies {
                if let matches = try await entity.entities(matching: text) { return matches }
                return try await entity.suggestedEntities()
            }
        } catch {
            throw UnmatchedValue(description: "\(entity.identifier)'s query threw while matching \"\(text)\": \(error)")
        }
        // Case does not count (lowercased, as FoundationEssentials has no case-insensitive compare).
        let wanted = text.lowercased()
        let exact = candidates.first { $0.displayRepresentation.title.key.lowercased() == wanted }
        let usesSearch = entity.supportsStringQuery
        guard let chosen = exact ?? (usesSearch ? candidates.first : nil) else {
            throw UnmatchedValue(
                description: "the phrase names \"\(text)\" for '\(parameter)', and no \(entity.identifier) matches it; "
                    + "see '\(InvocationChannel.current.programName) entities \(entity.identifier)'"
            )
        }
        return .string(chosen.identifierText)
    }
}
