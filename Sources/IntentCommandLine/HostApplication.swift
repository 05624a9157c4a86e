import IntentMetadata
import IntentRuntime

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
///
/// A thin wrapper over the engine's `HostCore`, which assembles every host (this one, ``IntentHost`` and the test
/// host): what it adds is the command line's own — metadata targets, source folders, deep links.
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
    public var activityCenter: LiveActivityCenter { host.activityCenter }

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
    ///     one command to the next as on a device; in a center of its own, in memory, for a host
    ///     without one.
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
        self.deepLinks = deepLinks
        // The widget centers start with the first command that needs them (`startWidgetCenters()` or a run), so
        // that a command that needs none starts no work.
        self.host = IntentHost(
            core: HostCore(
                bundleIdentifier: bundleIdentifier,
                registry: registry,
                metadata: metadata,
                configuration: executorConfiguration,
                widgets: widgetExtensions.map(\.widgets),
                activities: activityCenter.map { .center($0) } ?? .persistent,
                dependencies: dependencies
            )
        )
    }

    /// Starts the widget centers' work, once per host, inside the host's bindings.
    func startWidgetCenters() {
        host.core.start()
    }
}
