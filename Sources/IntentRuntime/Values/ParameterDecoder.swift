import Foundation
import IntentMetadata

/// Decodes an invocation's values into an intent's `@Parameter` properties, refusing bad values
/// with an error that names the parameter — before `perform()` runs.
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
    ///   wrong type or out of range.
    package func instantiate(with values: [String: InvocationValue]) throws(ParameterError) -> any AppIntent {
        for name in values.keys.sorted() where intent.parameter(named: name) == nil {
            let known = intent.parameters.map(\.name)
            throw error(
                .unknownParameter,
                name,
                "is not a parameter of the intent; "
                    + (known.isEmpty ? "it takes none" : "its parameters are \(known.joined(separator: ", "))")
            )
        }
        let instance = intent.type.init()
        let storage = Dictionary(
            IntentReflection.parameters(of: instance).map { ($0.name, $0.parameter) },
            uniquingKeysWith: { first, _ in first }
        )
        for parameter in intent.parameters {
            guard let property = storage[parameter.name] else { continue }
            guard let value = values[parameter.name] else {
                if parameter.isRequired && !property.hasValue {
                    throw error(
                        .missingRequired,
                        parameter.name,
                        "is required (\(parameter.swiftTypeName), no default); pass --param \(parameter.name)=<value>"
                    )
                }
                continue
            }
            if value == .null {
                guard property.assignNone() else {
                    throw error(
                        .missingRequired,
                        parameter.name,
                        "is \(parameter.swiftTypeName), not optional: null is not a value for it"
                    )
                }
                continue
            }
            let decoded = try decode(value, for: parameter)
            guard property.assign(decoded) else {
                if let bounds = parameter.numericBounds {
                    throw outOfRange(parameter.name, value, bounds)
                }
                throw error(.wrongType, parameter.name, "cannot hold \(value.excerpt) (\(parameter.swiftTypeName))")
            }
        }
        return instance
    }

    /// Decodes one value for one parameter.
    func decode(_ value: InvocationValue, for parameter: RegisteredParameter) throws(ParameterError) -> Any {
        guard let shape = ValueShape(swiftType: parameter.wrappedType.type) else {
            throw error(
                .unsupportedType,
                parameter.name,
                "has type \(parameter.swiftTypeName), which an invocation cannot supply; "
                    + "supported: String, Bool, integers, Double, Date, URL, AppEnum and arrays of them"
            )
        }
        let metadata = action?.parameter(named: parameter.name)
        if let valueType = metadata?.valueType, !shape.accepts(valueType) {
            throw error(
                .metadataMismatch,
                parameter.name,
                "is \(shape) in Swift but \(ValueShape.describe(valueType)) in the metadata; regenerate the metadata"
            )
        }
        let decoded = try decode(value, as: shape, valueType: metadata?.valueType, parameter: parameter.name)
        if let lower = metadata?.lowerBound, let upper = metadata?.upperBound, lower <= upper,
            let number = Self.double(decoded), !(lower...upper).contains(number)
        {
            throw outOfRange(parameter.name, value, lower...upper)
        }
        return decoded
    }

    private func decode(
        _ value: InvocationValue,
        as shape: ValueShape,
        valueType: ValueType?,
        parameter name: String
    ) throws(ParameterError) -> Any {
        func wrongType(_ expected: String, _ hint: String = "") -> ParameterError {
            error(.wrongType, name, "expects \(expected), got \(value.excerpt)\(hint)")
        }
        switch shape {
        case .string:
            guard case .string(let text) = value else { throw wrongType("a string") }
            return text
        case .bool:
            switch value {
            case .bool(let flag): return flag
            case .string(let text):
                switch text.lowercased() {
                case "true", "yes", "1": return true
                case "false", "no", "0": return false
                default: throw wrongType("a Bool", "; pass true or false")
                }
            default: throw wrongType("a Bool", "; pass true or false")
            }
        case .integer(let type):
            return try integer(value, as: type, parameter: name)
        case .floatingPoint(let type):
            let number: Double
            switch value {
            case .double(let double): number = double
            case .int(let int): number = Double(int)
            case .string(let text):
                guard let double = Double(text.trimmingCharacters(in: .whitespaces)) else {
                    throw wrongType("a number")
                }
                number = double
            default: throw wrongType("a number")
            }
            return type.init(number)
        case .date:
            guard case .string(let text) = value, let date = Self.date(text) else {
                throw wrongType("an ISO 8601 date", ", e.g. 2026-11-21T09:30:00Z")
            }
            return date
        case .url:
            guard case .string(let text) = value, let url = Self.url(text) else {
                throw wrongType("a URL", ", e.g. https://example.com or /path/to/file")
            }
            return url
        case .enumeration(let type):
            guard case .string(let identifier) = value else { throw wrongType("a case identifier") }
            var allowed = type.caseIdentifiers
            if case .linkEnumeration(let enumIdentifier)? = valueType,
                let metadata = enums.first(where: { $0.identifier == enumIdentifier })
            {
                let listed = Set(metadata.cases.map(\.identifier))
                allowed = allowed.filter(listed.contains)
            }
            guard allowed.contains(identifier), let member = type.anyCase(identifiedBy: identifier) else {
                throw error(
                    .wrongType,
                    name,
                    "has no case \(value.excerpt); its cases are \(allowed.joined(separator: ", "))"
                )
            }
            return member
        case .array(let element, let type):
            let items: [InvocationValue]
            switch value {
            case .array(let values): items = values
            case .string(let text):
                items =
                    text.isEmpty
                    ? []
                    : text.split(separator: ",", omittingEmptySubsequences: false).map {
                        .string($0.trimmingCharacters(in: .whitespaces))
                    }
            default: items = [value]
            }
            var member: ValueType?
            if case .array(let memberType)? = valueType { member = memberType }
            var decoded: [Any] = []
            for item in items {
                decoded.append(try decode(item, as: element, valueType: member, parameter: name))
            }
            guard let array = type.make(from: decoded) else { throw wrongType("[\(element)]") }
            return array
        }
    }

    private func integer(
        _ value: InvocationValue,
        as type: any (FixedWidthInteger & Sendable).Type,
        parameter name: String
    ) throws(ParameterError) -> Any {
        let typeName = _typeName(type, qualified: false)
        let whole: Int
        switch value {
        case .int(let int): whole = int
        case .double(let double) where double.rounded() == double:
            guard let int = Int(exactly: double) else { throw outOfRange(name, value, typeName: typeName) }
            whole = int
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let int = Int(trimmed) {
                whole = int
            } else if !trimmed.isEmpty, trimmed.drop(while: { $0 == "-" || $0 == "+" }).allSatisfy(\.isNumber) {
                throw outOfRange(name, value, typeName: typeName)
            } else {
                throw error(.wrongType, name, "expects a whole number (\(typeName)), got \(value.excerpt)")
            }
        default:
            throw error(.wrongType, name, "expects a whole number (\(typeName)), got \(value.excerpt)")
        }
        func exactly<T: FixedWidthInteger & Sendable>(_: T.Type) -> Any? { T(exactly: whole) }
        guard let result = exactly(type) else { throw outOfRange(name, value, typeName: typeName) }
        return result
    }

    // MARK: - Errors and helpers

    private func error(_ code: ParameterError.Code, _ parameter: String, _ text: String) -> ParameterError {
        ParameterError(code, parameter: parameter, "\(intent.identifier): parameter '\(parameter.excerpt())' \(text)")
    }

    private func outOfRange(_ parameter: String, _ value: InvocationValue, _ bounds: ClosedRange<Double>)
        -> ParameterError
    {
        func number(_ bound: Double) -> String {
            bound.rounded() == bound && abs(bound) < 1e15 ? String(Int(bound)) : String(bound)
        }
        return error(
            .outOfRange,
            parameter,
            "must be between \(number(bounds.lowerBound)) and \(number(bounds.upperBound)); got \(value.excerpt)"
        )
    }

    private func outOfRange(_ parameter: String, _ value: InvocationValue, typeName: String) -> ParameterError {
        error(.outOfRange, parameter, "is \(typeName), which cannot hold \(value.excerpt)")
    }

    private static func double(_ value: Any) -> Double? {
        switch value {
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        default: nil
        }
    }

    static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let styles = [
            Date.ISO8601FormatStyle(),
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
            Date.ISO8601FormatStyle().year().month().day(),
        ]
        for style in styles {
            if let date = try? style.parse(trimmed) { return date }
        }
        return nil
    }

    static func url(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("./") || trimmed.hasPrefix("../") {
            return URL(fileURLWithPath: trimmed)
        }
        guard let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty else { return nil }
        return url
    }
}
