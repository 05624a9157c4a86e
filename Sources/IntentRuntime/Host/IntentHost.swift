import IntentMetadata

/// A program that hosts intents, as an app or an extension does: its bundle identifier, the
/// intents it registered, the metadata it loaded, and the executor that runs them.
///
/// ```swift
/// var registry = IntentRegistry()
/// try registry.register(package: DynamicIslandExtensionPackage.self)
/// let host = IntentHost(
///     bundleIdentifier: "com.example.DynamicIsland.LiveActivity",
///     registry: registry,
///     bundles: [try MetadataBundle(contentsOf: metadataURL)]
/// )
/// let outcome = try await host.run(identifier: "ConfigurationAppIntent", parameters: ["step": "2"])
/// ```
///
/// With metadata loaded, an action runs only if the metadata has it and it resolves to a
/// registered type, as on Apple's platforms; ``report`` says why one does not. With no metadata
/// loaded, registered intents run by identifier.
public struct IntentHost: Sendable {
    /// The host's bundle identifier; `mangledTypeNameByBundleIdentifier` is keyed by it.
    public let bundleIdentifier: String

    /// The intents the host can run.
    public let registry: IntentRegistry

    /// The loaded metadata bundles (a host given metadata files loads them all when this is first read).
    public var bundles: [MetadataBundle] { metadata.bundles }

    /// The metadata, loaded or to be loaded when needed.
    let metadata: HostMetadata

    /// How the loaded actions resolved against the registry: resolved on first use, once, so that
    /// running one intent resolves only the actions that name it.
    public var report: ResolutionReport { fullReport.value }

    private let fullReport: LazyReport

    /// The executor every run goes through.
    public let executor: IntentExecutor

    /// How the host answers the questions intents ask while they run (confirmations, values);
    /// `nil` to use the policy its caller bound (``IntentPromptPolicy/current``).
    public let prompts: IntentPromptPolicy?

    /// The host's widget center, when its reloader is one: `WidgetCenter.shared` during its runs.
    private let widgetCenter: WidgetCenter?

    /// What reloads the widgets after each run, and places configurations on them.
    private let reloader: (any TimelineReloader)?

    /// Where the `@Dependency` values of the host's intents, queries and entities are found:
    /// `AppDependencyManager.shared`, as in an app, unless the host was given a manager of its own.
    public let dependencies: AppDependencyManager

    /// Creates a host; its metadata is resolved when first needed.
    /// - Parameters:
    ///   - bundleIdentifier: The host's bundle identifier.
    ///   - registry: The registered intents.
    ///   - bundles: The loaded metadata bundles; empty to run registered intents by identifier.
    ///   - configuration: How the executor schedules, guards and times out runs.
    ///   - reloader: What reloads widget timelines after each started run; a ``WidgetCenter`` is
    ///     started (``WidgetCenter/start()``) unless it already runs.
    ///   - prompts: How the host answers the questions intents ask; by default the caller's
    ///     ``IntentPromptPolicy/current``, which answers none unless bound: a question then fails
    ///     the run with an ``AppIntentError`` naming it.
    ///   - dependencies: Where `@Dependency` values are found during the host's work; a manager
    ///     of its own keeps two hosts in one process apart.
    public init(
        bundleIdentifier: String,
        registry: IntentRegistry,
        bundles: [MetadataBundle] = [],
        configuration: ExecutorConfiguration = ExecutorConfiguration(),
        reloader: (any TimelineReloader)? = nil,
        prompts: IntentPromptPolicy? = nil,
        dependencies: AppDependencyManager = .shared
    ) {
        self.init(
            bundleIdentifier: bundleIdentifier,
            registry: registry,
            metadata: HostMetadata(bundles: bundles),
            configuration: configuration,
            reloader: reloader,
            prompts: prompts,
            dependencies: dependencies
        )
    }

