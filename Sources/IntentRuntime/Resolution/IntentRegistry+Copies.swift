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
            let copies = otherCopies(of: running)
            let action = resolutions[index].actionIdentifier
            guard let finding = staleCopyFinding(for: running, action: action, among: copies, listed: listed) else {
                continue
            }
            neverRun.formUnion(copies.filter { !listed[$0] }.map { intents[$0].mangledTypeName })
            resolutions[index].diagnostics.append(finding)
        }
        return neverRun
    }

    /// The positions of the other registered intents of `intent`'s identifier: its copies in other modules.
    /// - Parameter intent: A registered intent.
    /// - Returns: Positions in ``intents``; empty, without a look-up, when no two intents share an identifier.
    func otherCopies(of intent: RegisteredIntent) -> [Int] {
        guard sharesIdentifiers else { return [] }
        return intentPositions(identifier: intent.identifier).filter {
            intents[$0].mangledTypeName != intent.mangledTypeName
        }
    }

    /// The stale-copy finding for an action that runs `intent` while some of `copies` are listed by no metadata.
    /// - Parameters:
    ///   - intent: The intent the action resolved to.
    ///   - action: The action's identifier.
    ///   - copies: The positions of `intent`'s other copies (``otherCopies(of:)``).
    ///   - listed: Whether each registered intent, by position, is named by some loaded action.
    /// - Returns: The finding; `nil` when every copy is listed.
    func staleCopyFinding(for intent: RegisteredIntent, action: String, among copies: [Int], listed: [Bool])
        -> ResolutionDiagnostic?
    {
        let neverRunning = copies.filter { !listed[$0] }.map { intents[$0] }
        guard !neverRunning.isEmpty else { return nil }
        return Self.staleCopyDiagnostic(action: action, running: intent, neverRunning: neverRunning)
    }

    /// Which registered intents, by position, an action of `bundles` names.
    func listed(by bundles: [MetadataBundle], host: String) -> [Bool] {
        var listed = Array(repeating: false, count: intents.count)
        markListed(by: bundles, host: host, in: &listed)
        return listed
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
