/// An entity query, keyed by its identifier in ``MetadataBundle/queries``.
public struct QueryMetadata: Sendable, Hashable {
    /// The query's identifier (the type's short name); equals its key in ``MetadataBundle/queries``.
    public var identifier: String
    /// `Module.QueryType`, as entities reference it in ``EntityMetadata/defaultQueryIdentifier``.
    public var fullyQualifiedIdentifier: String?
    /// The query's type name.
    public var queryType: String?
    /// The type name of the entity the query finds.
    public var entityType: String?
    /// Whether this is the entity's default query.
    public var defaultQueryForEntity: Bool?
    /// Capability bits (2 by identifier, 4 string search, 8 property query, 64 suggested entities).
    public var capabilities: Int?
    /// The `_mangledTypeName` of the query type.
    public var mangledTypeName: String?
    /// Members this model does not know (`parameters`, `sortingOptions`…), kept and written back.
    public var additionalFields: [String: JSONValue]
    var resultValueTypeJSON: JSONValue?
    var absentKeys = AbsentKeys()

    /// The type of the values the query returns.
    public var resultValueType: ValueType? {
        get { ValueType.decoded(resultValueTypeJSON) }
        set { resultValueTypeJSON = newValue?.jsonValue }
    }

    /// Creates a query.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - fullyQualifiedIdentifier: `Module.QueryType`.
    ///   - queryType: The query's type name.
    ///   - entityType: The entity's type name.
    ///   - defaultQueryForEntity: Whether it is the default query.
    ///   - capabilities: Capability bits.
    ///   - resultValueType: The result type.
    ///   - mangledTypeName: The mangled type name.
    ///   - additionalFields: Other members.
    public init(
        identifier: String,
        fullyQualifiedIdentifier: String? = nil,
        queryType: String? = nil,
        entityType: String? = nil,
        defaultQueryForEntity: Bool? = nil,
        capabilities: Int? = nil,
        resultValueType: ValueType? = nil,
        mangledTypeName: String? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.identifier = identifier
        self.fullyQualifiedIdentifier = fullyQualifiedIdentifier
        self.queryType = queryType
        self.entityType = entityType
        self.defaultQueryForEntity = defaultQueryForEntity
        self.capabilities = capabilities
        self.resultValueTypeJSON = resultValueType?.jsonValue
        self.mangledTypeName = mangledTypeName
        self.additionalFields = additionalFields
    }

    /// Decodes a query.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "a query")
        identifier = absentKeys.value(try decoder.string("identifier"), "identifier", default: "")
        fullyQualifiedIdentifier = try decoder.string("fullyQualifiedIdentifier")
        queryType = try decoder.string("queryType")
        entityType = try decoder.string("entityType")
        defaultQueryForEntity = try decoder.bool("defaultQueryForEntity")
        capabilities = try decoder.int("capabilities")
        resultValueTypeJSON = try decoder.valueTypeJSON("resultValueType")
        mangledTypeName = try decoder.string("mangledTypeName")
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("identifier", .string(identifier), isDefault: identifier.isEmpty, absent: absentKeys)
        fields.set("fullyQualifiedIdentifier", fullyQualifiedIdentifier)
        fields.set("queryType", queryType)
        fields.set("entityType", entityType)
        fields.set("defaultQueryForEntity", defaultQueryForEntity)
        fields.set("capabilities", capabilities)
        fields["resultValueType"] = resultValueTypeJSON
        fields.set("mangledTypeName", mangledTypeName)
        return .object(fields)
    }
}
