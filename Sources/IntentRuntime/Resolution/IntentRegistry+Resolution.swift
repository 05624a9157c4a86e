import IntentMetadata
import Mangling

extension IntentRegistry {
    /// Resolves every action of the loaded metadata to a registered intent.
    ///
    /// Each action resolves through `mangledTypeNameByBundleIdentifierV2[host]`, then
    /// `mangledTypeNameByBundleIdentifier[host]`, then `mangledTypeNameV2`, then
    /// `mangledTypeName`. An action that does not resolve gets a diagnostic with the candidates
    /// found by demangling its name: the same type in another module (the intent moved), the same
    /// module with another nesting, a similar name, or a type that is linked but not registered
    /// (refused: only registered types run). A resolved action's parameters are checked against
    /// the type's `@Parameter` properties. Registered intents that no action resolves to are
    /// reported too.
    /// - Parameters:
    ///   - bundles: The loaded metadata bundles.
    ///   - hostBundleIdentifier: The bundle identifier of the host (app or extension).
    /// - Returns: The report.
    public func resolve(_ bundles: [MetadataBundle], hostBundleIdentifier: String) -> ResolutionReport {
        resolve(bundles, hostBundleIdentifier: hostBundleIdentifier, alsoListing: [])
    }

    /// Resolves every action of `bundles`, as ``resolve(_:hostBundleIdentifier:)`` does, counting the intents
    /// the actions of `otherBundles` name as listed: a registered copy that one of them names is not a stale
    /// copy, though only `bundles` are reported on.
    /// - Parameters:
    ///   - bundles: The bundles to report on.
    ///   - hostBundleIdentifier: The bundle identifier of the host.
    ///   - otherBundles: The host's other metadata, which lists intents too.
    /// - Returns: The report on `bundles`.
    package func resolve(
        _ bundles: [MetadataBundle],
        hostBundleIdentifier: String,
        alsoListing otherBundles: [MetadataBundle]
    ) -> ResolutionReport {
        var resolutions: [ActionResolution] = []
        // Which registered intents an action resolved to, by position: no name hashed again.
        var referenced = Array(repeating: false, count: intents.count)
        resolutions.reserveCapacity(bundles.reduce(0) { $0 + $1.actions.count })
        for (index, bundle) in bundles.enumerated() {
            let actions = bundle.actions
            for position in Self.positionsInKeyOrder(of: actions, where: { _ in true }) {
                let (resolution, intentIndex) = resolve(
                    actions, position, bundle: bundle, index: index, host: hostBundleIdentifier
                )
                if let intentIndex { referenced[intentIndex] = true }
                resolutions.append(resolution)
            }
        }
        let orphans = bundles.isEmpty ? [] : intents.indices.filter { !referenced[$0] }.map { intents[$0] }
        markDuplicateIdentifiers(in: &resolutions)
        var listed = referenced
        markListed(by: otherBundles, host: hostBundleIdentifier, in: &listed)
        // A copy reported as stale, or as where an intent moved, is not reported again as an intent without metadata.
        let staleCopies = markStaleCopies(in: &resolutions, listed: listed)
        let movedInto: Set<String> =
            orphans.isEmpty
            ? []
            : Set(
                resolutions.lazy.flatMap(\.diagnostics)
                    .filter { $0.code == .movedModule || $0.code == .movedWithinModule }
                    .compactMap(\.qualifiedTypeName)
            )
        let loaded = bundles.map { $0.source ?? "a bundle" }.joined(separator: ", ")
        let orphanDiagnostics = orphans.filter {
            !staleCopies.contains($0.mangledTypeName) && !movedInto.contains($0.fullyQualifiedTypeName)
        }.map { intent in
            ResolutionDiagnostic(
                .missingMetadata,
                .warning,
                action: nil,
                type: intent.fullyQualifiedTypeName,
                "`\(intent.fullyQualifiedTypeName)` (`\(intent.mangledTypeName)`) is registered but no loaded bundle "
                    + "has an action for it (loaded: \(loaded)) — Xcode writes metadata only for the target's own "
                    + "sources; run `intents extract`"
            )
        }
        return ResolutionReport(
            hostBundleIdentifier: hostBundleIdentifier,
            actions: resolutions,
            intentsWithoutMetadata: orphans,
            registryDiagnostics: orphanDiagnostics
        )
    }

