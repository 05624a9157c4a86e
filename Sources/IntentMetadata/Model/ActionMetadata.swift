/// An action (`LNActionMetadata`): one `AppIntent` type, keyed by its identifier in ``MetadataBundle/actions``.
public struct ActionMetadata: Sendable, Hashable {
    /// The action's identifier (the type's name); equals its key in ``MetadataBundle/actions``.
    public var identifier: String {
        get { box.fields.identifier }
        set { update { $0.identifier = newValue } }
    }
    /// The title (absent on some schema-defined intents).
    public var title: LocalizedStringMetadata? {
        get { box.fields.title }
        set { update { $0.title = newValue } }
    }
    /// `descriptionMetadata`: the description text, search keywords and category.
    public var descriptionMetadata: DescriptionMetadata? {
        get { box.fields.descriptionMetadata }
        set { update { $0.descriptionMetadata = newValue } }
    }
    /// The `_mangledTypeName` of the intent type, without `$s` (V1; `""` on newer types in some builds).
    public var mangledTypeName: String? {
        get { box.fields.mangledTypeName }
        set { update { $0.mangledTypeName = newValue } }
    }
    /// The `_mangledTypeName` of the intent type (V2; preferred).
    public var mangledTypeNameV2: String? {
        get { box.fields.mangledTypeNameV2 }
        set { update { $0.mangledTypeNameV2 = newValue } }
    }
    /// Per-bundle mangled names (V1), for intents shared between an app and its extensions.
    public var mangledTypeNameByBundleIdentifier: [String: String] {
        get { box.fields.mangledTypeNameByBundleIdentifier }
        set { update { $0.mangledTypeNameByBundleIdentifier = newValue } }
    }
    /// Per-bundle mangled names (V2; preferred).
    public var mangledTypeNameByBundleIdentifierV2: [String: String] {
        get { box.fields.mangledTypeNameByBundleIdentifierV2 }
        set { update { $0.mangledTypeNameByBundleIdentifierV2 = newValue } }
    }
    /// `Module.Type` (absent before Xcode 16).
    public var fullyQualifiedTypeName: String? {
        get { box.fields.fullyQualifiedTypeName }
        set { update { $0.fullyQualifiedTypeName = newValue } }
    }
    /// The parameters, in declaration order.
    public var parameters: [ParameterMetadata] {
        get { box.fields.parameters }
        set { update { $0.parameters = newValue } }
    }
    /// Whether Siri, Spotlight and Shortcuts show the action.
    public var isDiscoverable: Bool? {
        get { box.fields.isDiscoverable }
        set { update { $0.isDiscoverable = newValue } }
    }
    /// Whether running the action opens the app.
    public var openAppWhenRun: Bool? {
        get { box.fields.openAppWhenRun }
        set { update { $0.openAppWhenRun = newValue } }
    }
    /// `IntentAuthenticationPolicy`: 0 always allowed, 1 requires authentication, 2 requires local device
    /// authentication.
    public var authenticationPolicy: Int? {
        get { box.fields.authenticationPolicy }
        set { update { $0.authenticationPolicy = newValue } }
    }
    /// The protocol names the type conforms to (`OpenEntity`, `ControlConfiguration`…).
    public var systemProtocols: [String] {
        get { box.fields.systemProtocols }
        set { update { $0.systemProtocols = newValue } }
    }
    /// Action type-specific settings, as alternating pairs.
    public var typeSpecificMetadata: PairArray? {
        get { box.fields.typeSpecificMetadata }
        set { update { $0.typeSpecificMetadata = newValue } }
    }
    /// System protocol payloads (V1), as alternating pairs.
    public var systemProtocolMetadata: PairArray? {
        get { box.fields.systemProtocolMetadata }
        set { update { $0.systemProtocolMetadata = newValue } }
    }
    /// System protocol payloads (V2; preferred), as alternating pairs.
    public var systemProtocolMetadataV2: PairArray? {
        get { box.fields.systemProtocolMetadataV2 }
        set { update { $0.systemProtocolMetadataV2 = newValue } }
    }
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue] {
        get { unmodelled.members }
        set { unmodelled.members = newValue }
    }
    var unmodelled: UnmodelledMembers {
        get { box.fields.unmodelled }
        set { update { $0.unmodelled = newValue } }
    }
    var storedOutputType: StoredValueType? {
        get { box.fields.storedOutputType }
        set { update { $0.storedOutputType = newValue } }
    }
    var absentKeys: AbsentKeys {
        get { box.fields.absentKeys }
        set { update { $0.absentKeys = newValue } }
    }

    /// The stored members of an action.
    private struct Fields: Sendable, Hashable {
        var identifier: String = ""
        var title: LocalizedStringMetadata?
        var descriptionMetadata: DescriptionMetadata?
        var mangledTypeName: String?
        var mangledTypeNameV2: String?
        var mangledTypeNameByBundleIdentifier: [String: String] = [:]
        var mangledTypeNameByBundleIdentifierV2: [String: String] = [:]
        var fullyQualifiedTypeName: String?
        var parameters: [ParameterMetadata] = []
        var isDiscoverable: Bool?
        var openAppWhenRun: Bool?
        var authenticationPolicy: Int?
        var systemProtocols: [String] = []
        var typeSpecificMetadata: PairArray?
        var systemProtocolMetadata: PairArray?
        var systemProtocolMetadataV2: PairArray?
        var unmodelled = UnmodelledMembers()
        var storedOutputType: StoredValueType?
        var absentKeys = AbsentKeys()
    }

    /// An action's members in one heap object, shared by copies until one is changed: a copy of an action (in a
    /// bundle's dictionary, a resolution, a lookup) is one reference instead of 432 bytes and a dozen references
    /// to retain, and a bundle's dictionary holds a word per bucket instead of an inline action.
    private final class Box: @unchecked Sendable {
        // Sendable: a box is changed only through `update`, when no other value holds it.
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box = Box(Fields())

    /// Changes the members, first copying them when another value shares the box.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    /// Whether two actions have equal members.
    /// - Parameters:
    ///   - lhs: An action.
    ///   - rhs: Another action.
    /// - Returns: `true` when every member is equal.
    public static func == (lhs: ActionMetadata, rhs: ActionMetadata) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every member.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }

    /// The output type's JSON, as the document has it.
    var outputTypeJSON: JSONValue? { storedOutputType?.json.value }

    /// The type of the value the action returns.
    public var outputType: ValueType? {
        get { storedOutputType?.type }
        set { storedOutputType = newValue.map(StoredValueType.init) }
    }

    /// The description text (`descriptionMetadata.descriptionText`); setting it keeps the other description members.
    public var descriptionText: LocalizedStringMetadata? {
        get { descriptionMetadata?.descriptionText }
        set {
            if descriptionMetadata == nil {
                guard newValue != nil else { return }
                descriptionMetadata = DescriptionMetadata(additionalFields: ["searchKeywords": []])
            }
            descriptionMetadata?.descriptionText = newValue
        }
    }

    /// Creates an action.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - title: The title.
    ///   - descriptionText: The description.
    ///   - mangledTypeName: The V1 mangled type name.
    ///   - mangledTypeNameV2: The V2 mangled type name.
    ///   - mangledTypeNameByBundleIdentifier: Per-bundle V1 names.
    ///   - mangledTypeNameByBundleIdentifierV2: Per-bundle V2 names.
    ///   - fullyQualifiedTypeName: `Module.Type`.
    ///   - parameters: The parameters.
    ///   - isDiscoverable: Whether the action is discoverable.
    ///   - openAppWhenRun: Whether it opens the app.
    ///   - authenticationPolicy: The authentication policy.
    ///   - outputType: The result type.
    ///   - systemProtocols: Protocol names.
    ///   - typeSpecificMetadata: Type-specific pairs.
    ///   - systemProtocolMetadata: V1 protocol payloads.
    ///   - systemProtocolMetadataV2: V2 protocol payloads.
    ///   - additionalFields: Other members.
    public init(
        identifier: String,
        title: LocalizedStringMetadata? = nil,
        descriptionText: LocalizedStringMetadata? = nil,
        mangledTypeName: String? = nil,
        mangledTypeNameV2: String? = nil,
        mangledTypeNameByBundleIdentifier: [String: String] = [:],
        mangledTypeNameByBundleIdentifierV2: [String: String] = [:],
        fullyQualifiedTypeName: String? = nil,
        parameters: [ParameterMetadata] = [],
        isDiscoverable: Bool? = true,
        openAppWhenRun: Bool? = false,
        authenticationPolicy: Int? = 0,
        outputType: ValueType? = nil,
        systemProtocols: [String] = [],
        typeSpecificMetadata: PairArray? = [:],
        systemProtocolMetadata: PairArray? = [:],
        systemProtocolMetadataV2: PairArray? = [:],
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.identifier = identifier
        self.title = title
        self.mangledTypeName = mangledTypeName
        self.mangledTypeNameV2 = mangledTypeNameV2
        self.mangledTypeNameByBundleIdentifier = mangledTypeNameByBundleIdentifier
        self.mangledTypeNameByBundleIdentifierV2 = mangledTypeNameByBundleIdentifierV2
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.parameters = parameters
        self.isDiscoverable = isDiscoverable
        self.openAppWhenRun = openAppWhenRun
        self.authenticationPolicy = authenticationPolicy
        self.storedOutputType = outputType.map(StoredValueType.init)
        self.systemProtocols = systemProtocols
        self.typeSpecificMetadata = typeSpecificMetadata
        self.systemProtocolMetadata = systemProtocolMetadata
        self.systemProtocolMetadataV2 = systemProtocolMetadataV2
        self.unmodelled = UnmodelledMembers(additionalFields)
        self.descriptionMetadata = nil
        self.descriptionText = descriptionText
    }

    /// Decodes an action.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "an action")
        identifier = absentKeys.value(try decoder.string("identifier"), "identifier", default: "")
        title = try decoder.decode("title", LocalizedStringMetadata.init(jsonValue:))
        descriptionMetadata = try decoder.decode("descriptionMetadata", DescriptionMetadata.init(jsonValue:))
        mangledTypeName = try decoder.string("mangledTypeName")
        mangledTypeNameV2 = try decoder.string("mangledTypeNameV2")
        mangledTypeNameByBundleIdentifier = absentKeys.value(
            try decoder.stringDictionary("mangledTypeNameByBundleIdentifier"),
            "mangledTypeNameByBundleIdentifier",
            default: [:]
        )
        mangledTypeNameByBundleIdentifierV2 = absentKeys.value(
            try decoder.stringDictionary("mangledTypeNameByBundleIdentifierV2"),
            "mangledTypeNameByBundleIdentifierV2",
            default: [:]
        )
        fullyQualifiedTypeName = try decoder.string("fullyQualifiedTypeName")
        parameters = absentKeys.value(
            try decoder.array("parameters", ParameterMetadata.init(jsonValue:)),
            "parameters",
            default: []
        )
        isDiscoverable = try decoder.bool("isDiscoverable")
        openAppWhenRun = try decoder.bool("openAppWhenRun")
        authenticationPolicy = try decoder.int("authenticationPolicy")
        storedOutputType = try decoder.valueTypeJSON("outputType").map(StoredValueType.init(json:))
        systemProtocols = absentKeys.value(try decoder.strings("systemProtocols"), "systemProtocols", default: [])
        typeSpecificMetadata = try decoder.pairs("typeSpecificMetadata")
        systemProtocolMetadata = try decoder.pairs("systemProtocolMetadata")
        systemProtocolMetadataV2 = try decoder.pairs("systemProtocolMetadataV2")
        unmodelled = UnmodelledMembers(decoder.fields)
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("identifier", .string(identifier), isDefault: identifier.isEmpty, absent: absentKeys)
        fields["title"] = title?.jsonValue
        fields["descriptionMetadata"] = descriptionMetadata?.jsonValue
        fields.set("mangledTypeName", mangledTypeName)
        fields.set("mangledTypeNameV2", mangledTypeNameV2)
        fields.set(
            "mangledTypeNameByBundleIdentifier",
            .object(mangledTypeNameByBundleIdentifier.mapValues { .string($0) }),
            isDefault: mangledTypeNameByBundleIdentifier.isEmpty,
            absent: absentKeys
        )
        fields.set(
            "mangledTypeNameByBundleIdentifierV2",
            .object(mangledTypeNameByBundleIdentifierV2.mapValues { .string($0) }),
            isDefault: mangledTypeNameByBundleIdentifierV2.isEmpty,
            absent: absentKeys
        )
        fields.set("fullyQualifiedTypeName", fullyQualifiedTypeName)
        fields.set("parameters", .array(parameters.map(\.jsonValue)), isDefault: parameters.isEmpty, absent: absentKeys)
        fields.set("isDiscoverable", isDiscoverable)
        fields.set("openAppWhenRun", openAppWhenRun)
        fields.set("authenticationPolicy", authenticationPolicy)
        fields["outputType"] = outputTypeJSON
        fields.set(
            "systemProtocols",
            .array(systemProtocols.map { .string($0) }),
            isDefault: systemProtocols.isEmpty,
            absent: absentKeys
        )
        fields["typeSpecificMetadata"] = typeSpecificMetadata?.jsonValue
        fields["systemProtocolMetadata"] = systemProtocolMetadata?.jsonValue
        fields["systemProtocolMetadataV2"] = systemProtocolMetadataV2?.jsonValue
        return .object(fields)
    }

    /// The mangled type name to resolve for this action in the bundle `bundleIdentifier`, by the runtime's
    /// resolution order: `mangledTypeNameByBundleIdentifierV2[id]`, `mangledTypeNameByBundleIdentifier[id]`,
    /// `mangledTypeNameV2`, `mangledTypeName`, skipping empty strings.
    /// - Parameter bundleIdentifier: The host bundle's identifier, or `nil` to skip the per-bundle names.
    /// - Returns: The first non-empty name, or `nil` when there is none.
    public func effectiveMangledTypeName(forBundleIdentifier bundleIdentifier: String?) -> String? {
        var candidates: [String?] = []
        if let bundleIdentifier {
            candidates.append(mangledTypeNameByBundleIdentifierV2[bundleIdentifier])
            candidates.append(mangledTypeNameByBundleIdentifier[bundleIdentifier])
        }
        candidates.append(mangledTypeNameV2)
        candidates.append(mangledTypeName)
        for case let name? in candidates where !name.isEmpty {
            return name
        }
        return nil
    }

    /// The parameter named `name`.
    /// - Parameter name: The parameter's name.
    /// - Returns: The first parameter with that name, or `nil`.
    public func parameter(named name: String) -> ParameterMetadata? {
        parameters.first { $0.name == name }
    }
}

/// An action's `descriptionMetadata`: `{"descriptionText":…,"searchKeywords":[],"categoryName":{"title":…}}`.
public struct DescriptionMetadata: Sendable, Hashable {
    /// The description text.
    public var descriptionText: LocalizedStringMetadata?
    /// Members this model does not know (`searchKeywords`, `categoryName`…), kept and written back.
    public var additionalFields: [String: JSONValue] {
        get { unmodelled.members }
        set { unmodelled.members = newValue }
    }
    var unmodelled: UnmodelledMembers

    /// Creates description metadata.
    /// - Parameters:
    ///   - descriptionText: The description text.
    ///   - additionalFields: Other members.
    public init(descriptionText: LocalizedStringMetadata? = nil, additionalFields: [String: JSONValue] = [:]) {
        self.descriptionText = descriptionText
        self.unmodelled = UnmodelledMembers(additionalFields)
    }

    /// Decodes description metadata.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "description metadata")
        descriptionText = try decoder.decode("descriptionText", LocalizedStringMetadata.init(jsonValue:))
        unmodelled = UnmodelledMembers(decoder.fields)
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields["descriptionText"] = descriptionText?.jsonValue
        return .object(fields)
    }
}
