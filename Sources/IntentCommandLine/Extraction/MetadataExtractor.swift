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
    /// The fields every Xcode 26 action, enum and App Shortcut carries.
    static let availability: JSONValue = ["LNPlatformNameWildcard": ["introducedVersion": "*"]]

    /// The metadata of one intent type.
    /// - Parameter type: A registered intent type.
    /// - Returns: The action, and the enums its parameters use.
    static func action(for type: any AppIntent.Type) -> (action: ActionMetadata, enums: [any AppEnum.Type]) {
        let registered = RegisteredIntent(type)
        var enums: [any AppEnum.Type] = []
        var parameters: [ParameterMetadata] = []
        for (name, parameter) in reflectParameters(of: type.init()) {
            enums += ParameterTypeMapping.enumTypes(in: parameter.wrappedValueType)
            parameters.append(self.parameter(named: name, parameter))
        }
        let openAppWhenRun = type.openAppWhenRun
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
            outputType: outputType(of: type),
            systemProtocols: [],
            typeSpecificMetadata: [:],
            systemProtocolMetadata: [:],
            systemProtocolMetadataV2: [:],
            additionalFields: [
                "assistantDefinedSchemaTraits": [],
                "assistantDefinedSchemas": [],
                "availabilityAnnotations": availability,
                "effectiveBundleIdentifiers": [],
                "isAuthPolExplicit": false,
                "outputFlags": 4,
                "presentationStyle": 0,
                "requiredCapabilities": [],
                "supportedModes": .number(JSONNumber(openAppWhenRun ? 2 : 1)),
                "visibilityMetadata": ["assistantOnly": false, "isDiscoverable": .bool(type.isDiscoverable)],
            ]
        )
        if let description = type.description {
            action.descriptionMetadata = DescriptionMetadata(
                descriptionText: localized(description.descriptionText),
                additionalFields: ["searchKeywords": .array(description.searchKeywords.map { localized($0).jsonValue })]
            )
        }
        return (action, enums)
    }

    /// The metadata of an enum a parameter uses.
    static func enumeration(_ type: any AppEnum.Type) -> EnumMetadata {
        let identifier = ParameterTypeMapping.enumIdentifier(type)
        return EnumMetadata(
            identifier: identifier,
            cases: type.caseIdentifiers.map { EnumCaseMetadata(identifier: $0, title: localized($0)) },
            displayTypeName: localized(identifier),
            fullyQualifiedTypeName: _typeName(type, qualified: true),
            mangledTypeName: _mangledTypeName(type) ?? "",
            isSystem: false,
            additionalFields: [
                "assistantDefinedSchemas": [],
                "availabilityAnnotations": availability,
                "effectiveBundleIdentifiers": [],
                "mangledTypeNameByBundleIdentifier": [:],
                "visibilityMetadata": ["assistantOnly": false, "isDiscoverable": true],
            ]
        )
    }

    /// A localized string as Xcode 26 writes it: `{"alternatives":[],"key":…}`.
    static func localized(_ resource: LocalizedStringResource) -> LocalizedStringMetadata {
        LocalizedStringMetadata(key: resource.key, alternatives: [], table: resource.table)
    }

    private static func localized(_ text: String) -> LocalizedStringMetadata {
        LocalizedStringMetadata(key: text, alternatives: [], table: nil)
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
        var resolvable: [JSONValue] = []
        if case .primitive(let primitive)? = valueType, primitive.rawValue == 2 || primitive.rawValue == 7 {
            let order = primitive.rawValue == 2 ? [2, 7, 0] : [7, 2, 0]
            resolvable = order.map {
                ["kindValue": 0, "valueType": ValueType.primitive(PrimitiveType(rawValue: $0)).jsonValue]
            }
        }
        let isEnum: Bool
        if case .linkEnumeration? = valueType { isEnum = true } else { isEnum = false }
        return ParameterMetadata(
            name: name,
            title: localized(parameter.title),
            valueType: valueType,
            isOptional: parameter.isOptional,
            isInput: false,
            typeSpecificMetadata: PairArray(pairs: specific),
            additionalFields: [
                "capabilities": .number(JSONNumber(defaultValue == nil ? 0 : 1)),
                "dynamicOptionsSupport": .number(JSONNumber(isEnum ? 1 : 0)),
                "inputConnectionBehavior": 0,
                "resolvableInputTypes": .array(resolvable),
            ]
        )
    }

    private static func outputType(of type: any AppIntent.Type) -> ValueType? {
        func resultType<Intent: AppIntent>(_: Intent.Type) -> any IntentResult.Type { Intent.PerformResult.self }
        guard let valued = resultType(type) as? any ResultValueTyped.Type else { return nil }
        return ParameterTypeMapping.valueType(of: valued.resultValueType)
    }

    /// The `@Parameter` properties of an intent instance, in declaration order.
    static func reflectParameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"),
                let parameter = child.value as? any AnyIntentParameter
            else { return nil }
            return (String(label.dropFirst()), parameter)
        }
    }
}

/// A result type that returns a value of a known type.
protocol ResultValueTyped {
    /// The returned value's type; `Never` when the result returns none.
    static var resultValueType: any Any.Type { get }
}

extension IntentResultContainer: ResultValueTyped {
    static var resultValueType: any Any.Type { Value.self }
}
