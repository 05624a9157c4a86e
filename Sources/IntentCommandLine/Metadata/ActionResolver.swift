import IntentMetadata
import IntentRuntime
import Mangling

/// Resolves metadata actions to registered intent types, and explains the ones that do not
/// resolve: what the metadata names, what the registry has instead, and what to do.
enum ActionResolver {
    /// How one action resolved.
    enum Resolution {
        /// The action's type name is a registered intent.
        case resolved(RegisteredIntent, field: String)
        /// No registered intent has the action's type name.
        case unresolved(name: String, diagnostic: String)
    }

    /// Resolves an action: `mangledTypeNameByBundleIdentifier(V2)[bundle]`, then
    /// `mangledTypeNameV2`, then `mangledTypeName`.
    static func resolve(
        _ action: ActionMetadata,
        in registry: IntentRegistry,
        bundleIdentifier: String? = nil
    ) -> Resolution {
        var candidates: [(field: String, name: String?)] = []
        if let bundleIdentifier {
            candidates.append(
                ("mangledTypeNameByBundleIdentifierV2", action.mangledTypeNameByBundleIdentifierV2[bundleIdentifier]))
            candidates.append(
                ("mangledTypeNameByBundleIdentifier", action.mangledTypeNameByBundleIdentifier[bundleIdentifier]))
        }
        candidates.append(("mangledTypeNameV2", action.mangledTypeNameV2))
        candidates.append(("mangledTypeName", action.mangledTypeName))
        let names = candidates.compactMap { field, name in name.flatMap { $0.isEmpty ? nil : (field, $0) } }
        for (field, name) in names {
            if let intent = registry.intent(mangledName: name) { return .resolved(intent, field: field) }
        }
        guard let (_, name) = names.first else {
            return .unresolved(
                name: "",
                diagnostic: "the action has no mangledTypeName: nothing to resolve; regenerate the metadata"
            )
        }
        return .unresolved(name: name, diagnostic: diagnose(name, identifier: action.identifier, registry: registry))
    }

    /// Why a mangled name has no registered intent, with the likeliest fix.
    static func diagnose(_ name: String, identifier: String, registry: IntentRegistry) -> String {
        let parsed: MangledTypeName
        do {
            parsed = try MangledTypeName(parsing: name)
        } catch {
            return "metadata names `\(name)`, which is not a mangled type name (\(error.message)); "
                + "regenerate the metadata"
        }
        let named = "metadata names `\(name)` (\(parsed.description))"
        let simpleName = parsed.name ?? identifier
        let path = parsed.nominalPath.map(\.name)
        var moved: [RegisteredIntent] = []
        var renested: [RegisteredIntent] = []
        for intent in registry.intents {
            guard let other = try? MangledTypeName(parsing: intent.mangledTypeName) else { continue }
            let otherPath = other.nominalPath.map(\.name)
            if other.name == simpleName, other.module != parsed.module {
                moved.append(intent)
            } else if other.module == parsed.module, other.name == simpleName, otherPath != path {
                renested.append(intent)
            }
        }
        if let intent = moved.first {
            let others = moved.count > 1 ? " (and \(moved.count - 1) more)" : ""
            return named + "; the registry has `\(simpleName)` only as `\(intent.fullyQualifiedTypeName)` "
                + "(`\(intent.mangledTypeName)`)\(others) — the intent moved into module `\(intent.moduleName)`; "
                + "regenerate the metadata (`intents extract`)"
        }
        if let intent = renested.first {
            return named + "; the registry has `\(intent.fullyQualifiedTypeName)` (`\(intent.mangledTypeName)`) "
                + "— the type is nested differently; regenerate the metadata (`intents extract`)"
        }
        if let intent = registry.intents(identifier: identifier).first {
            return named + "; the registry's `\(identifier)` is `\(intent.fullyQualifiedTypeName)` "
                + "(`\(intent.mangledTypeName)`) — the type was renamed or moved; regenerate the metadata"
        }
        return named + "; no registered intent has this type. Register it at startup "
            + "(`registry.register(\(simpleName).self)`); only registered types ever run"
    }
}
