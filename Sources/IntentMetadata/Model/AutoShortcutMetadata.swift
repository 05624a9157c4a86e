/// An App Shortcut, an element of ``MetadataBundle/autoShortcuts`` (at most 10 per bundle).
public struct AutoShortcutMetadata: Sendable, Hashable {
    /// The identifier of the action the shortcut runs.
    public var actionIdentifier: String
    /// The phrases, with `${applicationName}` and `${parameterName}` placeholders.
    public var phraseTemplates: [LocalizedStringMetadata]
    /// The short title.
    public var shortTitle: LocalizedStringMetadata?
    /// The SF Symbol name.
    public var systemImageName: String?
    /// The parameter whose options make one shortcut each, when there is one.
    public var parameterPresentation: ParameterPresentationMetadata?
    /// Members this model does not know (`availabilityAnnotations`…), kept and written back.
    public var additionalFields: [String: JSONValue]
    var absentKeys = AbsentKeys()

    /// Creates an App Shortcut.
    /// - Parameters:
    ///   - actionIdentifier: The action it runs.
    ///   - phraseTemplates: The phrases.
    ///   - shortTitle: The short title.
    ///   - systemImageName: The SF Symbol name.
    ///   - parameterPresentation: The parameter presentation.
    ///   - additionalFields: Other members.
    public init(
        actionIdentifier: String,
        phraseTemplates: [LocalizedStringMetadata] = [],
        shortTitle: LocalizedStringMetadata? = nil,
        systemImageName: String? = nil,
        parameterPresentation: ParameterPresentationMetadata? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.actionIdentifier = actionIdentifier
        self.phraseTemplates = phraseTemplates
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.parameterPresentation = parameterPresentation
        self.additionalFields = additionalFields
    }

    /// Decodes an App Shortcut.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "an App Shortcut")
        actionIdentifier = absentKeys.value(try decoder.string("actionIdentifier"), "actionIdentifier", default: "")
        phraseTemplates = absentKeys.value(
            try decoder.array("phraseTemplates", LocalizedStringMetadata.init(jsonValue:)),
            "phraseTemplates",
            default: []
        )
        shortTitle = try decoder.decode("shortTitle", LocalizedStringMetadata.init(jsonValue:))
        systemImageName = try decoder.string("systemImageName")
        parameterPresentation = try decoder.decode(
            "parameterPresentation",
            ParameterPresentationMetadata.init(jsonValue:)
        )
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set(
            "actionIdentifier",
            .string(actionIdentifier),
            isDefault: actionIdentifier.isEmpty,
            absent: absentKeys
        )
        fields.set(
            "phraseTemplates",
            .array(phraseTemplates.map(\.jsonValue)),
            isDefault: phraseTemplates.isEmpty,
            absent: absentKeys
        )
        fields["shortTitle"] = shortTitle?.jsonValue
        fields.set("systemImageName", systemImageName)
        fields["parameterPresentation"] = parameterPresentation?.jsonValue
        return .object(fields)
    }
}

/// An App Shortcut's `parameterPresentation`: the parameter whose options each make a shortcut.
public struct ParameterPresentationMetadata: Sendable, Hashable {
    /// The parameter's name.
    public var parameterIdentifier: String?
    /// Members this model does not know (`specificTitle`, `optionsCollection`…), kept and written back.
    public var additionalFields: [String: JSONValue]

    /// Creates a parameter presentation.
    /// - Parameters:
    ///   - parameterIdentifier: The parameter's name.
    ///   - additionalFields: Other members.
    public init(parameterIdentifier: String? = nil, additionalFields: [String: JSONValue] = [:]) {
        self.parameterIdentifier = parameterIdentifier
        self.additionalFields = additionalFields
    }

    /// Decodes a parameter presentation.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "a parameter presentation")
        parameterIdentifier = try decoder.string("parameterIdentifier")
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("parameterIdentifier", parameterIdentifier)
        return .object(fields)
    }
}
