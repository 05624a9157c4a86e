/// An app enum, an element of ``MetadataBundle/enums`` (an array, not a map, in every generation).
public struct EnumMetadata: Sendable, Hashable {
    /// The enum's identifier, referenced by ``ValueType/linkEnumeration(identifier:)``.
    public var identifier: String
    /// The cases, in declaration order.
    public var cases: [EnumCaseMetadata]
    /// The name shown for the type.
    public var displayTypeName: LocalizedStringMetadata?
    /// `Module.Type`.
    public var fullyQualifiedTypeName: String?
    /// The `_mangledTypeName` of the enum (a bare name for AppIntents-framework enums).
    public var mangledTypeName: String?
    /// Whether the enum is a system enum re-exported into the bundle.
    public var isSystem: Bool?
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue]
    var absentKeys = AbsentKeys()

    /// Creates an enum.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - cases: The cases.
    ///   - displayTypeName: The shown type name.
    ///   - fullyQualifiedTypeName: `Module.Type`.
    ///   - mangledTypeName: The mangled type name.
    ///   - isSystem: Whether it is a system enum.
    ///   - additionalFields: Other members.
    public init(
        identifier: String,
        cases: [EnumCaseMetadata] = [],
        displayTypeName: LocalizedStringMetadata? = nil,
        fullyQualifiedTypeName: String? = nil,
        mangledTypeName: String? = nil,
        isSystem: Bool? = false,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.identifier = identifier
        self.cases = cases
        self.displayTypeName = displayTypeName
        self.fullyQualifiedTypeName = fullyQualifiedTypeName
        self.mangledTypeName = mangledTypeName
        self.isSystem = isSystem
        self.additionalFields = additionalFields
    }

    /// Decodes an enum.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "an enum")
        identifier = absentKeys.value(try decoder.string("identifier"), "identifier", default: "")
        cases = absentKeys.value(try decoder.array("cases", EnumCaseMetadata.init(jsonValue:)), "cases", default: [])
        displayTypeName = try decoder.decode("displayTypeName", LocalizedStringMetadata.init(jsonValue:))
        fullyQualifiedTypeName = try decoder.string("fullyQualifiedTypeName")
        mangledTypeName = try decoder.string("mangledTypeName")
        isSystem = try decoder.bool("isSystem")
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("identifier", .string(identifier), isDefault: identifier.isEmpty, absent: absentKeys)
        fields.set("cases", .array(cases.map(\.jsonValue)), isDefault: cases.isEmpty, absent: absentKeys)
        fields["displayTypeName"] = displayTypeName?.jsonValue
        fields.set("fullyQualifiedTypeName", fullyQualifiedTypeName)
        fields.set("mangledTypeName", mangledTypeName)
        fields.set("isSystem", isSystem)
        return .object(fields)
    }
}

/// A case of an enum: `{"identifier","displayRepresentation":{"title","synonyms"?,"image"?}}`.
public struct EnumCaseMetadata: Sendable, Hashable {
    /// The case's identifier (may be a numeric string such as `"10"`).
    public var identifier: String
    /// How the case is shown.
    public var displayRepresentation: DisplayRepresentationMetadata?
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue]
    var absentKeys = AbsentKeys()

    /// The case's title (`displayRepresentation.title`).
    public var title: LocalizedStringMetadata? {
        get { displayRepresentation?.title }
        set {
            if displayRepresentation == nil {
                guard newValue != nil else { return }
                displayRepresentation = DisplayRepresentationMetadata()
            }
            displayRepresentation?.title = newValue
        }
    }

    /// Other names for the case (`displayRepresentation.synonyms`); empty when absent.
    public var synonyms: [LocalizedStringMetadata] {
        get { displayRepresentation?.synonyms ?? [] }
        set {
            guard !(newValue.isEmpty && displayRepresentation?.synonyms == nil) else { return }
            if displayRepresentation == nil { displayRepresentation = DisplayRepresentationMetadata() }
            displayRepresentation?.synonyms = newValue
        }
    }

    /// Creates an enum case.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - title: The title.
    ///   - synonyms: Other names.
    ///   - additionalFields: Other members.
    public init(
        identifier: String,
        title: LocalizedStringMetadata? = nil,
        synonyms: [LocalizedStringMetadata] = [],
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.identifier = identifier
        self.additionalFields = additionalFields
        self.displayRepresentation =
            title == nil && synonyms.isEmpty
            ? nil : DisplayRepresentationMetadata(title: title, synonyms: synonyms.isEmpty ? nil : synonyms)
    }

    /// Decodes an enum case.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "an enum case")
        identifier = absentKeys.value(try decoder.string("identifier"), "identifier", default: "")
        displayRepresentation = try decoder.decode(
            "displayRepresentation",
            DisplayRepresentationMetadata.init(jsonValue:)
        )
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("identifier", .string(identifier), isDefault: identifier.isEmpty, absent: absentKeys)
        fields["displayRepresentation"] = displayRepresentation?.jsonValue
        return .object(fields)
    }
}

/// A display representation: `{"title":…,"synonyms"?:[…],"image"?:…}`.
public struct DisplayRepresentationMetadata: Sendable, Hashable {
    /// The title.
    public var title: LocalizedStringMetadata?
    /// Other names; `nil` when absent.
    public var synonyms: [LocalizedStringMetadata]?
    /// Members this model does not know (`image`, `imageV2`…), kept and written back.
    public var additionalFields: [String: JSONValue]

    /// Creates a display representation.
    /// - Parameters:
    ///   - title: The title.
    ///   - synonyms: Other names.
    ///   - additionalFields: Other members.
    public init(
        title: LocalizedStringMetadata? = nil,
        synonyms: [LocalizedStringMetadata]? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.title = title
        self.synonyms = synonyms
        self.additionalFields = additionalFields
    }

    /// Decodes a display representation.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "a display representation")
        title = try decoder.decode("title", LocalizedStringMetadata.init(jsonValue:))
        synonyms = try decoder.array("synonyms", LocalizedStringMetadata.init(jsonValue:))
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields["title"] = title?.jsonValue
        fields["synonyms"] = synonyms.map { .array($0.map(\.jsonValue)) }
        return .object(fields)
    }
}