    /// Creates a host whose metadata is loaded when first needed: running an action loads only the bundles that
    /// may have it.
    /// - Parameters:
    ///   - bundleIdentifier: The host's bundle identifier.
    ///   - registry: The registered intents.
    ///   - metadata: The metadata bundles, or their files.
    ///   - configuration: How the executor schedules, guards and times out runs.
    ///   - reloader: What reloads widget timelines after each started run.
    ///   - prompts: How the host answers the questions intents ask.
    ///   - dependencies: Where `@Dependency` values are found during the host's work.
    package init(
        bundleIdentifier: String,
        registry: IntentRegistry,
        metadata: HostMetadata,
        configuration: ExecutorConfiguration = ExecutorConfiguration(),
        reloader: (any TimelineReloader)? = nil,
        prompts: IntentPromptPolicy? = nil,
        dependencies: AppDependencyManager = .shared
    ) {
        self.prompts = prompts
        self.dependencies = dependencies
        self.widgetCenter = reloader as? WidgetCenter
        self.reloader = reloader
        // The center does its work only while something runs it: a run's reload would wait forever.
        // Its providers find the host's dependencies.
        let center = widgetCenter
        RunContext.$dependencies.withValue(dependencies) { center?.start() }
        self.bundleIdentifier = bundleIdentifier
        self.registry = registry
        self.metadata = metadata
        self.fullReport = LazyReport { registry.resolve(metadata.bundles, hostBundleIdentifier: bundleIdentifier) }
        self.executor = IntentExecutor(configuration: configuration, reloader: reloader)
    }

