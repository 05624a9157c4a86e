/// A parameter of an action (`LNActionParameterMetadata`), an element of ``ActionMetadata/parameters``.
public struct ParameterMetadata: Sendable, Hashable {
    /// The parameter's name (the Swift property name without `$`), used in `${name}` phrase placeholders.
    public var name: String
    /// The title shown for the parameter.
    public var title: LocalizedStringMetadata?
    /// Whether the parameter may be left empty.
    public var isOptional: Bool
    /// Whether the parameter takes the action's input in a shortcut.
    public var isInput: Bool
    /// The parameter's description.
    public var parameterDescription: LocalizedStringMetadata?
    /// Type-specific settings (`LNValueTypeSpecificMetadataKeyDefaultValue`, number bounds…), as alternating pairs.
    public var typeSpecificMetadata: PairArray
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue] {
        get { unmodelled.members }
        set { unmodelled.members = newValue }
    }
    var unmodelled: UnmodelledMembers
    var storedValueType: StoredValueType?
    var absentKeys = AbsentKeys()

    /// The value type's JSON, as the document has it.
    var valueTypeJSON: JSONValue? { storedValueType?.json.value }

    /// The parameter's type; `nil` when the document has none. Setting it replaces the stored JSON.
    public var valueType: ValueType? {
        get { storedValueType?.type }
        set { storedValueType = newValue.map(StoredValueType.init) }
    }

    /// The default value (`LNValueTypeSpecificMetadataKeyDefaultValue` in ``typeSpecificMetadata``).
    public var defaultValue: TaggedValue? {
        get { typeSpecificMetadata[Self.defaultValueKey].map(TaggedValue.init(jsonValue:)) }
        set { typeSpecificMetadata[Self.defaultValueKey] = newValue?.jsonValue }
    }

    /// The lower bound of a number (`LNValueTypeMetadataKeyNumberLowerBound`).
    public var lowerBound: Double? {
        get { typeSpecificMetadata[Self.lowerBoundKey].flatMap { TaggedValue(jsonValue: $0).doubleValue } }
        set { typeSpecificMetadata[Self.lowerBoundKey] = newValue.map { TaggedValue.double($0).jsonValue } }
    }

    /// The upper bound of a number (`LNValueTypeMetadataKeyNumberUpperBound`).
    public var upperBound: Double? {
        get { typeSpecificMetadata[Self.upperBoundKey].flatMap { TaggedValue(jsonValue: $0).doubleValue } }
        set { typeSpecificMetadata[Self.upperBoundKey] = newValue.map { TaggedValue.double($0).jsonValue } }
    }

    /// The uniform type identifiers a file parameter takes (`LNValueTypeMetadataKeyFileSupportedTypes`):
    /// `["public.image"]`; `nil` when the key is absent or is not an array of strings.
    public var supportedFileTypes: [String]? {
        get {
            guard case .array(let elements)? = typeSpecificMetadata[Self.fileTypesKey].map(TaggedValue.init(jsonValue:))
            else { return nil }
            let identifiers = elements.compactMap(\.stringValue)
            return identifiers.count == elements.count ? identifiers : nil
        }
        set {
            typeSpecificMetadata[Self.fileTypesKey] = newValue.map {
                TaggedValue.array($0.map(TaggedValue.string)).jsonValue
            }
        }
    }

    static let defaultValueKey = "LNValueTypeSpecificMetadataKeyDefaultValue"
    static let fileTypesKey = "LNValueTypeMetadataKeyFileSupportedTypes"
    static let lowerBoundKey = "LNValueTypeMetadataKeyNumberLowerBound"
    static let upperBoundKey = "LNValueTypeMetadataKeyNumberUpperBound"

    /// Creates a parameter.
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - title: The title.
    ///   - valueType: The type.
    ///   - isOptional: Whether it may be left empty.
    ///   - isInput: Whether it takes the action's input.
    ///   - parameterDescription: The description.
    ///   - typeSpecificMetadata: Type-specific settings.
    ///   - additionalFields: Other members.
    public init(
        name: String,
        title: LocalizedStringMetadata? = nil,
        valueType: ValueType? = nil,
        isOptional: Bool = false,
        isInput: Bool = false,
        parameterDescription: LocalizedStringMetadata? = nil,
        typeSpecificMetadata: PairArray = [:],
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.name = name
        self.title = title
        self.storedValueType = valueType.map(StoredValueType.init)
        self.isOptional = isOptional
        self.isInput = isInput
        self.parameterDescription = parameterDescription
        self.typeSpecificMetadata = typeSpecificMetadata
        self.unmodelled = UnmodelledMembers(additionalFields)
    }

    /// Decodes a parameter.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "a parameter")
        name = absentKeys.value(try decoder.string("name"), "name", default: "")
        title = try decoder.decode("title", LocalizedStringMetadata.init(jsonValue:))
        storedValueType = try decoder.valueTypeJSON("valueType").map(StoredValueType.init(json:))
        isOptional = absentKeys.value(try decoder.bool("isOptional"), "isOptional", default: false)
        isInput = absentKeys.value(try decoder.bool("isInput"), "isInput", default: false)
        parameterDescription = try decoder.decode("parameterDescription", LocalizedStringMetadata.init(jsonValue:))
        typeSpecificMetadata = absentKeys.value(
            try decoder.pairs("typeSpecificMetadata"),
            "typeSpecificMetadata",
            default: [:]
        )
        unmodelled = UnmodelledMembers(decoder.fields)
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("name", .string(name), isDefault: name.isEmpty, absent: absentKeys)
        fields["title"] = title?.jsonValue
        fields["valueType"] = valueTypeJSON
        fields.set("isOptional", .bool(isOptional), isDefault: !isOptional, absent: absentKeys)
        fields.set("isInput", .bool(isInput), isDefault: !isInput, absent: absentKeys)
        fields["parameterDescription"] = parameterDescription?.jsonValue
        fields.set(
            "typeSpecificMetadata",
            typeSpecificMetadata.jsonValue,
            isDefault: typeSpecificMetadata.isEmpty,
            absent: absentKeys
        )
        return .object(fields)
    }
}
