import IntentRuntime

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
