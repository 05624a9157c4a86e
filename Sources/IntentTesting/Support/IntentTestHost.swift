import Foundation
import IntentMetadata
import IntentRuntime

/// A host for tests: an ``IntentHost`` with a running widget center, app-group containers of its
/// own, an optional manual clock, and gates that hold runs in flight.
///
/// ```swift
/// var registry = IntentRegistry()
/// try registry.register(package: TodoPackage.self)
/// let host = try IntentTestHost(
///     bundleIdentifier: "com.example.Todo",
///     registry: registry,
///     bundles: [try MetadataBundle(contentsOf: todoMetadata)],
///     widgets: try WidgetCatalog(widgets: [TodoListWidget()])
/// )
/// ```
///
/// - The widget center is started at once: a run's timeline reload never waits for a worker
///   nobody started, and `WidgetCenter.shared` is this center during the host's runs.
/// - Every host has its own app-group containers, a fresh temporary folder removed when the host
///   is released: `AppGroup(identifier:)` locates groups there during the host's runs, in its
///   widget providers and in the host processes its out-of-process runs start, so two tests
///   running at once never share an app group's files.
/// - Every host finds `@Dependency` values in its own ``dependencies`` when given a manager:
///   `IntentTestHost(…, dependencies: manager)` with an in-memory store added to `manager` keeps
///   each test's store apart from every other test running at once.
/// - Every host has its own Live Activities, ``activityCenter``, on the host's clock, kept in the
///   app group `group.<bundleIdentifier>` of its own containers.
/// - With a ``ManualClock`` the widgets' reload policies and daily budgets, and the runs'
///   timeouts, run on test time: ``advanceClock(by:)``. A run then never times out because a
///   loaded CI machine was slow; a hang is caught by running out of process instead.
///
/// A thin wrapper over the engine's `HostCore`, which assembles every host (this one, ``IntentHost`` and the command
/// line's): what it adds is a test's own — the gates and the manual clock's steps.
public final class IntentTestHost: Sendable {
    /// The host: registry, metadata, resolution report and executor.
    public let host: IntentHost

    /// The widget center that keeps the host's widgets, running; `nil` for a host without widgets.
    public var widgetCenter: WidgetCenter? { host.core.widgetCenter() }

    /// The clock the widget center schedules on, when it is a manual one.
    public let clock: ManualClock?

    /// The folder holding one folder per app group, the host's own.
    public let containersDirectory: URL

    /// The host's own Live Activities, in its own containers and on the host's clock: ActivityKit's
    /// API uses this center during the host's runs, so activities never leak between tests.
    public var activityCenter: LiveActivityCenter { host.activityCenter }

    /// Where the host's intents, queries, entities and widget providers find their `@Dependency`
    /// values: `AppDependencyManager.shared` unless the host was given a manager of its own.
    public var dependencies: AppDependencyManager { host.dependencies }

    private let gates: GateTable

    /// Creates a host and starts its widget center.
    /// - Parameters:
    ///   - bundleIdentifier: The app's or extension's bundle identifier.
    ///   - registry: The registered intents, entities and enums.
    ///   - bundles: The app's metadata; empty to run registered intents by identifier.
    ///   - widgets: The widgets reloaded after each run; `nil` for none.
    ///   - clock: A manual clock for the widgets' schedules and budgets and, unless
    ///     `configuration` names another clock, for the runs' timeouts; `nil` for the real clock.
    ///   - startDate: The date at the clock's current instant.
    ///   - limits: The widget limits (reload budget, time limit); those of the catalog by default.
    ///   - configuration: How the executor schedules, guards and times out runs.
    ///   - prompts: How the host answers the questions intents ask; by default the caller's.
    ///   - containersDirectory: The app-group containers' folder; a fresh temporary one, removed
    ///     with the host, by default.
    ///   - dependencies: Where `@Dependency` values are found during the host's work; a manager
    ///     of the test's own (`AppDependencyManager()`) keeps tests running at once apart.
    /// - Throws: ``IntentTestingError`` (``IntentTestingError/Code/hostFailed``) when the
    ///   containers' folder cannot be made.
    public init(
        bundleIdentifier: String,
        registry: IntentRegistry,
        bundles: [MetadataBundle] = [],
        widgets: WidgetCatalog? = nil,
        clock: ManualClock? = nil,
        startDate: Date = Date(),
        limits: Limits? = nil,
        configuration: ExecutorConfiguration = ExecutorConfiguration(),
        prompts: IntentPromptPolicy? = nil,
        containersDirectory: URL? = nil,
        dependencies: AppDependencyManager = .shared
    ) throws(IntentTestingError) {
        let containers: HostCore.Containers
        if let containersDirectory {
            containers = .directory(containersDirectory)
            self.containersDirectory = containersDirectory
        } else {
            do {
                let folder = try HostCore.makeTemporaryContainers()
                containers = .owned(folder)
                self.containersDirectory = folder
            } catch {
                throw IntentTestingError(.hostFailed, "cannot make the host's app-group folder: \(error)")
            }
        }
        let gates = GateTable()
        let core = HostCore(
            bundleIdentifier: bundleIdentifier,
            registry: registry,
            metadata: HostMetadata(bundles: bundles),
            configuration: configuration,
            widgets: widgets.map {
                [
                    HostCore.Widgets(
                        center: WidgetCenter(
                            catalog: $0, clock: clock ?? ContinuousClock(), startDate: startDate, limits: limits))
                ]
            } ?? [],
            holdBeforeReload: { await gates.hold($0) },
            containers: containers,
            activities: .persistent,
            clock: clock,
            startDate: startDate,
            prompts: prompts,
            dependencies: dependencies
        )
        // The widget center runs from the start: a run's timeline reload never waits for a worker nobody started.
        core.start()
        self.clock = clock
        self.gates = gates
        host = IntentHost(core: core)
    }

