import IntentMetadata
import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Maps the Swift type of an `@Parameter` to the `valueType` Xcode writes for it.
enum ParameterTypeMapping {
    /// The value type of a Swift type.
    /// - Parameter type: The parameter's type, without `Optional`.
    /// - Returns: The value type, or `nil` for a type the metadata has no kind for.
    static func valueType(of type: any Any.Type) -> ValueType? {
        if let primitive = primitive(of: type) { return .primitive(primitive) }
        if let enumType = type as? any AppEnum.Type { return .linkEnumeration(identifier: enumIdentifier(enumType)) }
        if let entityType = type as? any AppEntity.Type { return .entity(typeName: String(describing: entityType)) }
        if type is IntentFile.Type { return .file }
        if let array = type as? any ArrayParameterType.Type, let member = valueType(of: array.elementType) {
            return .array(member)
        }
        return nil
    }

    /// The identifier Xcode gives an enum: its simple name.
    static func enumIdentifier(_ type: any AppEnum.Type) -> String {
        _typeName(type, qualified: false)
    }

    private static func primitive(of type: any Any.Type) -> PrimitiveType? {
        switch type {
        case is String.Type: PrimitiveType(rawValue: 0)
        case is Bool.Type: PrimitiveType(rawValue: 1)
        case is Int.Type: PrimitiveType(rawValue: 2)
        case is Int8.Type: PrimitiveType(rawValue: 3)
        case is Int16.Type: PrimitiveType(rawValue: 4)
        case is Int32.Type: PrimitiveType(rawValue: 5)
        case is Int64.Type: PrimitiveType(rawValue: 6)
        case is Double.Type, is Float.Type: PrimitiveType(rawValue: 7)
        case is Date.Type: PrimitiveType(rawValue: 8)
        case is DateComponents.Type: PrimitiveType(rawValue: 9)
        case is URL.Type: PrimitiveType(rawValue: 11)
        case is AttributedString.Type: PrimitiveType(rawValue: 12)
        default: nil
        }
    }

    /// A default value as the metadata's tagged value: Booleans as integers 0/1, enum cases by
    /// identifier, arrays element by element, as Xcode writes them.
    static func taggedValue(_ value: Any) -> TaggedValue? {
        switch value {
        case let value as String: .string(value)
        case let value as Bool: .int(value ? 1 : 0)
        case let value as any BinaryInteger: Int(exactly: value).map(TaggedValue.int)
        case let value as Double: .double(value)
        case let value as Float: .double(Double(value))
        case let value as URL: .string(value.absoluteString)
        case let value as any AppEnum: .string(value.caseIdentifier)
        case let value as any ArrayParameterValue:
            value.anyElements.reduce(into: [TaggedValue]?.some([])) { result, element in
                guard let tagged = taggedValue(element) else {
                    result = nil
                    return
                }
                result?.append(tagged)
            }.map(TaggedValue.array)
        default: nil
        }
    }
}

/// `Array`, seen through its element type, so parameters of `[VehicleControl]` map to
/// `array<linkEnumeration>`.
protocol ArrayParameterType {
    /// The element type.
    static var elementType: any Any.Type { get }
}

/// An array value, seen through its elements.
protocol ArrayParameterValue {
    /// The elements.
    var anyElements: [Any] { get }
}

extension Array: ArrayParameterType {
    static var elementType: any Any.Type { Element.self }
}

extension Array: ArrayParameterValue {
    var anyElements: [Any] { map { $0 } }
}
