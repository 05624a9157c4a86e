import IntentMetadata
import IntentRuntime

/// Writes the metadata Xcode's `appintentsmetadataprocessor` would write for registered intents:
/// what `intents extract` puts in `<Name>.appintents/extract.actionsdata`.
///
/// Works from the types themselves, not from sources: the mangled name is the one the compiler
/// gave the type (`_mangledTypeName`), so an intent that lives in a framework gets the
/// framework's module in its name, which is exactly what Xcode got wrong for the Dynamic Island
/// button.
enum MetadataExtractor {
    /// The fields every Xcode 26 action, entity, query, enum and App Shortcut carries.
    static let availability: JSONValue = ["LNPlatformNameWildcard": ["introducedVersion": "*"]]

    /// The visibility Xcode 26 writes for a type.
    static func visibility(isDiscoverable: Bool) -> JSONValue {
        ["assistantOnly": false, "isDiscoverable": .bool(isDiscoverable)]
    }

    /// The `availabilityAnnotations` of a declaration: the wildcard Xcode always writes, and the
    /// platforms of its `@available` attributes (schema §2; TrollLEDs' and Velouria's intents,
    /// declared `@available(iOS 16.0, *)`, carry `LNPlatformNameIOS: {introducedVersion: "16.0"}`).
    /// Unknown availability is written as Xcode writes a type without `@available`: the wildcard only.
    static func availability(of declaration: SourceDeclarations.Declaration?) -> JSONValue {
        var platforms: [String: JSONValue] = ["LNPlatformNameWildcard": ["introducedVersion": "*"]]
        for (platform, versions) in declaration?.availability ?? [:] {
            platforms[platform] = .object(versions.mapValues(JSONValue.string))
        }
        return .object(platforms)
    }

    /// Xcode's `outputFlags`, from the protocols `perform()` declares it returns: 4 with
    /// `ProvidesDialog` (every intent of pom11's Radio and Velouria's `DoseySummaryIntent`), 0 with
    /// none (TrollLEDs' intents, Velouria's `DoseyOpenTodayIntent`, declared `some IntentResult`).
    /// The schema saw only 0, 1, 4 and 8, single bits: 1 for `OpensIntent` and 8 for
    /// `ShowsSnippetView` are inferred from that, not yet seen beside their sources. An unknown
    /// result (no sources, or no `perform()` in them) is written as `some IntentResult`: 0.
    static func outputFlags(of declaration: SourceDeclarations.Declaration?) -> Int {
        let names = Set(declaration?.performResult ?? [])
        var flags = 0
        if names.contains("OpensIntent") { flags |= 1 }
        if names.contains("ProvidesDialog") { flags |= 4 }
        if names.contains("ShowsSnippetView") { flags |= 8 }
        return flags
    }

    /// The metadata of one intent type.
    /// - Parameters:
    ///   - type: A registered intent type.
    ///   - sources: What the sources declare, for availability and the result's protocols.
    /// - Returns: The action.
    static func action(for type: any AppIntent.Type, sources: SourceDeclarations = SourceDeclarations())
        -> ActionMetadata
    {
        let registered = RegisteredIntent(type)
        let declaration = sources.declaration(ofQualifiedName: registered.fullyQualifiedTypeName)
        let parameters = IntentReflection.parameters(of: type.init()).map {
            self.parameter(named: $0.name, $0.parameter)
        }
        let openAppWhenRun = type.openAppWhenRun
        let protocols = SystemProtocol.all(of: type)
        let protocolPairs = PairArray(pairs: protocols.map { ($0.metadataName, ["empty": [:]] as JSONValue) })
        var fields: [String: JSONValue] = [
            "assistantDefinedSchemaTraits": [],
            "assistantDefinedSchemas": [],
            "availabilityAnnotations": availability(of: declaration),
            "effectiveBundleIdentifiers": [],
            "isAuthPolExplicit": false,
            "outputFlags": .number(JSONNumber(outputFlags(of: declaration))),
            "presentationStyle": 0,
            "requiredCapabilities": [],
            "supportedModes": .number(JSONNumber(supportedModes(openAppWhenRun, protocols))),
            "visibilityMetadata": visibility(isDiscoverable: type.isDiscoverable),
        ]
        if let summary = type.parameterSummaryNode { fields["actionConfiguration"] = configuration(summary) }
        var action = ActionMetadata(
            identifier: registered.identifier,
            title: localized(type.title),
            descriptionText: nil,
            mangledTypeName: registered.mangledTypeName,
            mangledTypeNameV2: registered.mangledTypeName,
            fullyQualifiedTypeName: registered.fullyQualifiedTypeName,
            parameters: parameters,
            // A widget's configuration intent is offered by the widget, not by Shortcuts: Xcode writes
            // the action not discoverable while its visibility stays the type's (issue 22, measured).
            isDiscoverable: protocols.contains(.widgetConfiguration) ? false : type.isDiscoverable,
            openAppWhenRun: openAppWhenRun,
            authenticationPolicy: type.authenticationPolicy.rawValue,
            outputType: registered.resultValueType.flatMap { ParameterTypeMapping.valueType(of: $0.type) },
            systemProtocols: protocols.map(\.metadataName),
            typeSpecificMetadata: [:],
            systemProtocolMetadata: protocolPairs,
            systemProtocolMetadataV2: protocolPairs,
            additionalFields: fields
        )
        if let description = type.resolvedDescription {
            var descriptionFields: [String: JSONValue] = [
                "searchKeywords": .array(description.searchKeywords.map { localized($0).jsonValue })
            ]
            if let category = description.categoryName {
                descriptionFields["categoryName"] = ["title": localized(category).jsonValue]
            }
            action.descriptionMetadata = DescriptionMetadata(
                descriptionText: localized(description.descriptionText),
                additionalFields: descriptionFields
            )
        }
        return action
    }

