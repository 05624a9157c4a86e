/// One `Metadata.appintents` bundle: the contents of `extract.actionsdata`, plus `version.json`'s tools version.
///
/// Read it with ``init(contentsOf:limits:)`` or ``init(actionsData:source:limits:)``, check it with
/// ``validate()``, and write it with ``write(to:)`` (or ``actionsData()`` and ``versionJSON()``). Every key of the
/// document is optional; members the model does not know are kept in `additionalFields` and written back.
public struct MetadataBundle: Sendable, Hashable {
    /// The actions, keyed by identifier.
    public var actions: [String: ActionMetadata]
    /// The entities, keyed by type name.
    public var entities: [String: EntityMetadata]
    /// The entity queries, keyed by identifier.
    public var queries: [String: QueryMetadata]
    /// The enums (an array in the document).
    public var enums: [EnumMetadata]
    /// The App Shortcuts.
    public var autoShortcuts: [AutoShortcutMetadata]
    /// The `_mangledTypeName` of the bundle's `AppShortcutsProvider`, when it has one.
    public var autoShortcutProviderMangledName: String?
    /// The shortcut tile colour index (14 when not customised).
    public var shortcutTileColor: Int?
    /// The generator: `{"name":"xcode-tools","version":…}`.
    public var generator: GeneratorMetadata?
    /// The document's top-level `version` (always 1 so far).
    public var formatVersion: Int?
    /// `version.json`'s `toolsVersion`, when the bundle was read from (or will be written to) a folder.
    public var toolsVersion: String?
    /// `version.json`'s `version` (`"3.0"` in every known file; written as `"3.0"` when `nil`).
    public var versionFileVersion: String?
    /// The file the bundle was read from, for messages.
    public var source: String?
    /// Top-level members this model does not know (`assistantIntents`…), kept and written back.
    public var additionalFields: [String: JSONValue]
    var negativePhraseObjects: [JSONValue]
    var absentKeys = AbsentKeys()
    /// The order of `version.json`'s two keys when it was read, kept for writing it back.
    var versionFileKeyOrder = VersionFileKeyOrder.toolsVersionFirst

    /// Which key of `version.json` comes first.
    enum VersionFileKeyOrder: Sendable, Hashable {
        case toolsVersionFirst, versionFirst
    }

    /// Phrases that must not trigger the bundle's shortcuts (`negativePhrases[].phrase`).
    public var negativePhrases: [LocalizedStringMetadata] {
        get {
            negativePhraseObjects.compactMap { $0["phrase"].flatMap { try? LocalizedStringMetadata(jsonValue: $0) } }
        }
        set { negativePhraseObjects = newValue.map { ["phrase": $0.jsonValue] } }
    }

    /// Creates a bundle.
    /// - Parameters:
    ///   - actions: The actions, keyed by identifier.
    ///   - entities: The entities, keyed by type name.
    ///   - queries: The queries, keyed by identifier.
    ///   - enums: The enums.
    ///   - autoShortcuts: The App Shortcuts.
    ///   - autoShortcutProviderMangledName: The shortcuts provider's mangled name.
    ///   - shortcutTileColor: The tile colour.
    ///   - negativePhrases: Phrases that must not trigger shortcuts.
    ///   - generator: The generator.
    ///   - formatVersion: The top-level `version`.
    ///   - toolsVersion: `version.json`'s `toolsVersion`.
    ///   - source: Where the bundle came from.
    ///   - additionalFields: Other top-level members.
    public init(
        actions: [String: ActionMetadata] = [:],
        entities: [String: EntityMetadata] = [:],
        queries: [String: QueryMetadata] = [:],
        enums: [EnumMetadata] = [],
        autoShortcuts: [AutoShortcutMetadata] = [],
        autoShortcutProviderMangledName: String? = nil,
        shortcutTileColor: Int? = 14,
        negativePhrases: [LocalizedStringMetadata] = [],
        generator: GeneratorMetadata? = nil,
        formatVersion: Int? = 1,
        toolsVersion: String? = nil,
        source: String? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.actions = actions
        self.entities = entities
        self.queries = queries
        self.enums = enums
        self.autoShortcuts = autoShortcuts
        self.autoShortcutProviderMangledName = autoShortcutProviderMangledName
        self.shortcutTileColor = shortcutTileColor
        self.negativePhraseObjects = negativePhrases.map { ["phrase": $0.jsonValue] }
        self.generator = generator
        self.formatVersion = formatVersion
        self.toolsVersion = toolsVersion
        self.source = source
        self.additionalFields = additionalFields
    }

