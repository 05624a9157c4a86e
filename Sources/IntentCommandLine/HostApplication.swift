import Foundation
import IntentRuntime

/// The host program as the command line sees it: its intents, its widgets, its metadata.
///
/// Built by ``CommandLineConfiguration/loadApplication`` only when a command needs it, so
/// `--version` and `--help` never pay for registration or for reading metadata.
public struct HostApplication: Sendable {
    /// The metadata bundles `intents extract` writes, one per app, extension or framework.
    public var metadataTargets: [MetadataTarget]

    /// The widget extensions, each with its flattened bundle.
    public var widgetExtensions: [WidgetExtension]

    /// Where the checked-in `<Name>.appintents` bundles live: `extract` writes there by default.
    public var metadataDirectory: URL?

    /// Creates a description of the host program.
    /// - Parameters:
    ///   - metadataTargets: The metadata bundles `extract` writes.
    ///   - widgetExtensions: The widget extensions.
    ///   - metadataDirectory: Where the checked-in metadata bundles live.
    public init(
        metadataTargets: [MetadataTarget] = [],
        widgetExtensions: [WidgetExtension] = [],
        metadataDirectory: URL? = nil
    ) {
        self.metadataTargets = metadataTargets
        self.widgetExtensions = widgetExtensions
        self.metadataDirectory = metadataDirectory
    }
}

/// A widget extension: a name and its widget bundle, flattened and checked.
public struct WidgetExtension: Sendable {
    /// The extension's name, as `intents widgets` shows it.
    public var name: String

    /// The extension's widgets.
    public var catalog: WidgetCatalog

    /// Creates a widget extension.
    /// - Parameters:
    ///   - name: The extension's name.
    ///   - catalog: The extension's widgets.
    public init(name: String, catalog: WidgetCatalog) {
        self.name = name
        self.catalog = catalog
    }
}

/// One `<name>.appintents` bundle that `intents extract` writes: the intents of an app, an
/// extension or a framework.
public struct MetadataTarget: Sendable {
    /// The bundle's name: `extract` writes `<name>.appintents/`.
    public var name: String

    /// The intents the bundle describes, in order.
    public var intents: [any AppIntent.Type]

    /// When set, type names are written as if the intents were compiled into this module
    /// rather than the one they live in: the metadata Xcode writes for an extension whose
    /// intents moved into a framework. For reproducing that bug in fixtures; `nil` otherwise.
    public var writtenAsModule: String?

    /// Creates a target from intent types.
    /// - Parameters:
    ///   - name: The bundle's name.
    ///   - intents: The intents it describes.
    ///   - writtenAsModule: A module to write type names in instead of their own (fixtures only).
    public init(name: String, intents: [any AppIntent.Type], writtenAsModule: String? = nil) {
        self.name = name
        self.intents = intents
        self.writtenAsModule = writtenAsModule
    }

    /// Creates a target from a package: its intents and those of every package it includes,
    /// transitively, each once.
    /// - Parameters:
    ///   - name: The bundle's name.
    ///   - package: The package.
    /// - Throws: ``RegistryError`` when the packages include each other in a cycle.
    public init(name: String, package: any AppIntentsPackage.Type) throws(RegistryError) {
        var registry = IntentRegistry()
        try registry.register(package: package)
        self.init(name: name, intents: registry.intents.map(\.type))
    }
}
