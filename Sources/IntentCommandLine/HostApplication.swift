import IntentMetadata
import IntentRuntime
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The host program as the command line sees it: its registered intents, the executor that
/// runs them, its widgets and its metadata.
///
/// Built by ``CommandLineConfiguration/loadApplication`` only when a command needs it, so
/// `--version` and `--help` never pay for registration or for reading metadata. A copy shares
/// the executor and widget centers, so two command lines given the same application run on one
/// host: a run started by one is in flight for the other (that is how the reentrancy guard is
/// seen from the command line).
public struct HostApplication: Sendable {
    /// The host: registry, loaded metadata, resolution report and executor.
    public let host: IntentHost

    /// The registered intents: only these can ever be run.
    public var registry: IntentRegistry { host.registry }

    /// The widget extensions, each with its flattened bundle and its widget center.
    public let widgetExtensions: [WidgetExtension]

    /// The metadata bundles `intents extract` writes, one per app, extension or framework.
    public var metadataTargets: [MetadataTarget]

    /// The folders whose Swift files `intents extract` reads for what the types cannot tell at run
    /// time (an intent's `@available`, the protocols its `perform()` returns), relative to the
    /// package that holds the current directory: `["Sources"]`, what SwiftPM compiles, by default.
    /// `extract --sources` replaces them.
    public var sourceDirectories: [String] = ["Sources"]

    /// Where the checked-in `<Name>.appintents` bundles live: the bundles the host loads, and
    /// where `extract` writes by default.
    public let metadataDirectory: URL?

    /// Where the host's Live Activities live: every run binds it as
    /// `LiveActivityCenter.current`, and `intents activities` lists it.
    public let activityCenter: LiveActivityCenter

    /// The app's handlers of deep links, for `intents open`.
    public let deepLinks: DeepLinkRouter

    /// The names of the bundles in ``metadataDirectory``, sorted: `CarControl` for `CarControl.appintents`.
    private let bundleNames: [String]

    /// The bundles in ``metadataDirectory``, loaded when first needed: running one action loads only the bundles
    /// that may have it.
    private let metadata: HostMetadata

    /// The bundles loaded from ``metadataDirectory``, in the order of ``IntentHost/bundles``; loads every bundle not
    /// loaded yet.
    var loadedBundles: [LoadedBundle] {
        zip(bundleNames, metadata.outcomes).compactMap { name, outcome in
            guard case .success(let bundle) = outcome, let metadataDirectory else { return nil }
            let url = metadataDirectory.appendingPathComponent(name + ".appintents", isDirectory: true)
            return LoadedBundle(name: name, url: url, bundle: bundle)
        }
    }

    /// The bundles in ``metadataDirectory`` that failed to load; loads every bundle not loaded yet.
    var loadFailures: [MetadataError] {
        metadata.outcomes.compactMap { outcome in
            guard case .failure(let error) = outcome else { return nil }
            return error
        }
    }

    private let centersStarted: SharedFlag

    /// Creates the host over the `*.appintents` bundles in `metadataDirectory`, each loaded when first needed.
    /// - Parameters:
    ///   - bundleIdentifier: The host's bundle identifier, for per-bundle type names in metadata.
    ///   - registry: The registered intents.
    ///   - executorConfiguration: How the executor serializes runs and guards reentrancy.
    ///   - widgetExtensions: The widget extensions; their centers reload after every run.
    ///   - metadataTargets: The metadata bundles `extract` writes.
    ///   - metadataDirectory: Where the checked-in metadata bundles live.
    ///   - activityCenter: Where the host's Live Activities live. By default, for a host with a
    ///     bundle identifier, in its app group `group.<bundleIdentifier>`, so that they persist from
    ///     one command to the next as on a device; in the process-wide center, in memory, for a
    ///     host without one.
    ///   - deepLinks: The app's handlers of deep links.
    ///   - dependencies: Where `@Dependency` values are found during the host's work (runs, queries,
    ///     widget timelines); `AppDependencyManager.shared`, as in an app, by default.
    public init(
        bundleIdentifier: String = "",
        registry: IntentRegistry = IntentRegistry(),
        executorConfiguration: ExecutorConfiguration = ExecutorConfiguration(),
        widgetExtensions: [WidgetExtension] = [],
        metadataTargets: [MetadataTarget] = [],
        metadataDirectory: URL? = nil,
        activityCenter: LiveActivityCenter? = nil,
        deepLinks: DeepLinkRouter = DeepLinkRouter(),
        dependencies: AppDependencyManager = .shared
    ) {
        let names = LoadedBundle.names(in: metadataDirectory)
        let directoryPath = metadataDirectory.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" } ?? ""
        let metadata = HostMetadata(files: names.map { directoryPath + $0 + ".appintents" })
        self.bundleNames = names
        self.metadata = metadata
        self.widgetExtensions = widgetExtensions
        self.metadataTargets = metadataTargets
        self.metadataDirectory = metadataDirectory
        self.activityCenter = activityCenter ?? Self.persistentActivityCenter(bundleIdentifier: bundleIdentifier)
        self.deepLinks = deepLinks
        self.host = IntentHost(
            bundleIdentifier: bundleIdentifier,
            registry: registry,
            metadata: metadata,
            configuration: executorConfiguration,
            reloader: widgetExtensions.isEmpty ? nil : CombinedReloader(extensions: widgetExtensions),
            dependencies: dependencies
        )
        self.centersStarted = SharedFlag()
    }