    /// A localized string as Xcode 26 writes it: `{"alternatives":[],"key":…}`.
    static func localized(_ resource: LocalizedStringResource) -> LocalizedStringMetadata {
        LocalizedStringMetadata(key: resource.key, alternatives: [], table: resource.table)
    }

    /// Xcode's `supportedModes`: 1 background, 2 foreground, 4 and 8 the same when the intent may
    /// continue in the foreground (schema §3, as observed).
    private static func supportedModes(_ openAppWhenRun: Bool, _ protocols: [SystemProtocol]) -> Int {
        let continuable = protocols.contains(.foregroundContinuable)
        return switch (openAppWhenRun, continuable) {
        case (false, false): 1
        case (true, false): 2
        case (true, true): 4
        case (false, true): 8
        }
    }

    /// The inputs Shortcuts may coerce into a parameter of `valueType` (schema §4), in the order Xcode
    /// writes them (Xcode's own order is not stable between builds; readers must not depend on it):
    /// an Int takes an Int, a Double or a String (TrollLEDs' `ManualIntent`), a Double the same,
    /// and a String takes an Int, a String or an array of Ints (schema §4: "String params typically
    /// list primitive 0, 2, array<2>"). Other kinds list none here: no real file seen shows theirs.
    static func resolvableInputTypes(of valueType: ValueType?) -> [ValueType] {
        guard case .primitive(let primitive)? = valueType else { return [] }
        let int = ValueType.primitive(PrimitiveType(rawValue: 2))
        let double = ValueType.primitive(PrimitiveType(rawValue: 7))
        let string = ValueType.primitive(PrimitiveType(rawValue: 0))
        return switch primitive.rawValue {
        case 0: [int, string, .array(int)]
        case 2: [int, double, string]
        case 7: [double, int, string]
        default: []
        }
    }

    private static func parameter(named name: String, _ parameter: any AnyIntentParameter) -> ParameterMetadata {
        let valueType = ParameterTypeMapping.valueType(of: parameter.wrappedValueType)
        var specific: [(key: String, value: JSONValue)] = []
        let defaultValue = parameter.anyDefaultValue.flatMap(ParameterTypeMapping.taggedValue)
        if let defaultValue {
            specific.append(("LNValueTypeSpecificMetadataKeyDefaultValue", defaultValue.jsonValue))
        }
        if let bounds = parameter.numericBounds {
            specific.append(("LNValueTypeMetadataKeyNumberLowerBound", TaggedValue.double(bounds.lowerBound).jsonValue))
            specific.append(("LNValueTypeMetadataKeyNumberRangeType", TaggedValue.int(0).jsonValue))
            specific.append(("LNValueTypeMetadataKeyNumberUpperBound", TaggedValue.double(bounds.upperBound).jsonValue))
        }
        // A file parameter always lists the types it takes, `public.item` when it names none, as
        // Apple's default does.
        var fileTypes = parameter.declaration.supportedTypeIdentifiers
        if fileTypes.isEmpty, valueType == .file || valueType == .array(.file) { fileTypes = ["public.item"] }
        if !fileTypes.isEmpty {
            specific.append(
                (
                    "LNValueTypeMetadataKeyFileSupportedTypes",
                    TaggedValue.array(fileTypes.map(TaggedValue.string)).jsonValue
                )
            )
        }
        let resolvable = resolvableInputTypes(of: valueType).map { type -> JSONValue in
            ["kindValue": 0, "valueType": type.jsonValue]
        }
        // As observed: enums and options providers offer options (1, capability 8); entities are
        // found through their query (2: every entity parameter of pom11's Radio, Xcode 26.3).
        let member: ValueType? = if case .array(let element)? = valueType { element } else { valueType }
        var optionsSupport = 0
        var capabilities = defaultValue == nil ? 0 : 1
        if case .entity? = member {
            optionsSupport = 2
        } else if case .linkEnumeration? = member {
            optionsSupport = 1
        } else if parameter.declaration.optionsProvider != nil {
            optionsSupport = 1
            capabilities |= 8
        }
        let fields: [String: JSONValue] = [
            "capabilities": .number(JSONNumber(capabilities)),
            "dynamicOptionsSupport": .number(JSONNumber(optionsSupport)),
            "inputConnectionBehavior": 0,
            "resolvableInputTypes": .array(resolvable),
        ]
        return ParameterMetadata(
            name: name,
            title: localized(
                parameter.title.key.isEmpty ? LocalizedStringResource(Titles.words(name)) : parameter.title),
            valueType: valueType,
            isOptional: parameter.isOptional,
            isInput: false,
            // The modelled member, not an additional field: the model writes it over any field of its name.
            parameterDescription: parameter.description.map(localized),
            typeSpecificMetadata: PairArray(pairs: specific),
            additionalFields: fields
        )
    }
}