    /// Runs an action: finds it, decodes the parameter values, and runs it on the executor.
    /// - Parameters:
    ///   - identifier: The action identifier (`ConfigurationAppIntent`) or the fully qualified
    ///     type name (`AppIntent.ConfigurationAppIntent`).
    ///   - parameters: The parameter values by name.
    ///   - widgetKinds: The widget kinds the interaction came from; `nil` reloads every kind.
    /// - Returns: How the run ended.
    /// - Throws: ``IntentHostError`` when the action is unknown, ambiguous, unresolved or without
    ///   metadata, a parameter value is bad (an entity its query does not find included), or a
    ///   `@Dependency` cannot be made. Nothing ran then.
    public func run(
        identifier: String,
        parameters: [String: InvocationValue] = [:],
        widgetKinds: [String]? = nil
    ) async throws(IntentHostError) -> RunOutcome {
        let result: Result<RunOutcome, IntentHostError> = await withDependencies {
            do throws(IntentHostError) {
                return .success(try await runWithDependencies(identifier, parameters, widgetKinds))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` with the host's ``dependencies`` as those `@Dependency` finds: what a query,
    /// an options provider or a widget's provider reads outside a run must run inside this.
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    public func withDependencies<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        try await RunContext.$dependencies.withValue(dependencies) { try await body() }
    }

    private func runWithDependencies(
        _ identifier: String,
        _ parameters: [String: InvocationValue],
        _ widgetKinds: [String]?
    ) async throws(IntentHostError) -> RunOutcome {
        let target = try target(for: identifier)
        let intent: any AppIntent
        do {
            intent = try await ParameterDecoder(intent: target.intent, action: target.action, enums: target.enums)
                .instantiate(with: parameters)
        } catch {
            throw IntentHostError(.invalidParameters, error.message, parameterError: error)
        }
        // A widget's configuration intent run with parameters is the widget being edited: its
        // widgets take the configuration before the run's reload shows it.
        if let configuration = intent as? any WidgetConfigurationIntent {
            await reloader?.configureWidgets(with: configuration)
        }
        if target.intent.hasDependencies {
            do {
                try await intent.prepareDependencies()
            } catch {
                throw IntentHostError(.missingDependency, "\(target.actionIdentifier): \(error); nothing ran")
            }
        }
        return await IntentPromptPolicy.$current.withValue(prompts ?? IntentPromptPolicy.current) {
            await WidgetCenter.$current.withValue(widgetCenter ?? WidgetCenter.current) {
                await executor.run(intent, actionIdentifier: target.actionIdentifier, widgetKinds: widgetKinds)
            }
        }
    }

    /// Returns once every widget reload requested so far on the host's widget center has ended: the
    /// fire-and-forget `WidgetCenter.shared.reloadTimelines(ofKind:)` and `reloadAllTimelines()` that `perform()`
    /// made, as if it had waited for them. A host that counts reloads awaits this instead of sleeping.
    ///
    /// The reload after a run needs no waiting: ``run(identifier:parameters:widgetKinds:)`` returns after it. A
    /// run's events come in this order: `queued`, `running`, then how it ended (`succeeded`, `failed`,
    /// `cancelled` or `timedOut`); then the run's own reload is requested and done; then `run` returns. The reloads
    /// `perform()` asked for may still be going on then: this waits for them. A host whose reloader is not a
    /// ``WidgetCenter`` returns at once.
    public func waitForRequestedReloads() async {
        await widgetCenter?.waitForRequestedReloads()
    }

    /// The registered intent an identifier runs, with the metadata it runs under.
    /// - Parameter identifier: An action identifier or fully qualified type name.
    /// - Returns: The intent and, when metadata is loaded, its action.
    /// - Throws: ``IntentHostError`` when the identifier does not name exactly one runnable intent.
    public func target(for identifier: String) throws(IntentHostError) -> RunTarget {
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
        guard !candidates.isEmpty || !bundles.isEmpty else {
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
        guard registry.sharesIdentifiers else { return [] }
        let copies = registry.intents(identifier: intent.identifier).filter {
            $0.mangledTypeName != intent.mangledTypeName
        }
        guard !copies.isEmpty else { return [] }
        let bundles = metadata.bundles(mayHaveActionWith: "", mangledTypeNames: copies.map(\.mangledTypeName))
        let neverRunning = registry.copiesNeverRunning(besides: intent, in: bundles, host: bundleIdentifier)
        guard !neverRunning.isEmpty else { return [] }
        return [IntentRegistry.staleCopyDiagnostic(action: action, running: intent, neverRunning: neverRunning)]
    }

    private static func distinct(_ intents: [RegisteredIntent]) -> [RegisteredIntent] {
        var seen: Set<String> = []
        return intents.filter { seen.insert($0.mangledTypeName).inserted }
    }

    private func unknown(_ identifier: String) -> IntentHostError {
        let known = bundles.isEmpty ? registry.intents.map(\.identifier) : report.actions.map(\.actionIdentifier)
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

/// What an identifier runs on a host: a registered intent and, when metadata is loaded, the
/// action it resolved from.
public struct RunTarget: Sendable {
    /// The registered intent.
    public let intent: RegisteredIntent

    /// The metadata action, when metadata is loaded.
    public let action: ActionMetadata?

    /// The enums of the action's bundle.
    public let enums: [EnumMetadata]

    /// What the host should say before it runs: a registered copy of the intent that never runs because the
    /// metadata names this one (``ResolutionDiagnostic/Code/staleCopy``). The run goes ahead, as on iOS.
    public let warnings: [ResolutionDiagnostic]

    /// The action identifier runs are reported under.
    public var actionIdentifier: String { action?.identifier ?? intent.identifier }

    init(
        intent: RegisteredIntent, action: ActionMetadata?, enums: [EnumMetadata], warnings: [ResolutionDiagnostic] = []
    ) {
        self.intent = intent
        self.action = action
        self.enums = enums
        self.warnings = warnings
    }
}

/// A resolution report computed on first use, shared by copies of a host.
private final class LazyReport: Sendable {
    private let compute: @Sendable () -> ResolutionReport
    private let report = Locked<ResolutionReport?>(nil)

    init(_ compute: @escaping @Sendable () -> ResolutionReport) {
        self.compute = compute
    }

    var value: ResolutionReport {
        report.withLock { report in
            if let report { return report }
            let computed = compute()
            report = computed
            return computed
        }
    }
}
