import IntentMetadata

/// A bundle's App Shortcuts, checked against the platform's rules and ready to match phrases:
/// what a host registers, from its `AppShortcutsProvider` or from metadata `autoShortcuts`.
///
/// Registration refuses a second provider in one bundle, more than
/// ``Limits/shortcutsPerProvider`` shortcuts, a shortcut whose intent is not registered or not
/// discoverable, a shortcut none of whose phrases names the application, a phrase parameter
/// that is not a parameter of the intent, and a phrase claimed by two shortcuts. Metadata is
/// checked by the same rules, with JSON paths in the errors.
public struct AppShortcutCatalog: Sendable {
    /// One registered shortcut.
    public struct Entry: Sendable {
        /// The action identifier of the shortcut's intent.
        public let actionIdentifier: String

        /// The phrases, as templates: `"Stream ${stream} on ${applicationName}"`.
        public var phraseTemplates: [String] { phrases.map(\.description) }

        /// The short title shown on the tile.
        public let shortTitle: String

        /// The SF Symbol shown on the tile.
        public let systemImageName: String

        /// Where the shortcut was declared.
        public let path: String

        let phrases: [PhraseTemplate]
        let parameterValues: [String: [ShortcutParameterValue]]
    }

    /// The shortcuts, in declaration order.
    public let entries: [Entry]

    /// The application's name, as phrases say it.
    public let applicationName: String

    /// Other names of the application that phrases may use.
    public let synonyms: [String]

    /// The colour of the app's tile, when a provider (not metadata) declared the shortcuts.
    public let tileColor: ShortcutTileColor?

    // MARK: - From a provider

    /// Registers a bundle's shortcuts provider.
    /// - Parameters:
    ///   - provider: The bundle's `AppShortcutsProvider`.
    ///   - registry: The registered intents; every shortcut's intent must be among them.
    ///   - applicationName: The application's name.
    ///   - synonyms: Other names of the application.
    ///   - limits: The limits to enforce.
    /// - Throws: ``ShortcutError`` for the first rule broken.
    public init(
        provider: any AppShortcutsProvider.Type,
        registry: IntentRegistry,
        applicationName: String,
        synonyms: [String] = [],
        limits: Limits = .platform
    ) throws(ShortcutError) {
        try self.init(
            providers: [provider], registry: registry, applicationName: applicationName, synonyms: synonyms,
            limits: limits)
    }

    /// Registers the shortcuts providers found in one bundle: there may be only one.
    /// - Parameters:
    ///   - providers: The bundle's `AppShortcutsProvider` types.
    ///   - registry: The registered intents.
    ///   - applicationName: The application's name.
    ///   - synonyms: Other names of the application.
    ///   - limits: The limits to enforce.
    /// - Throws: ``ShortcutError`` for the first rule broken.
    public init(
        providers: [any AppShortcutsProvider.Type],
        registry: IntentRegistry,
        applicationName: String,
        synonyms: [String] = [],
        limits: Limits = .platform
    ) throws(ShortcutError) {
        let problems = Self.problems(providers: providers, registry: registry, limits: limits)
        if let first = problems.first { throw first }
        let provider = providers.first
        let name = provider.map { _typeName($0, qualified: false) } ?? ""
        let shortcuts = provider?.appShortcuts ?? []
        self.entries = shortcuts.enumerated().map { index, shortcut in
            let registered = registry.intent(for: shortcut.intentType)
            return Entry(
                actionIdentifier: registered?.identifier ?? _typeName(shortcut.intentType, qualified: false),
                shortTitle: shortcut.shortTitle.key,
                systemImageName: shortcut.systemImageName,
                path: "\(name).appShortcuts[\(index)]",
                phrases: shortcut.phrases,
                parameterValues: registered.map(Self.enumValues) ?? [:]
            )
        }
        self.applicationName = applicationName
        self.synonyms = synonyms
        self.tileColor = provider?.shortcutTileColor
    }

