import IntentMetadata
import IntentRuntime

extension MetadataExtractor {
    /// The generator `extract` names in the metadata: this tool, not Xcode.
    static let generator = GeneratorMetadata(name: "intents", version: "1.0")

    /// The whole `extract.actionsdata` of a target, as Xcode 26 lays it out (sorted keys, every
    /// top-level array present, `version` 1, tile colour 14).
    /// - Parameter target: The bundle to describe.
    /// - Returns: The metadata.
    /// - Throws: ``MetadataTargetError`` when two intents share an identifier.
    static func bundle(for target: MetadataTarget) throws(MetadataTargetError) -> MetadataBundle {
        var actions: [String: ActionMetadata] = [:]
        var enumsByIdentifier: [String: EnumMetadata] = [:]
        let intents: [any AppIntent.Type]
        do {
            intents = try target.allIntents()
        } catch {
            throw MetadataTargetError("\(target.name): \(error)")
        }
        for type in intents {
            let (action, enums) = action(for: type)
            if let existing = actions[action.identifier] {
                throw MetadataTargetError(
                    "\(target.name): two intents have the identifier \(action.identifier): "
                        + "\(existing.fullyQualifiedTypeName ?? "?") and \(action.fullyQualifiedTypeName ?? "?")"
                )
            }
            for enumType in enums {
                let metadata = enumeration(enumType)
                enumsByIdentifier[metadata.identifier] = metadata
            }
            actions[action.identifier] = action
        }
        var autoShortcuts: [AutoShortcutMetadata] = []
        var providerName: String?
        if let provider = target.shortcutsProvider {
            var registry = IntentRegistry()
            let intents: [any AppIntent.Type]
            do {
                intents = try target.allIntents()
            } catch {
                throw MetadataTargetError("\(target.name): \(error)")
            }
            for type in intents { registry.register(type) }
            do {
                _ = try AppShortcutCatalog(
                    provider: provider,
                    registry: registry,
                    applicationName: target.applicationNames.first ?? target.name,
                    synonyms: Array(target.applicationNames.dropFirst())
                )
            } catch {
                throw MetadataTargetError("\(target.name): \(error)")
            }
            providerName = _mangledTypeName(provider)
            autoShortcuts = provider.appShortcuts.map { shortcut in
                AutoShortcutMetadata(
                    actionIdentifier: String(describing: shortcut.intentType),
                    phraseTemplates: shortcut.phraseTemplates.map {
                        LocalizedStringMetadata(key: $0, alternatives: [])
                    },
                    shortTitle: localized(shortcut.shortTitle),
                    systemImageName: shortcut.systemImageName,
                    additionalFields: ["availabilityAnnotations": availability]
                )
            }
        }
        return MetadataBundle(
            actions: actions,
            enums: enumsByIdentifier.keys.sorted().compactMap { enumsByIdentifier[$0] },
            autoShortcuts: autoShortcuts,
            autoShortcutProviderMangledName: providerName,
            shortcutTileColor: 14,
            generator: generator,
            formatVersion: 1,
            toolsVersion: generator.version,
            additionalFields: [
                "assistantEntities": [],
                "assistantIntentNegativePhrases": [],
                "assistantIntents": [],
            ]
        )
    }
}

/// A registered set of intents that cannot be described as one metadata bundle.
struct MetadataTargetError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