    /// Loads a metadata bundle for a host: `bundles: [try IntentTestHost.metadataBundle(at: url)]`.
    /// - Parameter url: A `<Name>.appintents` folder, a `Metadata.appintents` folder or an
    ///   `extract.actionsdata` file.
    /// - Returns: The bundle.
    /// - Throws: ``IntentTestingError`` (``IntentTestingError/Code/hostFailed``) with the reader's
    ///   error, naming the file and what was wrong.
    public static func metadataBundle(at url: URL) throws(IntentTestingError) -> MetadataBundle {
        do {
            return try MetadataBundle(contentsOf: url)
        } catch {
            throw IntentTestingError(
                .hostFailed, "cannot load the metadata at \(url.path): \(error)", underlyingError: error)
        }
    }

    /// The host's bundle identifier.
    public var bundleIdentifier: String { host.bundleIdentifier }

    /// Runs an action on the host, inside its app-group containers, with its widget center as
    /// `WidgetCenter.shared`.
    /// - Parameters:
    ///   - identifier: The action identifier or fully qualified type name.
    ///   - parameters: The parameter values by name.
    ///   - widgetKinds: The widget kinds the interaction came from; `nil` reloads every kind.
    /// - Returns: How the run ended.
    /// - Throws: ``IntentHostError`` when the host refused the run; nothing ran then.
    public func run(
        identifier: String,
        parameters: [String: InvocationValue] = [:],
        widgetKinds: [String]? = nil
    ) async throws(IntentHostError) -> RunOutcome {
        try await host.run(identifier: identifier, parameters: parameters, widgetKinds: widgetKinds)
    }

    /// Runs `body` as the host's runs run: in its app-group containers, with its widget center
    /// as `WidgetCenter.shared`, its ``activityCenter`` as ActivityKit's and its ``dependencies``
    /// as those `@Dependency` finds.
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    public func within<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        await host.core.withBindings { await body() }
    }

    // MARK: - Gates

    /// Holds every run of an intent in flight at a gate once its `perform()` has returned: the run
    /// keeps its reentrancy guard, and its widgets reload, only when the gate opens.
    /// - Parameters:
    ///   - identifier: The intent's action identifier.
    ///   - gate: The gate.
    public func hold(runsOf identifier: String, at gate: RunGate) {
        gates.set(gate, for: identifier)
    }

    /// Stops holding the runs of an intent (a gate that holds some keeps them until it opens).
    /// - Parameter identifier: The intent's action identifier.
    public func releaseHold(runsOf identifier: String) {
        gates.set(nil, for: identifier)
    }

    // MARK: - Time

    /// Moves the manual clock forward and waits until every widget reload that came due has
    /// ended (finished, abandoned, or refused over budget).
    /// - Parameter duration: How far to move.
    /// - Returns: What happened to the timelines meanwhile, in order; empty without a manual
    ///   clock or widgets.
    @discardableResult
    public func advanceClock(by duration: Duration) async -> [WidgetReloadEvent] {
        guard let clock, let center = widgetCenter else { return [] }
        let target = clock.now.advanced(by: duration)
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let until = center.now.addingTimeInterval(seconds)
        var due: Set<String> = []
        for kind in center.catalog.kinds {
            if let date = await center.nextReloadDate(ofKind: kind), date <= until { due.insert(kind) }
        }
        let recorder = WidgetEventRecorder(center: center)
        clock.advance(to: target)
        await recorder.wait { [due] events in
            due.allSatisfy { kind in
                events.contains { $0.kind == kind && $0.phase.endsReload }
            }
        }
        return recorder.stop()
    }

    // MARK: - Definitions

    /// Says which host stands for a bundle identifier: each `IntentDefinitions(bundleIdentifier:)`
    /// makes one with `host`. Registering again replaces the factory.
    /// - Parameters:
    ///   - bundleIdentifier: The app's bundle identifier.
    ///   - host: Makes a host: its registry, metadata and widgets.
    public static func register(bundleIdentifier: String, host: @escaping @Sendable () throws -> IntentTestHost) {
        IntentDefinitions.register(bundleIdentifier: bundleIdentifier, host: host)
    }

    /// The host a test's definitions run their intents on: the one the factory registered for
    /// their bundle identifier made.
    /// - Parameter definitions: Definitions made with `IntentDefinitions(bundleIdentifier:)` or
    ///   ``definitions(execution:)``.
    /// - Returns: The host.
    /// - Throws: ``IntentTestingError`` when no host is registered for the bundle identifier, or
    ///   making it threw.
    public static func serving(_ definitions: IntentDefinitions) throws(IntentTestingError) -> IntentTestHost {
        try definitions.host
    }

    /// This host's intents, entities, enums and queries, by name.
    /// - Parameter execution: Where the intents run: in the test's process, or in a separate host
    ///   process (`.outOfProcess(HostProcess(…))`).
    /// - Returns: The definitions.
    public func definitions(execution: IntentExecution = .inProcess) -> IntentDefinitions {
        IntentDefinitions(host: self, execution: execution)
    }
}
