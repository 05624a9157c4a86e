import IntentMetadata
import IntentRuntime
import Mangling

extension MetadataExtractor {
    /// The generator `extract` names in the metadata: this tool, not Xcode.
    static let generator = GeneratorMetadata(name: "intents", version: "1.0")

    /// The whole `extract.actionsdata` of a target, as Xcode 26 lays it out (sorted keys, every
    /// top-level array present, `version` 1, tile colour 14).
    /// - Parameter target: The bundle to describe.
    /// - Returns: The metadata.
    /// - Throws: ``MetadataTargetError`` when two intents share an identifier, or a type name
    ///   cannot be rewritten into ``MetadataTarget/writtenAsModule``.
    static func bundle(for target: MetadataTarget) throws(MetadataTargetError) -> MetadataBundle {
        var actions: [String: ActionMetadata] = [:]
        var enumsByIdentifier: [String: EnumMetadata] = [:]
        for type in target.intents {
            var (action, enums) = action(for: type)
            if let existing = actions[action.identifier] {
                throw MetadataTargetError(
                    "\(target.name): two intents have the identifier \(action.identifier): "
                        + "\(existing.fullyQualifiedTypeName ?? "?") and \(action.fullyQualifiedTypeName ?? "?")"
                )
            }
            for enumType in enums {
                var metadata = enumeration(enumType)
                if let module = target.writtenAsModule {
                    try rewrite(&metadata.mangledTypeName, &metadata.fullyQualifiedTypeName, into: module)
                }
                enumsByIdentifier[metadata.identifier] = metadata
            }
            if let module = target.writtenAsModule {
                try rewrite(&action.mangledTypeName, &action.fullyQualifiedTypeName, into: module)
                action.mangledTypeNameV2 = action.mangledTypeName
            }
            actions[action.identifier] = action
        }
        return MetadataBundle(
            actions: actions,
            enums: enumsByIdentifier.keys.sorted().compactMap { enumsByIdentifier[$0] },
            autoShortcuts: [],
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

    /// Rewrites a mangled and a qualified type name as if the type were declared in `module`.
    private static func rewrite(
        _ mangled: inout String?,
        _ qualified: inout String?,
        into module: String
    ) throws(MetadataTargetError) {
        guard let name = mangled else { return }
        do {
            let parsed = try MangledTypeName(parsing: name)
            let moved = MangledTypeName.nominal(module: module, path: parsed.nominalPath)
            mangled = moved.mangled
            qualified = moved.description
        } catch {
            throw MetadataTargetError("cannot rewrite \(name) into module \(module): \(error)")
        }
    }
}

/// A registered set of intents that cannot be described as one metadata bundle.
struct MetadataTargetError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