    /// The resolutions of the actions `identifier` names: those with that action identifier, and
    /// those that resolve to a registered intent whose fully qualified type name it is. The same
    /// values, in the same order, as the matching elements of ``resolve(_:hostBundleIdentifier:)``'s
    /// `actions`, without resolving and checking every other action.
    /// - Parameters:
    ///   - bundles: The loaded metadata bundles.
    ///   - hostBundleIdentifier: The bundle identifier of the host.
    ///   - identifier: An action identifier or a fully qualified type name.
    /// - Returns: The matching resolutions.
    func resolve(_ bundles: [MetadataBundle], hostBundleIdentifier: String, naming identifier: String)
        -> [ActionResolution]
    {
        var resolutions: [ActionResolution] = []
        for (index, bundle) in bundles.enumerated() {
            let actions = bundle.actions
            let named = Self.positionsInKeyOrder(of: actions) { action in
                if action.identifier == identifier { return true }
                guard let (name, _) = Self.mangledName(of: action, host: hostBundleIdentifier) else { return false }
                return intent(mangledName: name)?.fullyQualifiedTypeName == identifier
            }
            for position in named {
                resolutions.append(
                    resolve(actions, position, bundle: bundle, index: index, host: hostBundleIdentifier).0)
            }
        }
        return resolutions
    }

    /// The positions of the actions `isIncluded` accepts, in the order of their keys (the report's order), found
    /// without copying an action or looking a key up again.
    private static func positionsInKeyOrder(
        of actions: [String: ActionMetadata],
        where isIncluded: (ActionMetadata) -> Bool
    ) -> [[String: ActionMetadata].Index] {
        var keyed: [(key: String, position: [String: ActionMetadata].Index)] = []
        keyed.reserveCapacity(actions.count)
        var position = actions.startIndex
        while position != actions.endIndex {
            if isIncluded(actions.values[position]) { keyed.append((actions.keys[position], position)) }
            actions.formIndex(after: &position)
        }
        keyed.sort { $0.key < $1.key }
        return keyed.map(\.position)
    }

    // MARK: - One action

    private func resolve(
        _ actions: [String: ActionMetadata],
        _ position: [String: ActionMetadata].Index,
        bundle: MetadataBundle,
        index: Int,
        host: String
    ) -> (ActionResolution, intentIndex: Int?) {
        resolve(actions.values[position], actions, position, bundle: bundle, index: index, host: host)
    }

    private func resolve(
        _ action: borrowing ActionMetadata,
        _ actions: [String: ActionMetadata],
        _ position: [String: ActionMetadata].Index,
        bundle: MetadataBundle,
        index: Int,
        host: String
    ) -> (ActionResolution, intentIndex: Int?) {
        var label: String { "\(action.identifier) (\(bundle.source ?? "bundle \(index + 1)"))" }
        guard let (name, source) = Self.mangledName(of: action, host: host) else {
            let diagnostic = ResolutionDiagnostic(
                .missingMangledName,
                .error,
                action: action.identifier,
                "\(label): the action has no mangled type name (mangledTypeName, mangledTypeNameV2 and "
                    + "mangledTypeNameByBundleIdentifier[\(host)] are empty); regenerate the metadata"
            )
            let resolution = ActionResolution(
                actions: actions, position: position, bundleSource: bundle.source, bundleIndex: index,
                mangledTypeName: nil, nameSource: nil, intent: nil, diagnostics: [diagnostic]
            )
            return (resolution, nil)
        }
        if let intentIndex = intentIndex(mangledName: name) {
            let intent = intents[intentIndex]
            let resolution = ActionResolution(
                actions: actions, position: position, bundleSource: bundle.source, bundleIndex: index,
                mangledTypeName: name, nameSource: source, intent: intent,
                diagnostics: parameterDiagnostics(action, intent, label)
            )
            return (resolution, intentIndex)
        }
        let resolution = ActionResolution(
            actions: actions, position: position, bundleSource: bundle.source, bundleIndex: index,
            mangledTypeName: name, nameSource: source, intent: nil,
            diagnostics: unresolvedDiagnostics(action, name: name, label: label)
        )
        return (resolution, nil)
    }

