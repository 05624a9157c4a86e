import IntentRuntime

/// One `<name>.appintents` bundle that `intents extract` writes: the intents of an app, an
/// extension or a framework.
public struct MetadataTarget: Sendable {
    /// The bundle's name: `extract` writes `<name>.appintents/`.
    public var name: String

    /// The intents the bundle names directly.
    public var intents: [any AppIntent.Type]

    /// The package whose intents (and those of the packages it includes) the bundle describes
    /// after ``intents``; flattened only when the bundle is written, so declaring targets is free.
    ///
    /// (Apple's `AppIntentsPackage` is not `Sendable`, so neither is its metatype to the compiler;
    /// a metatype holds no state, and sharing it across tasks is safe.)
    public nonisolated(unsafe) var package: (any AppIntentsPackage.Type)?

    /// The App Shortcuts provider the bundle declares, if any: its shortcuts are written as
    /// `autoShortcuts`. Unless one is given, a bundle made from a ``package`` has its module's
    /// provider, found in the loaded program as the package's intents are (an `internal` one
    /// too), when the module declares exactly one, as an app does.
    public var shortcutsProvider: (any AppShortcutsProvider.Type)? {
        get {
            if let givenProvider { return givenProvider }
            guard let package else { return nil }
            let module = String(_typeName(package, qualified: true).prefix { $0 != "." })
            let found = ModuleTypeDiscovery.types(inModule: module) { $0 as? any AppShortcutsProvider.Type }
            return found.count == 1 ? found[0] : nil
        }
        set { givenProvider = newValue }
    }

    /// The provider given, if any; found from the package when `nil`.
    private var givenProvider: (any AppShortcutsProvider.Type)?

    /// The app's name and its synonyms, which `${applicationName}` in phrases stands for; used
    /// to check the provider and to match phrases (`intents run --phrase`).
    public var applicationNames: [String]

    /// Creates a target from intent types.
    /// - Parameters:
    ///   - name: The bundle's name.
    ///   - intents: The intents it describes.
    ///   - shortcutsProvider: The App Shortcuts provider, if any.
    ///   - applicationNames: The app's name, then its synonyms.
    public init(
        name: String,
        intents: [any AppIntent.Type],
        shortcutsProvider: (any AppShortcutsProvider.Type)? = nil,
        applicationNames: [String] = []
    ) {
        self.name = name
        self.intents = intents
        self.package = nil
        self.givenProvider = shortcutsProvider
        self.applicationNames = applicationNames
    }

    /// Creates a target from a package: its intents and those of every package it includes,
    /// transitively, each once.
    /// - Parameters:
    ///   - name: The bundle's name.
    ///   - package: The package.
    ///   - shortcutsProvider: The App Shortcuts provider; `nil` to find the module's.
    ///   - applicationNames: The app's name, then its synonyms.
    public init(
        name: String,
        package: any AppIntentsPackage.Type,
        shortcutsProvider: (any AppShortcutsProvider.Type)? = nil,
        applicationNames: [String] = []
    ) {
        self.init(name: name, intents: [], shortcutsProvider: shortcutsProvider, applicationNames: applicationNames)
        self.package = package
    }

    /// Every intent the bundle describes: ``intents``, then the package's, each once.
    /// - Returns: The intent types, in order.
    /// - Throws: ``RegistryError`` when the packages include each other in a cycle.
    public func allIntents() throws(RegistryError) -> [any AppIntent.Type] {
        var registry = IntentRegistry()
        for type in intents { registry.register(type) }
        if let package { try registry.register(package: package) }
        return registry.intents.map(\.type)
    }
}
