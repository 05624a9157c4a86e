import IntentMetadata
import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The metadata a command works on — the host's own bundles, or files named on the command
/// line — resolved against the host's registry.
struct BundleSelection {
    /// The bundles, in the order of the report's bundle indices.
    var bundles: [LoadedBundle]

    /// The resolution of every action of the bundles.
    var report: ResolutionReport

    /// Whether these are the host's own bundles (so the registry's diagnostics apply).
    var isHostsOwn: Bool

    /// The files named on the command line that could not be loaded.
    var failures: [MetadataError]

    /// Loads `paths`, or takes the host's bundles when there are none. A path that is an app, extension or
    /// framework bundle stands for every metadata folder in it (see ``AppBundleLayout``), each loaded and
    /// reported on its own.
    /// - Parameters:
    ///   - paths: Bundle folders, `.appintents` folders or `extract.actionsdata` files.
    ///   - application: The host.
    ///   - bundleIdentifier: The bundle identifier to resolve per-bundle type names for; the
    ///     host's by default.
    init(paths: [String], application: HostApplication, bundleIdentifier: String? = nil) {
        if paths.isEmpty {
            bundles = application.loadedBundles
            failures = application.loadFailures
            isHostsOwn = true
            if let bundleIdentifier, bundleIdentifier != application.host.bundleIdentifier {
                report = application.registry.resolve(bundles.map(\.bundle), hostBundleIdentifier: bundleIdentifier)
            } else {
                report = application.host.report
            }
            return
        }
        var loaded: [LoadedBundle] = []
        var failures: [MetadataError] = []
        for path in paths {
            let locations: [URL]
            do {
                locations = try AppBundleLayout.metadataLocations(for: URL(fileURLWithPath: path))
            } catch {
                failures.append(error)
                continue
            }
            for url in locations {
                do {
                    loaded.append(try LoadedBundle.load(url: url))
                } catch {
                    failures.append(error)
                }
            }
        }
        self.bundles = loaded
        self.failures = failures
        self.isHostsOwn = false
        // The host's own bundles list intents too: a copy one of them names is not a copy that never runs.
        self.report = application.registry.resolve(
            loaded.map(\.bundle),
            hostBundleIdentifier: bundleIdentifier ?? application.host.bundleIdentifier,
            alsoListing: application.loadedBundles.map(\.bundle)
        )
    }

    /// The resolutions of one bundle's actions, sorted by identifier.
    func resolutions(ofBundle index: Int) -> [ActionResolution] {
        report.actions.filter { $0.bundleIndex == index }.sorted { $0.actionIdentifier < $1.actionIdentifier }
    }
}

extension BundleSelection {
    /// Why the host's own metadata is missing, when it is: no folder was found, or it has no
    /// bundle. `nil` when bundles were loaded, failed to load, or were named on the command line.
    static func missingMetadata(of application: HostApplication, programName: String) -> String? {
        guard application.loadedBundles.isEmpty, application.loadFailures.isEmpty else { return nil }
        guard let directory = application.metadataDirectory else {
            return
                "no metadata: the host found no Intents/ folder (it looked in \(MetadataDirectory.searchDescription)); "
                + "run '\(programName) extract --output <folder>' or pass --bundle"
        }
        return "no metadata bundles in \(PathDisplay.relative(directory)): run '\(programName) extract' to write them, "
            + "or pass --bundle"
    }
}
