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
///
/// A thin wrapper over `HostCore`, which assembles every host (this one, the command line's and the test host).
public struct IntentHost: Sendable {
    /// The assembled host every member delegates to.
    package let core: HostCore

    /// The host's bundle identifier; `mangledTypeNameByBundleIdentifier` is keyed by it.
    public var bundleIdentifier: String { core.bundleIdentifier }

    /// The intents the host can run.
    public var registry: IntentRegistry { core.registry }

    /// The loaded metadata bundles (a host given metadata files loads them all when this is first read).
    public var bundles: [MetadataBundle] { core.metadata.bundles }

    /// The metadata, loaded or to be loaded when needed.
    var metadata: HostMetadata { core.metadata }

    /// How the loaded actions resolved against the registry: resolved on first use, once, so that
    /// running one intent resolves only the actions that name it.
    public var report: ResolutionReport { core.report }

    /// The executor every run goes through.
    public var executor: IntentExecutor { core.executor }

    /// How the host answers the questions intents ask while they run (confirmations, values);
    /// `nil` to use the policy its caller bound (``IntentPromptPolicy/current``).
    public var prompts: IntentPromptPolicy? { core.prompts }

    /// Where the `@Dependency` values of the host's intents, queries and entities are found:
    /// `AppDependencyManager.shared`, as in an app, unless the host was given a manager of its own.
    public var dependencies: AppDependencyManager { core.dependencies }

    /// Where the host's Live Activities live during its runs: the center it was given, else the one its caller
    /// bound (``LiveActivityCenter/current``).
    public var activityCenter: LiveActivityCenter { core.activityCenter ?? LiveActivityCenter.current }

    /// Creates a host; its metadata is resolved when first needed.
    /// - Parameters:
    ///   - bundleIdentifier: The host's bundle identifier.
    ///   - registry: The registered intents.
    ///   - bundles: The loaded metadata bundles; empty to run registered intents by identifier.
    ///   - configuration: How the executor schedules, guards and times out runs.
    ///   - reloader: What reloads widget timelines after each started run; a ``WidgetCenter`` is
    ///     started (``WidgetCenter/start()``) unless it already runs, and is `WidgetCenter.shared`
    ///     during the host's runs.
    ///   - prompts: How the host answers the questions intents ask; by default the caller's
    ///     ``IntentPromptPolicy/current``, which answers none unless bound: a question then fails
    ///     the run with an ``AppIntentError`` naming it.
    ///   - dependencies: Where `@Dependency` values are found during the host's work; a manager
    ///     of its own keeps two hosts in one process apart.
    ///   - activityCenter: Where the host's Live Activities live during its runs; by default the
    ///     caller's ``LiveActivityCenter/current``. A center with
    ///     ``LiveActivityCenter/Persistence-swift.struct/appGroup(_:)`` persistence keeps them from one
    ///     process of the app to the next, as the command line's host does.
    public init(
        bundleIdentifier: String,
        registry: IntentRegistry,
        bundles: [MetadataBundle] = [],
        configuration: ExecutorConfiguration = ExecutorConfiguration(),
        reloader: (any TimelineReloader)? = nil,
        prompts: IntentPromptPolicy? = nil,
        dependencies: AppDependencyManager = .shared,
        activityCenter: LiveActivityCenter? = nil
    ) {
        let center = reloader as? WidgetCenter
        let core = HostCore(
            bundleIdentifier: bundleIdentifier,
            registry: registry,
            metadata: HostMetadata(bundles: bundles),
            configuration: configuration,
            widgets: center.map { [HostCore.Widgets(center: $0)] } ?? [],
            reloader: center == nil ? reloader : nil,
            activities: activityCenter.map { .center($0) } ?? .inherited,
            prompts: prompts,
            dependencies: dependencies
        )
        // The center does its work only while something runs it: a run's reload would wait forever.
        core.start()
        self.init(core: core)
    }

    /// A host over an assembled one: what the command line's host and the test host are.
    /// - Parameter core: The assembled host.
    package init(core: HostCore) {
        self.core = core
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
        try await core.run(identifier: identifier, parameters: parameters, widgetKinds: widgetKinds)
    }

    /// Runs `body` as the host's runs run: with the host's ``dependencies`` as those `@Dependency`
    /// finds, its widget center as `WidgetCenter.shared` and its ``activityCenter`` as ActivityKit's.
    /// What a query, an options provider or a widget's provider reads outside a run must run inside this.
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    public func withDependencies<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        try await core.withBindings(body)
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
        await core.waitForRequestedReloads()
    }

    /// The registered intent an identifier runs, with the metadata it runs under.
    /// - Parameter identifier: An action identifier or fully qualified type name.
    /// - Returns: The intent and, when metadata is loaded, its action.
    /// - Throws: ``IntentHostError`` when the identifier does not name exactly one runnable intent.
    public func target(for identifier: String) throws(IntentHostError) -> RunTarget {
        try core.target(for: identifier)
    }
}