    /// A center whose activities live in the app group `group.<bundleIdentifier>`; the
    /// process-wide one when there is no bundle identifier, or it makes no group name.
    static func persistentActivityCenter(bundleIdentifier: String) -> LiveActivityCenter {
        guard !bundleIdentifier.isEmpty, let group = try? AppGroup(identifier: "group.\(bundleIdentifier)") else {
            return .shared
        }
        return LiveActivityCenter(persistence: .appGroup(group))
    }

    /// Starts the widget centers' work, once per host.
    func startWidgetCenters() {
        guard centersStarted.setOnce() else { return }
        // Their providers find the host's dependencies.
        RunContext.$dependencies.withValue(host.dependencies) {
            for widgetExtension in widgetExtensions {
                widgetExtension.center.start()
            }
        }
    }
}

/// A widget extension: a name, its widget bundle, flattened and checked, and its widget center.
public struct WidgetExtension: Sendable {
    /// The extension's name, as `intents widgets` shows it.
    public let name: String

    /// The identifiers of the intents whose runs reload this extension's widgets; `nil` for
    /// every intent. A host that bundles several apps scopes each app's widgets to its intents,
    /// as each app's widgets reload only after that app's intents on a device.
    public let reloadingIntents: Set<String>?

    /// The extension's widgets.
    public var catalog: WidgetCatalog { center.catalog }

    /// The center that keeps the extension's timelines.
    public let center: WidgetCenter

    /// Creates a widget extension.
    /// - Parameters:
    ///   - name: The extension's name.
    ///   - catalog: The extension's widgets.
    ///   - reloadingIntents: The intents whose runs reload these widgets; `nil` for all.
    public init(name: String, catalog: WidgetCatalog, reloadingIntents: [any AppIntent.Type]? = nil) {
        self.name = name
        self.center = WidgetCenter(catalog: catalog)
        self.reloadingIntents = reloadingIntents.map { Set($0.map { _typeName($0, qualified: false) }) }
    }

    /// Whether a run of one of these intents reloads the extension's widgets.
    func reloads(afterAnyOf identifiers: Set<String>) -> Bool {
        reloadingIntents.map { !$0.isDisjoint(with: identifiers) } ?? true
    }
}

/// Reloads the timelines of several extensions after a run.
private struct CombinedReloader: TimelineReloader {
    let extensions: [WidgetExtension]

    func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        await withTaskGroup(of: Void.self) { group in
            for widgetExtension in extensions where widgetExtension.reloads(afterAnyOf: [actionIdentifier]) {
                let center = widgetExtension.center
                let own = kinds.map { $0.filter(center.catalog.kinds.contains) }
                if let own, own.isEmpty { continue }
                group.addTask { await center.reloadTimelines(afterRunOf: actionIdentifier, kinds: own) }
            }
        }
    }

    func configureWidgets(with configuration: any WidgetConfigurationIntent) async {
        for widgetExtension in extensions {
            await widgetExtension.center.configureWidgets(with: configuration)
        }
    }
}

/// A flag set once, shared by copies.
private final class SharedFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Sets the flag; `true` only for the call that set it.
    func setOnce() -> Bool {
        !flag.exchange(true, ordering: .acquiringAndReleasing)
    }
}
