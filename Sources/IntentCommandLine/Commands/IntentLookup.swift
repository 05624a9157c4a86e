import IntentMetadata
import IntentRuntime

/// Finds registered intents and their metadata by what a user types.
enum IntentLookup {
    /// The result of looking an intent up.
    enum Result {
        case found(RegisteredIntent)
        case failed(String)
    }

    /// The registered intent with an identifier (`CommandAppIntent`) or qualified name
    /// (`CarControl.CommandAppIntent`).
    static func find(_ name: String, in registry: IntentRegistry, programName: String) -> Result {
        if let intent = registry.intent(qualifiedName: name) { return .found(intent) }
        let matches = registry.intents(identifier: name)
        if matches.count == 1 { return .found(matches[0]) }
        if matches.count > 1 {
            let names = matches.map(\.fullyQualifiedTypeName).joined(separator: ", ")
            return .failed("'\(name)' names several intents (\(names)); pass the qualified name")
        }
        let known = registry.intents.map(\.identifier)
        return .failed(
            "no registered intent '\(name)'." + Suggestion.hint(for: name, among: known)
                + " See '\(programName) list'."
        )
    }

    /// The action metadata that describes a registered intent: the first loaded action whose
    /// type name is the registered type's, with the enums of its bundle.
    static func metadata(
        for intent: RegisteredIntent,
        in bundles: [LoadedBundle]
    ) -> (action: ActionMetadata, enums: [EnumMetadata])? {
        for loaded in bundles {
            if let action = loaded.bundle.action(mangledTypeName: intent.mangledTypeName) {
                return (action, loaded.bundle.enums)
            }
        }
        return nil
    }
}