    static func mangledName(of action: ActionMetadata, host: String) -> (String, ActionResolution.NameSource)? {
        // In order of preference, the first that is there and not empty.
        if let name = action.mangledTypeNameByBundleIdentifierV2[host], !name.isEmpty {
            return (name, .byBundleIdentifierV2)
        }
        if let name = action.mangledTypeNameByBundleIdentifier[host], !name.isEmpty {
            return (name, .byBundleIdentifier)
        }
        if let name = action.mangledTypeNameV2, !name.isEmpty { return (name, .v2) }
        if let name = action.mangledTypeName, !name.isEmpty { return (name, .v1) }
        return nil
    }

    private func unresolvedDiagnostics(_ action: ActionMetadata, name: String, label: String)
        -> [ResolutionDiagnostic]
    {
        let demangled: MangledTypeName
        do {
            demangled = try MangledTypeName(parsing: name)
        } catch {
            return [
                ResolutionDiagnostic(
                    .undemanglableName,
                    .error,
                    action: action.identifier,
                    "\(label): metadata names `\(name)`, which does not demangle (\(error.message) at offset "
                        + "\(error.position)); regenerate the metadata"
                )
            ]
        }
        let named = "metadata names `\(name)` (\(demangled))"
        let isLinked = Self.isLinked(demangled)
        // The old type of a moved intent may still be linked: registering it is not the fix, regenerating is.
        let stillLinked = isLinked ? " (the old type is still linked into this program: do not register it)" : ""
        var diagnostics: [ResolutionDiagnostic] = []
        if let typeName = demangled.name {
            let sameName = intents(identifier: typeName)
            let otherModules = sameName.filter { $0.moduleName != demangled.module }
            if !otherModules.isEmpty {
                let listed = otherModules.map { "`\($0.fullyQualifiedTypeName)` (`\($0.mangledTypeName)`)" }
                let modules = otherModules.map { "`\($0.moduleName)`" }
                diagnostics.append(
                    ResolutionDiagnostic(
                        .movedModule,
                        .error,
                        action: action.identifier,
                        type: otherModules.first?.fullyQualifiedTypeName,
                        "\(label): \(named); the registry has `\(typeName)` only as "
                            + listed.joined(separator: ", ") + " — the intent moved into module "
                            + modules.joined(separator: " or ") + "; regenerate the metadata" + stillLinked
                    )
                )
            }
            for intent in sameName where intent.moduleName == demangled.module {
                diagnostics.append(
                    ResolutionDiagnostic(
                        .movedWithinModule,
                        .error,
                        action: action.identifier,
                        type: intent.fullyQualifiedTypeName,
                        "\(label): \(named); the registry has `\(intent.fullyQualifiedTypeName)` "
                            + "(`\(intent.mangledTypeName)`) in the same module, nested differently; "
                            + "regenerate the metadata" + stillLinked
                    )
                )
            }
            if sameName.isEmpty {
                for intent in similarIntents(to: typeName) {
                    diagnostics.append(
                        ResolutionDiagnostic(
                            .similarName,
                            .error,
                            action: action.identifier,
                            type: intent.fullyQualifiedTypeName,
                            "\(label): \(named); no registered intent has that name — did you mean "
                                + "`\(intent.fullyQualifiedTypeName)` (`\(intent.mangledTypeName)`)? "
                                + "If the intent was renamed, regenerate the metadata"
                        )
                    )
                }
            }
        }
        if isLinked, diagnostics.allSatisfy({ $0.code == .similarName }) {
            diagnostics.insert(
                ResolutionDiagnostic(
                    .unregisteredType,
                    .error,
                    action: action.identifier,
                    "\(label): \(named), a type linked into this program but not registered; it is refused — "
                        + "only registered intents run. Register it (`registry.register(\(demangled).self)` or its "
                        + "AppIntentsPackage) if it should run",
                ),
                at: 0
            )
        }
        if diagnostics.isEmpty {
            diagnostics.append(
                ResolutionDiagnostic(
                    .unknownType,
                    .error,
                    action: action.identifier,
                    "\(label): \(named); no registered intent has that name or a similar one — register the "
                        + "intent's type or remove the action from the metadata"
                )
            )
        }
        return diagnostics
    }

