/// An action (`LNActionMetadata`): one `AppIntent` type, keyed by its identifier in ``MetadataBundle/actions``.
public struct ActionMetadata: Sendable, Hashable {
    /// The action's identifier (the type's name); equals its key in ``MetadataBundle/actions``.
    public var identifier: String
    /// The title (absent on some schema-defined intents).
    public var title: LocalizedStringMetadata?
    /// `descriptionMetadata`: the description text, search keywords and category.
    public var descriptionMetadata: DescriptionMetadata?
    /// The `_mangledTypeName` of the intent type, without `$s` (V1; `""` on newer types in some builds).
    public var mangledTypeName: String?
    /// The `_mangledTypeName` of the intent type (V2; preferred).
    public var mangledTypeNameV2: String?
    /// Per-bundle mangled names (V1), for intents shared between an app and its extensions.
    public var mangledTypeNameByBundleIdentifier: [String: String]
    /// Per-bundle mangled names (V2; preferred).
    public var mangledTypeNameByBundleIdentifierV2: [String: String]
    /// `Module.Type` (absent before Xcode 16).
    public var fullyQualifiedTypeName: String?
    /// The parameters, in declaration order.
    public var parameters: [ParameterMetadata]
    /// Whether Siri, Spotlight and Shortcuts show the action.
    public var isDiscoverable: Bool?
    /// Whether running the action opens the app.
    public var openAppWhenRun: Bool?
    /// `IntentAuthenticationPolicy`: 0 always allowed, 1 requires authentication, 2 requires local device
    /// authentication.
    public var authenticationPolicy: Int?
    /// The protocol names the type conforms to (`OpenEntity`, `ControlConfiguration`…).
    public var systemProtocols: [String]
    /// Action type-specific settings, as alternating pairs.
    public var typeSpecificMetadata: PairArray?
    /// System protocol payloads (V1), as alternating pairs.
    public var systemProtocolMetadata: PairArray?
    /// System protocol payloads (V2; preferred), as alternating pairs.
    public var systemProtocolMetadataV2: PairArray?
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue] {
        get { unmodelled.members }
        set { unmodelled.members = newValue }
    }
    var unmodelled: UnmodelledMembers
    var storedOutputType: StoredValueType?
    var absentKeys = AbsentKeys()

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
