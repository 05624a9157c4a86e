import IntentMetadata
import IntentRuntime

extension MetadataExtractor {
    /// The generator `extract` names in the metadata: this tool, not Xcode.
    static let generator = GeneratorMetadata(name: "intents", version: "1.0")

    /// The whole `extract.actionsdata` of a target, as Xcode 26 lays it out (sorted keys, every
    /// top-level array present, `version` 1, tile colour 14).
    /// - Parameters:
    ///   - target: The bundle to describe.
    ///   - sources: What the sources declare (`extract --sources`); none by default.
    /// - Returns: The metadata.
    /// - Throws: ``MetadataTargetError`` when two intents share an identifier.
    static func bundle(for target: MetadataTarget, sources: SourceDeclarations = SourceDeclarations())
        throws(MetadataTargetError) -> MetadataBundle
    {
        var registry = IntentRegistry()
        do {
            for type in try target.allIntents() { registry.register(type) }
        } catch {
            throw MetadataTargetError("\(target.name): \(error)")
        }
        // A parameter whose type metadata has no kind for would be written without a value type and
        // fail only when a value is passed: refuse it here, as Apple's compiler refuses it.
        let unrepresentable = registry.intents.flatMap { intent in
            intent.parameters.filter { ParameterTypeMapping.valueType(of: $0.wrappedType.type) == nil }.map {
                "\(intent.fullyQualifiedTypeName).\($0.name): \($0.swiftTypeName)"
            }
        }
        guard unrepresentable.isEmpty else {
            throw MetadataTargetError(
                "\(target.name): metadata cannot describe the type of "
                    + unrepresentable.joined(separator: ", ")
                    + "; a parameter's type must be String, Bool, an integer, Double, Date, DateComponents, URL, "
                    + "an AppEnum, an AppEntity, or an array or optional of one of them"
            )
        }
        var actions: [String: ActionMetadata] = [:]
        for intent in registry.intents {
            let action = action(for: intent.type, sources: sources)
            if let existing = actions[action.identifier] {
                throw MetadataTargetError(
                    "\(target.name): two intents have the identifier \(action.identifier): "
                        + "\(existing.fullyQualifiedTypeName ?? "?") and \(action.fullyQualifiedTypeName ?? "?")"
                )
            }
            actions[action.identifier] = action
        }
        var entities: [String: EntityMetadata] = [:]
        var queries: [String: QueryMetadata] = [:]
        for entity in registry.entities {
            entities[entity.identifier] = self.entity(entity)
            // A transient entity is made, never looked up: it has no query.
            guard !entity.isTransient else { continue }
            let query = self.query(of: entity)
            queries[query.identifier] = query
        }
        let enums = registry.enums.sorted { $0.identifier < $1.identifier }.map(enumeration)
        var autoShortcuts: [AutoShortcutMetadata] = []
        var providerName: String?
        if let provider = target.shortcutsProvider {
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
                    // The intent's availability, as Velouria's shortcuts carry their intents' `iOS 16.0`.
                    additionalFields: [
                        "availabilityAnnotations": availability(
                            of: sources.declaration(
                                ofQualifiedName: _typeName(shortcut.intentType, qualified: true)))
                    ]
                )
            }
        }
        return MetadataBundle(
            actions: actions,
            entities: entities,
            queries: queries,
            enums: enums,
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
