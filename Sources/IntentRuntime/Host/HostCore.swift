import IntentMetadata
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A running app, assembled once for every kind of host: its registry and metadata, the executor
/// that runs its intents, its widget centers, its Live Activities, its app-group containers, its
/// dependencies, its clock and how it answers questions — and the task-local bindings that put
/// them in place around a run.
///
/// ``IntentHost`` (the library's embedding API), the command line's `HostApplication` and the test
/// host `IntentTestHost` are thin wrappers over one of these, so that what a host does is done here
/// once and holds in all three:
/// - a run of a widget's configuration intent places its parameters on the widgets before the
///   run's reload shows them (``run(identifier:parameters:widgetKinds:)``);
/// - the widgets reload after every run, each extension after the intents it reloads after
///   (``CombinedReloader``), and `WidgetCenter.shared` in `perform()` is the host's own center;
/// - Live Activities live in the host's center, which persists them through a store in the app
///   group `group.<bundleIdentifier>` of the host's containers (``Activities/persistent``);
/// - `AppGroup(identifier:)`, `@Dependency`, ActivityKit and `WidgetCenter.shared` find the host's
///   containers, dependencies and centers during its runs, its queries and its widgets' timelines
///   (``withBindings(forRunOf:_:)``);
/// - the widget centers are started once, inside those bindings (``start()``).
package final class HostCore: Sendable {
    /// Where a host's app-group containers live.
    package enum Containers: Sendable {
        /// Where the calling task or the environment puts them: ``AppGroup/containersLocation``,
        /// else ``AppGroup/containersEnvironmentVariable``, else the user's data folder.
        case inherited
        /// In a folder the host is given.
        case directory(URL)
        /// In a folder of the host's own (``makeTemporaryContainers()``), removed when the host is released.
        case owned(URL)
    }

    /// Where a host's Live Activities live.
    package enum Activities: Sendable {
        /// In the center the calling task bound (``LiveActivityCenter/current``).
        case inherited
        /// In a center the host is given.
        case center(LiveActivityCenter)
        /// In a center of the host's own, on its clock, that keeps them in the store of the app
        /// group `group.<bundleIdentifier>` of the host's containers, so that every process of the
        /// app sees them, as on a device; in memory for a host without a bundle identifier.
        case persistent
    }

    /// A widget extension's center, and the intents whose runs reload it.
    package struct Widgets: Sendable {
        /// The center that keeps the extension's timelines.
        package let center: WidgetCenter

        /// The action identifiers of the intents whose runs reload the widgets; `nil` for every intent.
        package let reloadingIntents: Set<String>?

        /// Widgets of a center.
        /// - Parameters:
        ///   - center: The extension's center.
        ///   - reloadingIntents: The intents whose runs reload them; `nil` for all.
        package init(center: WidgetCenter, reloadingIntents: Set<String>? = nil) {
            self.center = center
            self.reloadingIntents = reloadingIntents
        }

        /// Whether a run of one of these intents reloads the widgets.
        package func reloads(afterAnyOf identifiers: Set<String>) -> Bool {
            reloadingIntents.map { !$0.isDisjoint(with: identifiers) } ?? true
        }
    }

    /// The host's bundle identifier; `mangledTypeNameByBundleIdentifier` is keyed by it.
    package let bundleIdentifier: String

    /// The intents the host can run.
    package let registry: IntentRegistry

    /// The metadata, loaded or to be loaded when needed.
    package let metadata: HostMetadata

    /// The executor every run goes through.
    package let executor: IntentExecutor

    /// The widget extensions' centers.
    package let widgets: [Widgets]

    /// The host's Live Activities; `nil` when they are the calling task's.
    package let activityCenter: LiveActivityCenter?

    /// The folder holding the host's app-group containers; `nil` when they are the calling task's.
    package let containersDirectory: URL?

    /// How the host answers the questions intents ask; `nil` for the calling task's policy.
    package let prompts: IntentPromptPolicy?

    /// Where `@Dependency` values are found during the host's work.
    package let dependencies: AppDependencyManager

    /// What reloads the widgets after each run, and places configurations on them.
    private let reloader: CombinedReloader?
    private let fullReport: LazyReport
    private let ownsContainers: Bool
    private let started = Atomic<Bool>(false)

    /// Assembles a host.
    /// - Parameters:
    ///   - bundleIdentifier: The host's bundle identifier.
    ///   - registry: The registered intents.
    ///   - metadata: The metadata bundles, or their files.
    ///   - configuration: How the executor schedules, guards and times out runs.
    ///   - widgets: The widget extensions' centers, reloaded after runs and started by ``start()``.
    ///   - reloader: Something else to reload after each run (and to tell of widget configurations).
    ///   - holdBeforeReload: Called with the run's action identifier once its `perform()` returned and
    ///     before its reload; the run stays in flight until it returns (a test's gates).
    ///   - containers: Where the app-group containers live.
    ///   - activities: Where the Live Activities live.
    ///   - clock: The clock of the host's own activity center and, unless `configuration` says how
    ///     timeouts are measured otherwise than in real time, of the runs' timeouts; `nil` for real time.
    ///   - startDate: The date at the clock's current instant.
    ///   - prompts: How the host answers the questions intents ask; `nil` for the caller's policy.
    ///   - dependencies: Where `@Dependency` values are found during the host's work.
    package init(
        bundleIdentifier: String,
        registry: IntentRegistry,
        metadata: HostMetadata,
        configuration: ExecutorConfiguration = ExecutorConfiguration(),
        widgets: [Widgets] = [],
        reloader: (any TimelineReloader)? = nil,
        holdBeforeReload: (@Sendable (String) async -> Void)? = nil,
        containers: Containers = .inherited,
        activities: Activities = .inherited,
        clock: (any Clock<Duration>)? = nil,
        startDate: Date = Date(),
        prompts: IntentPromptPolicy? = nil,
        dependencies: AppDependencyManager = .shared
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.registry = registry
        self.metadata = metadata
        self.widgets = widgets
        self.prompts = prompts
        self.dependencies = dependencies
        switch containers {
        case .inherited:
            (containersDirectory, ownsContainers) = (nil, false)
        case .directory(let url):
            (containersDirectory, ownsContainers) = (url, false)
        case .owned(let url):
            (containersDirectory, ownsContainers) = (url, true)
        }
        switch activities {
        case .inherited:
            activityCenter = nil
        case .center(let center):
            activityCenter = center
        case .persistent:
            activityCenter = Self.persistentActivityCenter(
                bundleIdentifier: bundleIdentifier, containersDirectory: containersDirectory, clock: clock,
                startDate: startDate)
        }
        self.fullReport = LazyReport { registry.resolve(metadata.bundles, hostBundleIdentifier: bundleIdentifier) }
        // On a clock of its own the runs' timeouts are on that time too: a test's run times out
        // when the test moves the clock past its timeout, never because a loaded machine was slow.
        var configuration = configuration
        if let clock, configuration.timeoutMeasurement.isRealTime {
            configuration.timeoutMeasurement = .clock(clock)
        }
        let reloads = !widgets.isEmpty || reloader != nil || holdBeforeReload != nil
        self.reloader = reloads ? CombinedReloader(widgets: widgets, other: reloader, hold: holdBeforeReload) : nil
        self.executor = IntentExecutor(configuration: configuration, reloader: self.reloader)
    }

    deinit {
        if ownsContainers, let containersDirectory { try? FileManager.default.removeItem(at: containersDirectory) }
    }

    /// Makes a fresh temporary folder for a host's own app-group containers (``Containers/owned(_:)``).
    /// - Returns: The folder.
    /// - Throws: The file system's error when it cannot be made.
    package static func makeTemporaryContainers() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intent-testing-app-groups-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A center of a host's own that keeps its activities in the app group `group.<bundleIdentifier>` of its
    /// containers (the calling task's or the environment's when `containersDirectory` is `nil`); in memory when
    /// the bundle identifier makes no group name.
    private static func persistentActivityCenter(
        bundleIdentifier: String,
        containersDirectory: URL?,
        clock: (any Clock<Duration>)?,
        startDate: Date
    ) -> LiveActivityCenter {
        let identifier = "group.\(bundleIdentifier)"
        let group: AppGroup?
        if bundleIdentifier.isEmpty {
            group = nil
        } else if let containersDirectory {
            group = try? AppGroup(identifier: identifier, containersDirectory: containersDirectory)
        } else {
            group = try? AppGroup(identifier: identifier)
        }
        return LiveActivityCenter(
            clock: clock ?? ContinuousClock(), startDate: startDate, persistence: group.map { .appGroup($0) } ?? .memory
        )
    }

    /// How the loaded actions resolved against the registry: resolved on first use, once.
    package var report: ResolutionReport { fullReport.value }

    // MARK: - Bindings

    /// Starts the widget centers' work, once per host, each inside the host's bindings with itself as
    /// `WidgetCenter.shared`: their providers read the host's app groups, activities and dependencies. A run
    /// starts them too, so that its reload never waits for a worker nobody started.
    package func start() {
        guard !widgets.isEmpty, !started.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let containers = containersDirectory ?? AppGroup.containersLocation
        let activities = activityCenter ?? LiveActivityCenter.current
        for center in widgets.map(\.center) {
            AppGroup.$containersLocation.withValue(containers) {
                WidgetCenter.$current.withValue(center) {
                    LiveActivityCenter.$current.withValue(activities) {
                        RunContext.$dependencies.withValue(dependencies) { center.start() }
                    }
                }
            }
        }
    }

    /// The widget center `WidgetCenter.shared` is during a run: that of the first extension scoped to the
    /// intent, else of the first that reloads after every intent; the first one outside a run.
    /// - Parameter actionIdentifier: The running action; `nil` outside a run.
    /// - Returns: The center, or `nil` when no extension's widgets reload after the intent.
    package func widgetCenter(forRunOf actionIdentifier: String? = nil) -> WidgetCenter? {
        guard let actionIdentifier else { return widgets.first?.center }
        let scoped = widgets.first { $0.reloadingIntents?.contains(actionIdentifier) ?? false }
        return (scoped ?? widgets.first { $0.reloadingIntents == nil })?.center
    }

    /// Runs `body` as the host's work runs: in its app-group containers, with its widget center as
    /// `WidgetCenter.shared`, its activity center as ActivityKit's, its prompt policy, and its dependencies as
    /// those `@Dependency` finds. What the host leaves to its caller (containers, activities, prompts) stays the
    /// caller's.
    /// - Parameters:
    ///   - actionIdentifier: The action that runs, which chooses the widget center; `nil` outside a run.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    package func withBindings<T>(
        forRunOf actionIdentifier: String? = nil,
        _ body: () async throws -> T
    ) async rethrows -> T {
        let containers = containersDirectory ?? AppGroup.containersLocation
        let center = widgetCenter(forRunOf: actionIdentifier) ?? WidgetCenter.current
        let activities = activityCenter ?? LiveActivityCenter.current
        let prompts = self.prompts ?? IntentPromptPolicy.current
        return try await AppGroup.$containersLocation.withValue(containers) {
            try await WidgetCenter.$current.withValue(center) {
                try await LiveActivityCenter.$current.withValue(activities) {
                    try await IntentPromptPolicy.$current.withValue(prompts) {
                        try await RunContext.$dependencies.withValue(dependencies) { try await body() }
                    }
                }
            }
        }
    }

    // MARK: - Running

    /// Runs an action: finds it, decodes the parameter values, places a widget configuration on the widgets, and
    /// runs it on the executor inside the host's bindings; the widgets reload before it returns.
    /// - Parameters:
    ///   - identifier: The action identifier or the fully qualified type name.
    ///   - parameters: The parameter values by name.
    ///   - widgetKinds: The widget kinds the interaction came from; `nil` reloads every kind.
    /// - Returns: How the run ended.
    /// - Throws: ``IntentHostError`` when the host refused the run; nothing ran then.
    package func run(
        identifier: String,
        parameters: [String: InvocationValue],
        widgetKinds: [String]?
    ) async throws(IntentHostError) -> RunOutcome {
        start()
        let target = try target(for: identifier)
        let result: Result<RunOutcome, IntentHostError> = await withBindings(forRunOf: target.actionIdentifier) {
            do throws(IntentHostError) {
                return .success(try await run(target, parameters: parameters, widgetKinds: widgetKinds))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func run(
        _ target: RunTarget,
        parameters: [String: InvocationValue],
        widgetKinds: [String]?
    ) async throws(IntentHostError) -> RunOutcome {
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
        return await executor.run(intent, actionIdentifier: target.actionIdentifier, widgetKinds: widgetKinds)
    }

    /// Returns once every widget reload requested so far on the host's widget centers has ended.
    package func waitForRequestedReloads() async {
        for center in widgets.map(\.center) {
            await center.waitForRequestedReloads()
        }
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
