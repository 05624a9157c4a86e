/// An app entity (`LNEntityMetadata`), keyed by its type name in ``MetadataBundle/entities``.
public struct EntityMetadata: Sendable, Hashable {
    /// The entity's type name; equals its key in ``MetadataBundle/entities``.
    public var typeName: String
    /// The name shown for the type.
    public var displayTypeName: LocalizedStringMetadata?
    /// `Module.QueryType` of the entity's default query.
    public var defaultQueryIdentifier: String?
    /// `Module.Type`.
    public var fullyQualifiedTypeName: String?
    /// The `_mangledTypeName` of the entity type, without `$s`.
    public var mangledTypeName: String?
    /// Per-bundle mangled names.
    public var mangledTypeNameByBundleIdentifier: [String: String]?
    /// The entity's properties.
    public var properties: [EntityPropertyMetadata]
    /// System protocol payloads (V1), as alternating pairs.
    public var systemProtocolMetadata: PairArray?
    /// System protocol payloads (V2; preferred), as alternating pairs.
    public var systemProtocolMetadataV2: PairArray?
    /// Entity type-specific settings (Xcode 27), as alternating pairs.
    public var typeSpecificMetadata: PairArray?
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue]
    var absentKeys = AbsentKeys()

    /// Creates an entity.
    /// - Parameters:
    ///   - typeName: The type name.
    ///   - displayTypeName: The shown type name.
    ///   - defaultQueryIdentifier: The default query.
    ///   - fullyQualifiedTypeName: `Module.Type`.
    ///   - mangledTypeName: The mangled type name.
    ///   - mangledTypeNameByBundleIdentifier: Per-bundle names.
    ///   - properties: The properties.
    ///   - systemProtocolMetadata: V1 protocol payloads.
    ///   - systemProtocolMetadataV2: V2 protocol payloads.
    ///   - typeSpecificMetadata: Type-specific pairs.
    ///   - additionalFields: Other members.
    public init(
        typeName: String,
        displayTypeName: LocalizedStringMetadata? = nil,
        defaultQueryIdentifier: String? = nil,
        fullyQualifiedTypeName: String? = nil,
        mangledTypeName: String? = nil,
        mangledTypeNameByBundleIdentifier: [String: String]? = [:],
        properties: [EntityPropertyMetadata] = [],
        systemProtocolMetadata: PairArray? = [:],
        systemProtocolMetadataV2: PairArray? = [:],
        typeSpecificMetadata: PairArray? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.typeName = typeName
        self.displayTypeName = displayTypeName
        self.defaultQueryIdentifier = defaultQueryIdentifier
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName
        self.mangledTypeNameByBundleIdentifier = mangledTypeNameByBundleIdentifier
        self.properties = properties
        self.systemProtocolMetadata = systemProtocolMetadata
        self.systemProtocolMetadataV2 = systemProtocolMetadataV2
        self.typeSpecificMetadata = typeSpecificMetadata
        self.additionalFields = additionalFields
    }

    /// Decodes an entity.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "an entity")
        typeName = absentKeys.value(try decoder.string("typeName"), "typeName", default: "")
        displayTypeName = try decoder.decode("displayTypeName", LocalizedStringMetadata.init(jsonValue:))
        defaultQueryIdentifier = try decoder.string("defaultQueryIdentifier")
        fullyQualifiedTypeName = try decoder.string("fullyQualifiedTypeName")
        mangledTypeName = try decoder.string("mangledTypeName")
        mangledTypeNameByBundleIdentifier = try decoder.stringDictionary("mangledTypeNameByBundleIdentifier")
        properties = absentKeys.value(
            try decoder.array("properties", EntityPropertyMetadata.init(jsonValue:)),
            "properties",
            default: []
        )
        systemProtocolMetadata = try decoder.pairs("systemProtocolMetadata")
        systemProtocolMetadataV2 = try decoder.pairs("systemProtocolMetadataV2")
        typeSpecificMetadata = try decoder.pairs("typeSpecificMetadata")
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("typeName", .string(typeName), isDefault: typeName.isEmpty, absent: absentKeys)
        fields["displayTypeName"] = displayTypeName?.jsonValue
        fields.set("defaultQueryIdentifier", defaultQueryIdentifier)
        fields.set("fullyQualifiedTypeName", fullyQualifiedTypeName)
        fields.set("mangledTypeName", mangledTypeName)
        fields.set("mangledTypeNameByBundleIdentifier", mangledTypeNameByBundleIdentifier)
        fields.set("properties", .array(properties.map(\.jsonValue)), isDefault: properties.isEmpty, absent: absentKeys)
        fields["systemProtocolMetadata"] = systemProtocolMetadata?.jsonValue
        fields["systemProtocolMetadataV2"] = systemProtocolMetadataV2?.jsonValue
        fields["typeSpecificMetadata"] = typeSpecificMetadata?.jsonValue
        return .object(fields)
    }
}

/// A property of an entity: `{"identifier","valueType","isOptional","capabilities","title"?}`.
public struct EntityPropertyMetadata: Sendable, Hashable {
    /// The property's identifier.
    public var identifier: String
    /// The title shown for the property.
    public var title: LocalizedStringMetadata?
    /// Whether the property may be empty.
    public var isOptional: Bool
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue]
    var valueTypeJSON: JSONValue?
    var absentKeys = AbsentKeys()

    /// The property's type.
    public var valueType: ValueType? {
        get { ValueType.decoded(valueTypeJSON) }
        set { valueTypeJSON = newValue?.jsonValue }
    }

    /// Creates a property.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - title: The title.
    ///   - valueType: The type.
    ///   - isOptional: Whether it may be empty.
    ///   - additionalFields: Other members.
    public init(
        identifier: String,
        title: LocalizedStringMetadata? = nil,
        valueType: ValueType? = nil,
        isOptional: Bool = false,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.identifier = identifier
        self.title = title
        self.valueTypeJSON = valueType?.jsonValue
        self.isOptional = isOptional
        self.additionalFields = additionalFields
    }

    /// Decodes a property.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "an entity property")
        identifier = absentKeys.value(try decoder.string("identifier"), "identifier", default: "")
        title = try decoder.decode("title", LocalizedStringMetadata.init(jsonValue:))
        valueTypeJSON = try decoder.valueTypeJSON("valueType")
        isOptional = absentKeys.value(try decoder.bool("isOptional"), "isOptional", default: false)
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("identifier", .string(identifier), isDefault: identifier.isEmpty, absent: absentKeys)
        fields["title"] = title?.jsonValue
        fields["valueType"] = valueTypeJSON
        fields.set("isOptional", .bool(isOptional), isDefault: !isOptional, absent: absentKeys)
        return .object(fields)
    }
}
