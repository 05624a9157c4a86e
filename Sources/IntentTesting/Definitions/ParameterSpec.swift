import Foundation
import IntentMetadata
import IntentRuntime

/// What a test knows of one parameter of an intent: its Swift type, as registered, and its
/// value type in the app's metadata; used to check values as a test sets them.
struct ParameterSpec: Sendable {
    /// The registered parameter.
    let parameter: RegisteredParameter

    /// The parameter's type, optionals removed, as a test reads and checks values.
    let hint: ValueHint?

    /// The parameter in the app's metadata, when the app's metadata has the intent.
    let metadata: ParameterMetadata?

    /// The intent's identifier, for messages.
    let intentIdentifier: String

    var name: String { parameter.name }

    /// `CompleteTodoIntent.item`.
    var qualifiedName: String { "\(intentIdentifier).\(name)" }

    /// The parameter's type as messages say it: `Int (metadata: Int)`, `TodoItem? (metadata: entity TodoItem)`.
    var typeDescription: String {
        var text = parameter.swiftTypeName
        if parameter.isOptional, let hint { text = hint.description + "?" }
        if let valueType = metadata?.valueType { text += " (metadata: \(valueType.readableName))" }
        return text
    }

    /// Why a value cannot be given to the parameter, or `nil` when it can.
    /// - Parameters:
    ///   - value: The value.
    ///   - registry: The registered types, for enums' cases.
    ///   - enums: The enums of the intent's metadata bundle.
    func problem(with value: IntentValue, registry: IntentRegistry, enums: [EnumMetadata]) -> String? {
        if value.isNull {
            return parameter.isOptional
                ? nil : "\(qualifiedName) is \(typeDescription), not optional: nil is not a value for it"
        }
        guard let hint else { return nil }
        if let text = problem(with: value, as: hint, registry: registry, enums: enums) {
            return "\(qualifiedName) is \(typeDescription); \(text)"
        }
        return nil
    }

    private func problem(with value: IntentValue, as hint: ValueHint, registry: IntentRegistry, enums: [EnumMetadata])
        -> String?
    {
        let given = "the value \(value) is \(value.kindDescription)"
        switch (hint, value.content) {
        case (.string, .string), (.bool, .bool), (.date, .date), (.url, .url), (.url, .string):
            return nil
        case (.date, .string(let text)):
            // The engine's rule, so that a test is refused here exactly when the run would refuse the text.
            return ValueConversion.date(text) == nil
                ? "\(given), not an ISO 8601 date such as 2026-11-21T09:30:00Z" : nil
        case (.integer, .integer(let number)):
            return bounds(Double(number))
        case (.double, .integer(let number)):
            return bounds(Double(number))
        case (.double, .double(let number)):
            return bounds(number)
        case (.enumeration(let typeName), .enumCase(let member)):
            guard member.typeIdentifier == typeName else {
                return "the value \(member) is a case of \(member.typeIdentifier), not of \(typeName)"
            }
            return missingCase(member.rawValue, of: typeName, registry: registry, enums: enums)
        case (.enumeration(let typeName), .string(let rawValue)):
            return missingCase(rawValue, of: typeName, registry: registry, enums: enums)
        case (.entity(let typeName), .entity(let entity)):
            return entity.typeIdentifier == typeName
                ? nil : "the value \(entity) is an entity \(entity.typeIdentifier), not \(typeName)"
        case (.entity(let typeName), .transientEntity(let entity)):
            let made: String
            switch entity.made {
            case .failure(let error): return error.message
            case .success(let instance): made = instance.entity.identifier
            }
            return made == typeName ? nil : "the value \(entity.text) is a transient entity \(made), not \(typeName)"
        case (.entity, .string), (.entity, .integer):
            // An identifier: the host looks the entity up through its query before perform().
            return nil
        case (.array(let element), .array(let items)):
            for (index, item) in items.enumerated() {
                if let text = problem(with: item, as: element, registry: registry, enums: enums) {
                    return "element \(index): \(text)"
                }
            }
            return nil
        case (.array(let element), _):
            // A single value where an array is expected: the host takes it as an array of one.
            return problem(with: value, as: element, registry: registry, enums: enums)
        default:
            return "\(given), not \(hint.description)"
        }
    }

    private func bounds(_ number: Double) -> String? {
        var ranges: [ClosedRange<Double>] = []
        if let declared = parameter.numericBounds { ranges.append(declared) }
        if let lower = metadata?.lowerBound, let upper = metadata?.upperBound, lower <= upper {
            ranges.append(lower...upper)
        }
        for range in ranges where !range.contains(number) {
            return
                "\(Self.number(number)) is outside its range \(Self.number(range.lowerBound))...\(Self.number(range.upperBound))"
        }
        return nil
    }

    private func missingCase(_ rawValue: String, of typeName: String, registry: IntentRegistry, enums: [EnumMetadata])
        -> String?
    {
        var cases = registry.enumeration(named: typeName)?.cases.map(\.identifier) ?? []
        if let listed = enums.first(where: { $0.identifier == typeName }).map({ Set($0.cases.map(\.identifier)) }) {
            cases = cases.isEmpty ? listed.sorted() : cases.filter(listed.contains)
        }
        guard !cases.isEmpty, !cases.contains(rawValue) else { return nil }
        let near = NearMatches.closest(to: rawValue, among: cases)
        return "\(typeName) has no case '\(rawValue)'"
            + (near.isEmpty ? "" : "; did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?")
            + " (its cases: \(cases.joined(separator: ", ")))"
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
