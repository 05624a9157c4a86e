import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes an invocation's values into an intent's `@Parameter` properties, refusing bad values
/// with an error that names the parameter — before `perform()` runs.
///
/// Entity parameters are found through the entity's default query (`entities(for:)`), so
/// decoding is asynchronous; an identifier the query does not return is refused.
package struct ParameterDecoder: Sendable {
    /// The intent whose parameters are set.
    let intent: RegisteredIntent

    /// The action's metadata, when a loaded bundle has it; its value types and bounds apply.
    let action: ActionMetadata?

    /// The enums of the action's bundle, for case identifiers.
    let enums: [EnumMetadata]

    package init(intent: RegisteredIntent, action: ActionMetadata?, enums: [EnumMetadata]) {
        self.intent = intent
        self.action = action
        self.enums = enums
    }

    /// Creates a fresh instance of the intent with its parameters set from `values`.
    /// - Parameter values: The values by parameter name.
    /// - Returns: The intent, ready to perform.
    /// - Throws: ``ParameterError`` naming the first parameter that is unknown, missing, of the
    ///   wrong type, out of range, not among its options, or an entity its query does not find.
    package func instantiate(with values: [String: InvocationValue]) async throws(ParameterError) -> any AppIntent {
        for name in values.keys.sorted() where intent.parameter(named: name) == nil {
            let known = intent.parameters.map(\.name)
            throw decoding.error(
                .unknownParameter,
                name,
                "is not a parameter of the intent; "
                    + (known.isEmpty ? "it takes none" : "its parameters are \(known.joined(separator: ", "))")
            )
        }
        // A device passes only the parameters the metadata lists: one the Swift type has but the
        // loaded metadata lacks is stale metadata, refused rather than quietly accepted.
        if let action {
            let listed = Set(action.parameters.map(\.name))
            for name in values.keys.sorted() where !listed.contains(name) {
                throw decoding.error(
                    .unknownParameter,
                    name,
                    "is not in the loaded metadata of the action, which "
                        + (listed.isEmpty ? "lists no parameters" : "lists \(listed.sorted().joined(separator: ", "))")
                        + "; a device would not pass it: regenerate the metadata (\(InvocationChannel.current.extractCommand))"
                )
            }
        }
        let instance = intent.type.init()
        let storage = Dictionary(
            IntentReflection.parameters(of: instance).map { ($0.name, $0.parameter) },
            uniquingKeysWith: { first, _ in first }
        )
        // Queries and options providers asked while decoding see the intent's parameters set so
        // far, through @IntentParameterDependency.
        let assigned: Result<Void, ParameterError> = await ResolutionContext.$intent.withValue(instance) {
            do throws(ParameterError) {
                try await assign(values, to: storage)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try assigned.get()
        return instance
    }

    /// Decodes and assigns each parameter's value, in declaration order.
    private func assign(
        _ values: [String: InvocationValue],
        to storage: [String: any AnyIntentParameter]
    ) async throws(ParameterError) {
        for parameter in intent.parameters {
            guard let property = storage[parameter.name] else { continue }
            guard let value = values[parameter.name] else {
                if parameter.isRequired && !property.hasValue {
                    throw decoding.error(
                        .missingRequired,
                        parameter.name,
                        "is required (\(parameter.swiftTypeName), no default); "
                            + InvocationChannel.current.passing(parameter.name)
                    )
                }
                continue
            }
            if value == .null {
                guard property.assignNone() else {
                    throw decoding.error(
                        .missingRequired,
                        parameter.name,
                        "is \(parameter.swiftTypeName), not optional: null is not a value for it"
                    )
                }
                continue
            }
            let decoded = try await decodeOrResolve(value, for: parameter, into: property)
            try await decoding.checkOptions(decoded, value, of: property, parameter: parameter.name)
            guard property.assign(decoded) else {
                if let bounds = parameter.numericBounds {
                    throw decoding.outOfRange(parameter.name, value, bounds)
                }
                throw decoding.error(
                    .wrongType, parameter.name, "cannot hold \(value.excerpt) (\(parameter.swiftTypeName))")
            }
        }
    }

    /// Decodes one value for one parameter; when its own type does not take the value, the parameter's `resolvers:`
    /// convert it, in their order, from the invocation's text, number or flag.
    private func decodeOrResolve(
        _ value: InvocationValue,
        for parameter: RegisteredParameter,
        into property: any AnyIntentParameter
    ) async throws(ParameterError) -> Any {
        let failure: ParameterError
        do {
            return try await decode(value, for: parameter)
        } catch {
            failure = error
        }
        guard !property.declaration.resolvers.isEmpty, let input = value.resolverInput else { throw failure }
        let resolved: (any Sendable)?
        do {
            resolved = try await property.anyResolvedValue(from: input)
        } catch {
            throw decoding.error(.queryFailed, parameter.name, "could not be resolved from \(value.excerpt): \(error)")
        }
        guard let resolved else { throw failure }
        return resolved
    }

    /// Decodes one value for one parameter.
    func decode(_ value: InvocationValue, for parameter: RegisteredParameter) async throws(ParameterError) -> Any {
        guard let declaredShape = ValueShape(swiftType: parameter.wrappedType.type) else {
            throw decoding.error(
                .unsupportedType,
                parameter.name,
                "has type \(parameter.swiftTypeName), which an invocation cannot supply; supported: String, Bool, "
                    + "integers, Double, Date, URL, IntentFile, AppEnum, AppEntity and arrays of them"
            )
        }
        let shape = declaredShape.supportingFileTypes(parameter.supportedTypeIdentifiers)
        let metadata = action?.parameter(named: parameter.name)
        if let valueType = metadata?.valueType, !shape.accepts(valueType) {
            throw decoding.error(
                .metadataMismatch,
                parameter.name,
                "is \(shape) in Swift but \(valueType.readableName) in the metadata; regenerate the metadata"
            )
        }
        // A file parameter that names no types takes any item, and its metadata says so.
        let fileTypes =
            parameter.supportedTypeIdentifiers.isEmpty ? ["public.item"] : parameter.supportedTypeIdentifiers
        if let listed = metadata?.supportedFileTypes, Set(listed) != Set(fileTypes) {
            throw decoding.error(
                .metadataMismatch,
                parameter.name,
                "takes files of types \(fileTypes.joined(separator: ", ")) in Swift but "
                    + "\(listed.joined(separator: ", ")) in the metadata; regenerate the metadata"
            )
        }
        let decoded = try await decoding.decode(
            value, as: shape, valueType: metadata?.valueType, parameter: parameter.name)
        if let lower = metadata?.lowerBound, let upper = metadata?.upperBound, lower <= upper,
            let number = ValueDecoding.double(decoded), !(lower...upper).contains(number)
        {
            throw decoding.outOfRange(parameter.name, value, lower...upper)
        }
        return decoded
    }

    private var decoding: ValueDecoding {
        ValueDecoding(context: intent.identifier, enums: enums)
    }
}

/// Decodes an answer to a value request (`$count.requestValue()`) as an invocation's value is: the decoder the
/// engine installs as ``RunContext/answers`` before its first run.
package struct ParameterAnswerDecoding: ParameterAnswerDecoder {
    /// Creates the decoder.
    package init() {}

    /// Decodes an answer.
    /// - Parameters:
    ///   - answer: The answer's value, an ``InvocationValue``.
    ///   - type: The parameter's type, without `Optional`.
    ///   - parameter: The parameter's name, for errors.
    /// - Returns: The decoded value.
    /// - Throws: ``ParameterError`` when the value is not one of the type.
    package func decode<Value>(_ answer: any Sendable, as type: Value.Type, parameter: String) async throws
        -> Value
    {
        let decoding = ValueDecoding(context: RunContext.intent.map { "\(Swift.type(of: $0))" } ?? "answer", enums: [])
        guard let value = answer as? InvocationValue else {
            throw decoding.error(.wrongType, parameter, "cannot hold \(answer): it is not an invocation value")
        }
        let wrapped = unwrappedOptionalType(type)
        guard let shape = ValueShape(swiftType: wrapped) else {
            throw decoding.error(.unsupportedType, parameter, "has type \(type), which an answer cannot supply")
        }
        let decoded = try await decoding.decode(value, as: shape, valueType: nil, parameter: parameter)
        guard let typed = decoded as? Value ?? (type as? any OptionalParameterValue.Type)?.wrapping(decoded) as? Value
        else {
            throw decoding.error(.wrongType, parameter, "cannot hold \(value.excerpt) (\(type))")
        }
        return typed
    }
    /// The error for an answer of the wrong kind: a choice where a value was asked, or the reverse.
    /// - Parameters:
    ///   - answer: The answer.
    ///   - parameter: The parameter's name.
    /// - Returns: A ``ParameterError`` with code `wrongType`.
    package func unfit(_ answer: PromptReply, for parameter: String) -> any Error {
        let said =
            switch answer {
            case .confirmed: "confirmed"
            case .denied: "denied"
            case .value(let value): "value(\((value as? InvocationValue)?.excerpt ?? "\(value)"))"
            case .choice(let index): "choice(\(index))"
            }
        return ParameterError(
            .wrongType, parameter: parameter, "parameter '\(parameter)': the answer \(said) does not fit the question")
    }
}

extension InvocationValue {
    /// The value a resolver may convert: the text, number or flag itself; `nil` for a list or `null`.
    fileprivate var resolverInput: (any Sendable)? {
        switch self {
        case .string(let text): text
        case .int(let number): number
        case .double(let number): number
        case .bool(let flag): flag
        case .array, .null: nil
        }
    }
}
