import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes invocation values to Swift values of a ``ValueShape``: leniently from text, strictly
/// by range and type, entities through their queries.
struct ValueDecoding: Sendable {
    /// The action the values are for, named in errors.
    let context: String

    /// The enums of the action's bundle, for case identifiers.
    let enums: [EnumMetadata]

    /// Decodes one value.
    func decode(
        _ value: InvocationValue,
        as shape: ValueShape,
        valueType: ValueType?,
        parameter name: String
    ) async throws(ParameterError) -> Any {
        func wrongType(_ expected: String) -> ParameterError {
            error(ValueConversion.Refusal(reason: .wrongType(expected: expected, hint: ""), value: value), name)
        }
        switch shape {
        case .string, .bool, .integer, .floatingPoint, .date, .url, .enumeration:
            var cases: [String]?
            if case .enumeration(let type) = shape, case .linkEnumeration(let enumIdentifier)? = valueType,
                let metadata = enums.first(where: { $0.identifier == enumIdentifier })
            {
                let listed = Set(metadata.cases.map(\.identifier))
                cases = type.caseIdentifiers.filter(listed.contains)
            }
            do {
                if let converted = try conversion.convert(value, as: shape, cases: cases) { return converted }
            } catch {
                throw self.error(error, name)
            }
            throw wrongType("\(shape)")  // Not reached: the conversion makes every one of these shapes.
        case .entity(let type):
            guard let identifier = Self.identifierText(value) else {
                throw wrongType("an identifier of \(_typeName(type, qualified: false))")
            }
            if let supplied = try supplied(identifier, of: type, parameter: name) { return supplied }
            return try await entities(of: type, identifiedBy: [identifier], parameter: name)[0]
        case .file(let supportedTypes):
            return try file(value, supportedTypes: supportedTypes, parameter: name)
        case .array(.entity(let type), let arrayType):
            let items = conversion.items(of: value)
            var identifiers: [String] = []
            for item in items {
                guard let identifier = Self.identifierText(item) else {
                    throw wrongType("identifiers of \(_typeName(type, qualified: false))")
                }
                identifiers.append(identifier)
            }
            // Instances the caller supplied stay in place; the query finds the others, in one call.
            var supplied: [Int: any AppEntity] = [:]
            for (index, identifier) in identifiers.enumerated() {
                supplied[index] = try self.supplied(identifier, of: type, parameter: name)
            }
            let looked = identifiers.indices.filter { supplied[$0] == nil }.map { identifiers[$0] }
            var queried =
                looked.isEmpty
                ? [] : try await entities(of: type, identifiedBy: looked, parameter: name)[...]
            var found: [any AppEntity] = []
            for index in identifiers.indices {
                if let instance = supplied[index] {
                    found.append(instance)
                } else {
                    found.append(queried.removeFirst())
                }
            }
            guard let array = arrayType.make(from: found) else { throw wrongType("[\(type)]") }
            return array
        case .array(let element, let type):
            var member: ValueType?
            if case .array(let memberType)? = valueType { member = memberType }
            var decoded: [Any] = []
            for item in conversion.items(of: value) {
                decoded.append(try await decode(item, as: element, valueType: member, parameter: name))
            }
            guard let array = type.make(from: decoded) else { throw wrongType("[\(element)]") }
            return array
        }
    }

    /// Refuses a value that the parameter's options provider does not offer.
    func checkOptions(
        _ decoded: Any,
        _ value: InvocationValue,
        of property: any AnyIntentParameter,
        parameter name: String
    ) async throws(ParameterError) {
        guard let provider = property.declaration.optionsProvider else { return }
        let options: [Any]
        do {
            options = try await provider.anyOptions()
        } catch {
            throw self.error(.queryFailed, name, "could not list its options: \(error)")
        }
        let offered = options.map(Self.identity)
        let given = (decoded as? any ArrayParameterValue)?.anyElements ?? [decoded]
        for element in given where !offered.contains(Self.identity(of: element)) {
            let shown = offered.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
            throw self.error(
                .notAnOption,
                name,
                "is \(value.excerpt), which is not among its options (\(shown)\(offered.count > 10 ? ", …" : ""))"
            )
        }
    }

    /// The instance the caller supplied under a token (``SuppliedEntities``), or `nil` when it supplied none.
    private func supplied(
        _ token: String,
        of type: any AppEntity.Type,
        parameter name: String
    ) throws(ParameterError) -> (any AppEntity)? {
        do {
            return try SuppliedEntities.entity(for: token, of: type)
        } catch {
            throw self.error(
                .wrongType, name,
                "expects \(_typeName(type, qualified: false)), got an entity \(error.typeName) made by the test")
        }
    }

    /// The entities of a type with these identifiers, in the identifiers' order.
    private func entities(
        of type: any AppEntity.Type,
        identifiedBy identifiers: [String],
        parameter name: String
    ) async throws(ParameterError) -> [any AppEntity] {
        let typeName = _typeName(type, qualified: false)
        let found: [any AppEntity]
        do {
            found = try await type.anyEntities(identifiedBy: identifiers)
        } catch {
            throw self.error(.queryFailed, name, "could not be looked up: \(typeName)'s query threw \(error)")
        }
        var byIdentifier: [String: any AppEntity] = [:]
        for entity in found { byIdentifier[entity.identifierText] = entity }
        var ordered: [any AppEntity] = []
        for identifier in identifiers {
            guard let entity = byIdentifier[identifier] else {
                throw self.error(
                    .entityNotFound,
                    name,
                    "names no \(typeName) with identifier \(InvocationValue.string(identifier).excerpt): "
                        + "\(typeName)'s query did not find it"
                )
            }
            ordered.append(entity)
        }
        return ordered
    }

    // MARK: - Errors and helpers

    /// The conversion of text, numbers, flags, dates, URLs and enum cases, as invocations give them.
    private var conversion: ValueConversion { ValueConversion(source: .invocation) }

    func error(_ code: ParameterError.Code, _ parameter: String, _ text: String) -> ParameterError {
        ParameterError(code, parameter: parameter, "\(context): parameter '\(parameter.excerpt())' \(text)")
    }

    /// The error for a value the conversion refused.
    func error(_ refusal: ValueConversion.Refusal, _ parameter: String) -> ParameterError {
        error(refusal.code, parameter, refusal.text)
    }

    func outOfRange(_ parameter: String, _ value: InvocationValue, _ bounds: ClosedRange<Double>) -> ParameterError {
        func number(_ bound: Double) -> String {
            bound.rounded() == bound && abs(bound) < 1e15 ? String(Int(bound)) : String(bound)
        }
        return error(
            .outOfRange,
            parameter,
            "must be between \(number(bounds.lowerBound)) and \(number(bounds.upperBound)); got \(value.excerpt)"
        )
    }

    /// An entity identifier given as text or as a whole number.
    private static func identifierText(_ value: InvocationValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        default: nil
        }
    }

    /// What makes two option values the same: an entity's identifier, an enum case's
    /// identifier, else the value's text.
    static func identity(of value: Any) -> String {
        switch value {
        case let entity as any AppEntity: entity.identifierText
        case let member as any AppEnum: member.caseIdentifier
        case let item as any IntentItemValue: identity(of: item.anyValue)
        default: String(describing: value)
        }
    }

    static func double(_ value: Any) -> Double? {
        switch value {
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        default: nil
        }
    }
}

/// An ``IntentItem``, seen through its value.
protocol IntentItemValue {
    /// The item's value.
    var anyValue: Any { get }
}

extension IntentItem: IntentItemValue {
    var anyValue: Any { value }
}