    /// Every rule a bundle's providers break, in declaration order.
    /// - Parameters:
    ///   - providers: The bundle's `AppShortcutsProvider` types.
    ///   - registry: The registered intents.
    ///   - limits: The limits to enforce.
    /// - Returns: The problems; empty when the shortcuts may be registered.
    public static func problems(
        providers: [any AppShortcutsProvider.Type],
        registry: IntentRegistry,
        limits: Limits = .platform
    ) -> [ShortcutError] {
        var problems: [ShortcutError] = []
        if providers.count > 1 {
            let names = providers.map { _typeName($0, qualified: false) }
            for name in names.dropFirst() {
                problems.append(
                    ShortcutError(
                        .secondProvider, at: name, otherPath: names[0],
                        message: "a bundle has one AppShortcutsProvider, but both \(names[0]) and \(name) are "
                            + "declared; move the shortcuts of \(name) into \(names[0])"))
            }
        }
        guard let provider = providers.first else { return problems }
        let name = _typeName(provider, qualified: false)
        let declarations = provider.appShortcuts.enumerated().map { index, shortcut in
            let registered = registry.intent(for: shortcut.intentType)
            let lookup: ShortcutRules.IntentLookup =
                registered.map { .found(isDiscoverable: $0.isDiscoverable, parameters: Set($0.parameters.map(\.name))) }
                ?? .missing
            return ShortcutRules.Declaration(
                actionIdentifier: registered?.identifier ?? _typeName(shortcut.intentType, qualified: false),
                intentDescription: registered?.fullyQualifiedTypeName
                    ?? _typeName(shortcut.intentType, qualified: true),
                phrases: shortcut.phrases,
                path: "\(name).appShortcuts[\(index)]",
                phrasesKey: "phrases",
                lookup: lookup
            )
        }
        problems += ShortcutRules.check(declarations, listPath: "\(name).appShortcuts", limits: limits)
        return problems
    }

    private static func enumValues(of intent: RegisteredIntent) -> [String: [ShortcutParameterValue]] {
        var values: [String: [ShortcutParameterValue]] = [:]
        for parameter in intent.parameters {
            if let enumType = parameter.wrappedType.type as? any AppEnum.Type {
                values[parameter.name] = enumType.caseIdentifiers.map { ShortcutParameterValue($0) }
            }
        }
        return values
    }

    // MARK: - From metadata

    /// Loads a bundle's `autoShortcuts` from metadata, checked by the same rules.
    /// - Parameters:
    ///   - metadata: The bundle's metadata.
    ///   - applicationName: The application's name.
    ///   - synonyms: Other names of the application.
    ///   - limits: The limits to enforce.
    /// - Throws: ``ShortcutError`` for the first rule broken, with a JSON path.
    public init(
        metadata: MetadataBundle,
        applicationName: String,
        synonyms: [String] = [],
        limits: Limits = .platform
    ) throws(ShortcutError) {
        if let first = Self.problems(metadata: metadata, limits: limits).first { throw first }
        self.entries = metadata.autoShortcuts.enumerated().map { index, shortcut in
            Entry(
                actionIdentifier: shortcut.actionIdentifier,
                shortTitle: shortcut.shortTitle?.key ?? "",
                systemImageName: shortcut.systemImageName ?? "",
                path: "autoShortcuts[\(index)]",
                phrases: shortcut.phraseTemplates.map { PhraseTemplate(parsing: $0.key) },
                parameterValues: Self.enumValues(of: shortcut.actionIdentifier, in: metadata)
            )
        }
        self.applicationName = applicationName
        self.synonyms = synonyms
        self.tileColor = nil
    }

    /// Every rule a bundle's metadata `autoShortcuts` break, in order.
    /// - Parameters:
    ///   - metadata: The bundle's metadata.
    ///   - limits: The limits to enforce.
    /// - Returns: The problems, with JSON paths; empty when the shortcuts may be loaded.
    public static func problems(metadata: MetadataBundle, limits: Limits = .platform) -> [ShortcutError] {
        let declarations = metadata.autoShortcuts.enumerated().map { index, shortcut in
            let action = metadata.actions[shortcut.actionIdentifier]
            let lookup: ShortcutRules.IntentLookup =
                action.map {
                    .found(isDiscoverable: $0.isDiscoverable ?? true, parameters: Set($0.parameters.map(\.name)))
                }
                ?? .missing
            return ShortcutRules.Declaration(
                actionIdentifier: shortcut.actionIdentifier,
                intentDescription: "actions.\(shortcut.actionIdentifier)",
                phrases: shortcut.phraseTemplates.map { PhraseTemplate(parsing: $0.key) },
                path: "autoShortcuts[\(index)]",
                phrasesKey: "phraseTemplates",
                lookup: lookup
            )
        }
        return ShortcutRules.check(declarations, listPath: "autoShortcuts", limits: limits)
    }

    private static func enumValues(of actionIdentifier: String, in metadata: MetadataBundle) -> [String:
        [ShortcutParameterValue]]
    {
        var values: [String: [ShortcutParameterValue]] = [:]
        for parameter in metadata.actions[actionIdentifier]?.parameters ?? [] {
            guard case .linkEnumeration(let identifier)? = parameter.valueType,
                let enumeration = metadata.enumeration(identifier: identifier)
            else { continue }
            values[parameter.name] = enumeration.cases.map { enumCase in
                let names =
                    [enumCase.identifier] + [enumCase.title?.key].compactMap { $0 } + enumCase.synonyms.map(\.key)
                return ShortcutParameterValue(enumCase.identifier, names: names)
            }
        }
        return values
    }
}
