import IntentMetadata

// MARK: - Findings across actions: one identifier for two types, and copies that never run

extension IntentRegistry {
    /// Adds a ``ResolutionDiagnostic/Code/duplicateIdentifier`` error to every resolved action whose identifier
    /// other loaded actions resolve to another registered type: ``IntentHost/run(identifier:parameters:widgetKinds:)``
    /// refuses such an identifier as ambiguous, so validation says so too.
    /// - Parameter resolutions: The resolutions of every loaded action.
    func markDuplicateIdentifiers(in resolutions: inout [ActionResolution]) {
        // Identifiers are the keys of one bundle's actions: only two bundles can repeat one.
        guard resolutions.contains(where: { $0.bundleIndex != resolutions.first?.bundleIndex }) else { return }
        var positionsByIdentifier: [String: [Int]] = [:]
        for index in resolutions.indices where resolutions[index].isResolved {
            positionsByIdentifier[resolutions[index].actionIdentifier, default: []].append(index)
        }
        for (identifier, positions) in positionsByIdentifier where positions.count > 1 {
            var types: [RegisteredIntent] = []
            for position in positions {
                guard let intent = resolutions[position].intent else { continue }
                if !types.contains(where: { $0.mangledTypeName == intent.mangledTypeName }) { types.append(intent) }
            }
            guard types.count > 1 else { continue }
            let places = positions.map { position in
                let resolution = resolutions[position]
                let bundle = resolution.bundleSource ?? "bundle \(resolution.bundleIndex + 1)"
                return "\(bundle) → `\(resolution.intent?.fullyQualifiedTypeName ?? "?")`"
            }
            for position in positions {
                resolutions[position].diagnostics.append(
                    ResolutionDiagnostic(
                        .duplicateIdentifier,
                        .error,
                        action: identifier,
                        type: resolutions[position].intent?.fullyQualifiedTypeName,
                        "\(identifier) is an action of \(positions.count) loaded bundles that resolve to "
                            + "\(types.count) different types (\(places.joined(separator: "; "))): a run of "
                            + "\(identifier) cannot choose and is refused — remove the stale bundle, or run it by "
                            + "its fully qualified type name"
                    )
                )
            }
        }
    }

    /// Marks, in `listed` (one flag per registered intent, by position), the intents that an action of `bundles`
    /// names.
    /// - Parameters:
    ///   - bundles: Metadata that lists intents.
    ///   - host: The host's bundle identifier.
    ///   - listed: The flags to set.
    func markListed(by bundles: [MetadataBundle], host: String, in listed: inout [Bool]) {
        guard sharesIdentifiers else { return }  // read only to find stale copies
        for bundle in bundles {
            for action in bundle.actions.values {
                guard let (name, _) = Self.mangledName(of: action, host: host),
                    let index = intentIndex(mangledName: name)
                else { continue }
                listed[index] = true
            }
        }
    }

    /// Adds a ``ResolutionDiagnostic/Code/staleCopy`` error to every resolved action while another registered
    /// intent of the same name, in another module, is listed by no loaded metadata: the copy the metadata names
    /// runs, the other never will.
    /// - Parameters:
    ///   - resolutions: The resolutions of every loaded action.
    ///   - listed: Whether each registered intent, by position, is named by some loaded action.
    /// - Returns: The mangled names of the copies that never run.
    func markStaleCopies(in resolutions: inout [ActionResolution], listed: [Bool]) -> Set<String> {
        guard sharesIdentifiers else { return [] }
        var neverRun: Set<String> = []
        for index in resolutions.indices {
            guard let running = resolutions[index].intent else { continue }
            let unlisted = unlistedCopies(of: running) { self.intentIndex(mangledName: $0.mangledTypeName) }
                .filter { !listed[$0.position] }
                .map(\.intent)
            guard !unlisted.isEmpty else { continue }
            neverRun.formUnion(unlisted.map(\.mangledTypeName))
            resolutions[index].diagnostics.append(
                Self.staleCopyDiagnostic(
                    action: resolutions[index].actionIdentifier, running: running, neverRunning: unlisted)
            )
        }
        return neverRun
    }

    /// The other registered intents of the same name as `intent`, each with its position in the registry.
    private func unlistedCopies(
        of intent: RegisteredIntent,
        position: (RegisteredIntent) -> Int?
    ) -> [(intent: RegisteredIntent, position: Int)] {
        intents(identifier: intent.identifier).compactMap { copy in
            guard copy.mangledTypeName != intent.mangledTypeName, let index = position(copy) else { return nil }
            return (copy, index)
        }
    }

    /// The registered copies of `intent` that none of `bundles` lists: those that never run while `intent` does.
    /// - Parameters:
    ///   - intent: The intent an action resolved to.
    ///   - bundles: The host's metadata (at least every bundle that may name one of the copies).
    ///   - host: The host's bundle identifier.
    /// - Returns: The copies, in registration order.
    func copiesNeverRunning(besides intent: RegisteredIntent, in bundles: [MetadataBundle], host: String)
        -> [RegisteredIntent]
    {
        guard sharesIdentifiers else { return [] }
        let copies = unlistedCopies(of: intent) { self.intentIndex(mangledName: $0.mangledTypeName) }
        guard !copies.isEmpty else { return [] }
        var listed = Array(repeating: false, count: intents.count)
        markListed(by: bundles, host: host, in: &listed)
        return copies.filter { !listed[$0.position] }.map(\.intent)
    }

    /// The finding that `running` runs for `action` while `neverRunning` are registered too and never run.
    static func staleCopyDiagnostic(
        action: String,
        running: RegisteredIntent,
        neverRunning: [RegisteredIntent]
    ) -> ResolutionDiagnostic {
        let others = neverRunning.map { "`\($0.fullyQualifiedTypeName)` (`\($0.mangledTypeName)`)" }
        let newer = neverRunning.map { "`\($0.fullyQualifiedTypeName)`" }.joined(separator: " or ")
        let isOne = neverRunning.count == 1
        return ResolutionDiagnostic(
            .staleCopy,
            .error,
            action: action,
            type: running.fullyQualifiedTypeName,
            "\(action) runs `\(running.fullyQualifiedTypeName)`, the copy the metadata names "
                + "(`\(running.mangledTypeName)`); \(others.joined(separator: ", ")) \(isOne ? "is" : "are") "
                + "registered too, but no loaded metadata lists \(isOne ? "it" : "them"), so "
                + "\(isOne ? "it never runs" : "they never run") — a move half done: if the intent now lives in "
                + "\(newer), regenerate the metadata so that it names that type and stop registering "
                + "`\(running.fullyQualifiedTypeName)`; otherwise stop registering \(newer)"
        )
    }
}