    /// Whether the Swift runtime knows a plain nominal type by this name. Used for the diagnostic
    /// only; the type is never instantiated.
    private static func isLinked(_ name: MangledTypeName) -> Bool {
        guard name.module != nil, !name.nominalPath.isEmpty, name.genericArguments.isEmpty else { return false }
        return _typeByName(name.mangled) != nil
    }

    /// Registered intents whose identifiers are within a small edit distance of `name` and differ
    /// from it by no whole word (`DeleteFileIntent` is not a misspelling of `DeleteTodoIntent`).
    private func similarIntents(to name: String) -> [RegisteredIntent] {
        let target = Array(name.lowercased())
        let limit = max(1, target.count / 4)
        var scored: [(distance: Int, intent: RegisteredIntent)] = []
        for (index, length) in identifierLengths.enumerated() {
            // Cheap length filter first: most identifiers are too long or too short to be close.
            guard abs(length - target.count) <= limit else { continue }
            let intent = intents[index]
            let candidate = Array(intent.identifier.lowercased())
            let distance = EditDistance.levenshtein(target, candidate, limit: limit)
            if distance <= limit, EditDistance.differByNoWholeWord(name, intent.identifier) {
                scored.append((distance, intent))
            }
        }
        return scored.sorted { $0.distance < $1.distance }.prefix(3).map(\.intent)
    }

    // MARK: - Parameters

    private func parameterDiagnostics(
        _ action: ActionMetadata,
        _ intent: RegisteredIntent,
        _ label: @autoclosure () -> String
    ) -> [ResolutionDiagnostic] {
        var diagnostics: [ResolutionDiagnostic] = []
        func add(_ code: ResolutionDiagnostic.Code, _ severity: ResolutionDiagnostic.Severity, _ text: String) {
            diagnostics.append(
                ResolutionDiagnostic(
                    code, severity, action: action.identifier, type: intent.fullyQualifiedTypeName,
                    "\(label()): \(text)"
                )
            )
        }
        // Parameters are read in place by position: copying one (its title, description, pairs and unknown
        // members) to compare its name and value type is most of what checking a large bundle misses in the cache.
        let declaredParameters = intent.parameters
        let listed = action.parameters
        for index in listed.indices {
            let name = listed[index].name
            guard let declaredIndex = declaredParameters.firstIndex(where: { $0.name == name }) else {
                let declared = declaredParameters.map(\.name)
                add(
                    .parameterNotDeclared, .error,
                    "metadata lists parameter '\(name)', but `\(intent.fullyQualifiedTypeName)` declares "
                        + "no @Parameter of that name (it declares \(declared.isEmpty ? "none" : declared.joined(separator: ", "))); "
                        + "regenerate the metadata"
                )
                continue
            }
            let isOptional = listed[index].isOptional
            let swiftTypeName = { declaredParameters[declaredIndex].swiftTypeName }
            if isOptional != declaredParameters[declaredIndex].isOptional {
                add(
                    .parameterOptionality, .warning,
                    "parameter '\(name)' is \(isOptional ? "optional" : "required") in the metadata "
                        + "but \(swiftTypeName()) in Swift; regenerate the metadata"
                )
            }
            guard let valueType = listed[index].valueType else {
                add(
                    .parameterValueType, .warning,
                    "parameter '\(name)' has no value type in the metadata (\(swiftTypeName()) in "
                        + "Swift), so invocations cannot supply it; regenerate the metadata"
                )
                continue
            }
            let shape = ValueShape(swiftType: declaredParameters[declaredIndex].wrappedType.type)
            if shape.map({ !$0.accepts(valueType) }) ?? true {
                add(
                    .parameterValueType, shape == nil ? .warning : .error,
                    "parameter '\(name)' is \(valueType.readableName) in the metadata but "
                        + "\(swiftTypeName()) in Swift"
                        + (shape == nil ? ", which invocations cannot supply" : "; regenerate the metadata")
                )
            }
        }
        for declaredIndex in declaredParameters.indices {
            let name = declaredParameters[declaredIndex].name
            guard !listed.contains(where: { $0.name == name }) else { continue }
            add(
                .parameterNotInMetadata, .warning,
                "`\(intent.fullyQualifiedTypeName)` declares parameter '\(name)', which the metadata does "
                    + "not list; Shortcuts cannot set it — regenerate the metadata"
            )
        }
        return diagnostics
    }
}
