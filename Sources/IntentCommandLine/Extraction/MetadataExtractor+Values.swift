import IntentMetadata
import IntentRuntime

// Entities, their queries, enums and parameter summaries, as Xcode 26 writes them (compared key
// by key with the corpus file that has an entity and a query, pom11's Radio).

extension MetadataExtractor {
    /// The metadata of an entity type.
    /// - Parameter entity: The registered entity.
    /// - Returns: The entity.
    static func entity(_ entity: RegisteredEntity) -> EntityMetadata {
        let representation = entity.typeDisplayRepresentation
        return EntityMetadata(
            typeName: entity.identifier,
            displayTypeName: localized(representation.name),
            defaultQueryIdentifier: entity.isTransient ? nil : _typeName(entity.queryType, qualified: true),
            fullyQualifiedTypeName: entity.fullyQualifiedTypeName,
            mangledTypeName: entity.mangledTypeName,
            mangledTypeNameByBundleIdentifier: [:],
            properties: entity.properties.map { property in
                EntityPropertyMetadata(
                    identifier: property.name,
                    title: localized(LocalizedStringResource(Titles.words(property.name))),
                    valueType: ParameterTypeMapping.valueType(of: property.wrappedType.type),
                    isOptional: property.isOptional,
                    additionalFields: ["capabilities": 0]
                )
            },
            systemProtocolMetadata: [:],
            systemProtocolMetadataV2: [:],
            additionalFields: [
                "assistantDefinedSchemas": [],
                "availabilityAnnotations": availability,
                "effectiveBundleIdentifiers": [],
                "numericFormatTypeName": localized(representation.numericFormat ?? representation.name).jsonValue,
                "requiredCapabilities": [],
                "transient": .bool(entity.isTransient),
                "visibilityMetadata": visibility(isDiscoverable: true),
            ]
        )
    }

    /// The metadata of an entity's default query.
    ///
    /// `capabilities` is a bitmask whose meaning was inferred from real files (schema §6):
    /// 2 finds by identifier, 4 by text, 8 by properties, 64 lists suggestions.
    /// - Parameter entity: The registered entity.
    /// - Returns: The query.
    static func query(of entity: RegisteredEntity) -> QueryMetadata {
        let name = String(describing: entity.queryType)
        var capabilities = 2
        if entity.supportsStringQuery { capabilities |= 4 }
        if entity.supportsPropertyQuery { capabilities |= 8 }
        if entity.isEnumerable { capabilities |= 64 }
        return QueryMetadata(
            identifier: name,
            fullyQualifiedIdentifier: _typeName(entity.queryType, qualified: true),
            queryType: name,
            entityType: entity.identifier,
            defaultQueryForEntity: true,
            capabilities: capabilities,
            resultValueType: .entity(typeName: entity.identifier),
            mangledTypeName: _mangledTypeName(entity.queryType) ?? "",
            additionalFields: [
                "availabilityAnnotations": availability,
                "effectiveBundleIdentifiers": [],
                "mangledTypeNameByBundleIdentifier": [:],
                "parameters": [],
                "sortingOptions": [],
                "visibilityMetadata": visibility(isDiscoverable: true),
            ]
        )
    }

    /// The metadata of an enum, with each case's display representation.
    /// - Parameter enumeration: The registered enum.
    /// - Returns: The enum.
    static func enumeration(_ enumeration: RegisteredEnum) -> EnumMetadata {
        EnumMetadata(
            identifier: enumeration.identifier,
            cases: enumeration.cases.map { member in
                var metadata = EnumCaseMetadata(identifier: member.identifier)
                metadata.displayRepresentation = displayRepresentation(member.displayRepresentation)
                return metadata
            },
            displayTypeName: localized(enumeration.typeDisplayRepresentation.name),
            fullyQualifiedTypeName: enumeration.fullyQualifiedTypeName,
            mangledTypeName: enumeration.mangledTypeName,
            isSystem: false,
            additionalFields: [
                "assistantDefinedSchemas": [],
                "availabilityAnnotations": availability,
                "effectiveBundleIdentifiers": [],
                "mangledTypeNameByBundleIdentifier": [:],
                "visibilityMetadata": visibility(isDiscoverable: true),
            ]
        )
    }

    /// A display representation as metadata writes it; an SF Symbol as
    /// `"image":{"systemImageName":{"_0":"…"}}`.
    static func displayRepresentation(_ representation: DisplayRepresentation) -> DisplayRepresentationMetadata {
        var fields: [String: JSONValue] = [:]
        if case .systemName(let symbol)? = representation.image?.source {
            fields["image"] = ["systemImageName": ["_0": .string(symbol)]]
        }
        if let subtitle = representation.subtitle { fields["subtitle"] = localized(subtitle).jsonValue }
        return DisplayRepresentationMetadata(
            title: localized(representation.title),
            synonyms: representation.synonyms.isEmpty ? nil : representation.synonyms.map(localized),
            additionalFields: fields
        )
    }

    /// A parameter summary as an `actionConfiguration` (schema §7).
    static func configuration(_ node: ParameterSummaryNode) -> JSONValue {
        switch node {
        case .summary(let sentence, let sentenceParameters, let otherParameters, let table):
            var wrapper: [String: JSONValue] = [
                "otherParameterIdentifiers": .array(otherParameters.map(JSONValue.string))
            ]
            if let sentence {
                wrapper["summaryString"] = [
                    "formatString": .string(sentence),
                    "parameterIdentifiers": .array(sentenceParameters.map(JSONValue.string)),
                ]
            }
            if let table { wrapper["table"] = .string(table) }
            return ["actionSummary": ["wrapper": .object(wrapper)]]
        case .when(let parameter, let comparison, let value, let then, let otherwise):
            var condition: [String: JSONValue] = [
                "comparisonOperator": .number(JSONNumber(comparison.rawValue)),
                "parameterIdentifier": .string(parameter),
            ]
            if let value { condition["value"] = linkValue(value) }
            return [
                "whenClause": [
                    "wrapper": [
                        "condition": .object(condition),
                        "otherwise": configuration(otherwise),
                        "when": configuration(then),
                    ]
                ]
            ]
        case .switchOn(let parameter, let cases):
            let entries: [JSONValue] = cases.flatMap { entry -> [JSONValue] in
                guard !entry.isDefault else {
                    return [["configuration": configuration(entry.node), "isDefaultCase": true]]
                }
                return entry.values.map {
                    ["configuration": configuration(entry.node), "isDefaultCase": false, "value": linkValue($0)]
                }
            }
            return [
                "switchStatement": ["wrapper": ["cases": .array(entries), "parameterIdentifier": .string(parameter)]]
            ]
        }
    }

    /// A value compared with in a summary, as an LNValue (schema §2).
    private static func linkValue(_ value: SummaryValue) -> JSONValue {
        switch value {
        case .enumCase(let type, let identifier):
            ["enumeration": ["identifier": .string(type), "value": .string(identifier)]]
        case .string(let text): TaggedValue.string(text).jsonValue
        case .int(let number): TaggedValue.int(number).jsonValue
        case .double(let number): TaggedValue.double(number).jsonValue
        case .bool(let flag): TaggedValue.int(flag ? 1 : 0).jsonValue
        case .array(let values): ["array": ["values": .array(values.map(linkValue))]]
        }
    }
}
