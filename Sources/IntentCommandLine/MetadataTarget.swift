import IntentRuntime

/// One `<name>.appintents` bundle that `intents extract` writes: the intents of an app, an
/// extension or a framework.
public struct MetadataTarget: Sendable {
    /// The bundle's name: `extract` writes `<name>.appintents/`.
    public var name: String

    /// The intents the bundle describes, in order.
    public var intents: [any AppIntent.Type]

    /// Creates a target from intent types.
    /// - Parameters:
    ///   - name: The bundle's name.
    ///   - intents: The intents it describes.
    public init(name: String, intents: [any AppIntent.Type]) {
        self.name = name
        self.intents = intents
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
