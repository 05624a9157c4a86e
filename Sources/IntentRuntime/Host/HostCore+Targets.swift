import IntentMetadata

extension HostCore {
    /// The registered intent an identifier runs, with the metadata it runs under.
    /// - Parameter identifier: An action identifier or fully qualified type name.
    /// - Returns: The intent and, when metadata is loaded, its action.
    /// - Throws: ``IntentHostError`` when the identifier does not name exactly one runnable intent.
    package func target(for identifier: String) throws(IntentHostError) -> RunTarget {
        let registered =
            registry.intents(identifier: identifier)
            + [registry.intent(qualifiedName: identifier)]
            .compactMap { $0 }
        // The bundles that may have an action `identifier` names: with it as identifier, or resolving to a
        // registered intent whose fully qualified name it is. All of them only when none may.
        let candidates = metadata.bundles(
            mayHaveActionWith: identifier,
            mangledTypeNames: registry.intents.filter { $0.fullyQualifiedTypeName == identifier }.map(\.mangledTypeName)
        )
        guard !candidates.isEmpty || !metadata.bundles.isEmpty else {
            let distinct = Self.distinct(registered)
            guard let intent = distinct.first else { throw unknown(identifier) }
            guard distinct.count == 1 else { throw ambiguous(identifier, distinct) }
            return RunTarget(intent: intent, action: nil, enums: [])
        }
        // The actions of `report` that `identifier` names, in its order, without resolving the rest.
        let matching = registry.resolve(candidates, hostBundleIdentifier: bundleIdentifier, naming: identifier)
        guard !matching.isEmpty else {
            if let intent = registered.first {
                throw IntentHostError(
                    .missingMetadata,
                    "`\(intent.fullyQualifiedTypeName)` is registered but no loaded bundle has an action for it, so it "
                        + "cannot run here — Xcode writes metadata only for the target's own sources; run "
                        + "`\(InvocationChannel.current.extractCommand)`",
                    diagnostics: report.registryDiagnostics.filter {
                        $0.qualifiedTypeName == intent.fullyQualifiedTypeName
                    }
                )
            }
            throw unknown(identifier)
        }
        let resolved = matching.filter(\.isResolved)
        guard let first = resolved.first, let intent = first.intent else {
            throw IntentHostError(
                .unresolvedAction,
                "\(identifier): the loaded metadata has the action, but it resolves to no registered intent; "
                    + "nothing ran",
                diagnostics: matching.flatMap(\.diagnostics)
            )
        }
        let distinct = Self.distinct(resolved.compactMap(\.intent))
        guard distinct.count == 1 else { throw ambiguous(identifier, distinct) }
        return RunTarget(
            intent: intent,
            action: first.action,
            enums: candidates[first.bundleIndex].enums,
            warnings: staleCopies(besides: intent, action: first.actionIdentifier)
        )
    }

    /// What to say when `intent` runs while registered copies of it never do: the stale-copy finding of ``report``,
    /// found by reading only the bundles that may name a copy.
    private func staleCopies(besides intent: RegisteredIntent, action: String) -> [ResolutionDiagnostic] {
        let copies = registry.otherCopies(of: intent)
        guard !copies.isEmpty else { return [] }
        let names = copies.map { registry.intents[$0].mangledTypeName }
        let bundles = metadata.bundles(mayHaveActionWith: "", mangledTypeNames: names)
        let listed = registry.listed(by: bundles, host: bundleIdentifier)
        return registry.staleCopyFinding(for: intent, action: action, among: copies, listed: listed).map { [$0] } ?? []
    }

    private static func distinct(_ intents: [RegisteredIntent]) -> [RegisteredIntent] {
        var seen: Set<String> = []
        return intents.filter { seen.insert($0.mangledTypeName).inserted }
    }

    private func unknown(_ identifier: String) -> IntentHostError {
        let known =
            metadata.bundles.isEmpty ? registry.intents.map(\.identifier) : report.actions.map(\.actionIdentifier)
        return IntentHostError(
            .unknownAction,
            "no action named \(identifier); "
                + (known.isEmpty ? "nothing is registered" : "known: \(Set(known).sorted().joined(separator: ", "))")
        )
    }

    private func ambiguous(_ identifier: String, _ intents: [RegisteredIntent]) -> IntentHostError {
        IntentHostError(
            .ambiguousAction,
            "\(identifier) names \(intents.count) intents: "
                + intents.map(\.fullyQualifiedTypeName).joined(separator: ", ")
                + "; pass the fully qualified type name"
        )
    }
}