    /// Decodes a bundle from a parsed `extract.actionsdata` document.
    /// - Parameters:
    ///   - jsonValue: The document.
    ///   - source: Where it came from, for messages.
    /// - Throws: ``MetadataError`` naming the path of a member with the wrong type.
    public init(jsonValue: consuming JSONValue, source: String? = nil) throws(MetadataError) {
        do {
            var decoder = try ObjectDecoder(jsonValue, expecting: "an extract.actionsdata document")
            var absent = AbsentKeys()
            actions = absent.value(
                try decoder.dictionary("actions") { _, value throws(MetadataError) in
                    try ActionMetadata(jsonValue: value)
                },
                "actions",
                default: [:]
            )
            entities = absent.value(
                try decoder.dictionary("entities") { _, value throws(MetadataError) in
                    try EntityMetadata(jsonValue: value)
                },
                "entities",
                default: [:]
            )
            queries = absent.value(
                try decoder.dictionary("queries") { _, value throws(MetadataError) in
                    try QueryMetadata(jsonValue: value)
                },
                "queries",
                default: [:]
            )
            enums = absent.value(try decoder.array("enums", EnumMetadata.init(jsonValue:)), "enums", default: [])
            autoShortcuts = absent.value(
                try decoder.array("autoShortcuts", AutoShortcutMetadata.init(jsonValue:)),
                "autoShortcuts",
                default: []
            )
            autoShortcutProviderMangledName = try decoder.string("autoShortcutProviderMangledName")
            shortcutTileColor = try decoder.int("shortcutTileColor")
            negativePhraseObjects = absent.value(
                try decoder.array("negativePhrases") { value throws(MetadataError) in
                    var phrase = try ObjectDecoder(value, expecting: "a negative phrase")
                    _ = try phrase.decode("phrase", LocalizedStringMetadata.init(jsonValue:))
                    return value
                },
                "negativePhrases",
                default: []
            )
            generator = try decoder.decode("generator", GeneratorMetadata.init(jsonValue:))
            formatVersion = try decoder.int("version")
            additionalFields = decoder.fields
            absentKeys = absent
        } catch {
            throw error.located(in: nil, file: source)
        }
        self.source = source
        self.toolsVersion = nil
        self.versionFileVersion = nil
    }

    /// The `extract.actionsdata` document.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("actions", .object(actions.mapValues(\.jsonValue)), isDefault: actions.isEmpty, absent: absentKeys)
        fields.set(
            "entities", .object(entities.mapValues(\.jsonValue)), isDefault: entities.isEmpty, absent: absentKeys)
        fields.set("queries", .object(queries.mapValues(\.jsonValue)), isDefault: queries.isEmpty, absent: absentKeys)
        fields.set("enums", .array(enums.map(\.jsonValue)), isDefault: enums.isEmpty, absent: absentKeys)
        fields.set(
            "autoShortcuts",
            .array(autoShortcuts.map(\.jsonValue)),
            isDefault: autoShortcuts.isEmpty,
            absent: absentKeys
        )
        fields.set("autoShortcutProviderMangledName", autoShortcutProviderMangledName)
        fields.set("shortcutTileColor", shortcutTileColor)
        fields.set(
            "negativePhrases",
            .array(negativePhraseObjects),
            isDefault: negativePhraseObjects.isEmpty,
            absent: absentKeys
        )
        fields["generator"] = generator?.jsonValue
        fields.set("version", formatVersion)
        return .object(fields)
    }

    /// The action whose mangled type name (any of V1, V2 or the per-bundle names) is `mangledName`.
    /// - Parameter mangledName: A mangled type name, without `$s`.
    /// - Returns: The first matching action, or `nil`.
    public func action(mangledTypeName mangledName: String) -> ActionMetadata? {
        guard !mangledName.isEmpty else { return nil }
        return actions.values.first { action in
            action.mangledTypeNameV2 == mangledName || action.mangledTypeName == mangledName
                || action.mangledTypeNameByBundleIdentifierV2.values.contains(mangledName)
                || action.mangledTypeNameByBundleIdentifier.values.contains(mangledName)
        }
    }

    /// The enum with `identifier`.
    /// - Parameter identifier: The enum's identifier.
    /// - Returns: The first enum with that identifier, or `nil`.
    public func enumeration(identifier: String) -> EnumMetadata? {
        enums.first { $0.identifier == identifier }
    }
}
