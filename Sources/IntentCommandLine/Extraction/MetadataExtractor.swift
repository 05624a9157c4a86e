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

    /// The metadata of one intent type.
    /// - Parameter type: A registered intent type.
    /// - Returns: The action.
    static func action(for type: any AppIntent.Type) -> ActionMetadata {
        let registered = RegisteredIntent(type)
        let parameters = IntentReflection.parameters(of: type.init()).map {
            self.parameter(named: $0.name, $0.parameter)
        }
        let openAppWhenRun = type.openAppWhenRun
        let protocols = SystemProtocol.all(of: type)
        let protocolPairs = PairArray(pairs: protocols.map { ($0.metadataName, ["empty": [:]] as JSONValue) })
        var fields: [String: JSONValue] = [
            "assistantDefinedSchemaTraits": [],
            "assistantDefinedSchemas": [],
            "availabilityAnnotations": availability,
            "effectiveBundleIdentifiers": [],
            "isAuthPolExplicit": false,
            "outputFlags": 4,
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
            isDiscoverable: type.isDiscoverable,
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
        var resolvable: [JSONValue] = []
        if case .primitive(let primitive)? = valueType, primitive.rawValue == 2 || primitive.rawValue == 7 {
            let order = primitive.rawValue == 2 ? [2, 7, 0] : [7, 2, 0]
            resolvable = order.map {
                ["kindValue": 0, "valueType": ValueType.primitive(PrimitiveType(rawValue: $0)).jsonValue]
            }
        }
        // As observed: enums and options providers offer options (1, capability 8); entities are
        // found through their query (2).
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
