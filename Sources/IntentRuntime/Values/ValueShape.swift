import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The kinds of value an invocation can supply to a parameter, derived from the parameter's Swift
/// type; the metadata's `valueType` must agree with it.
indirect enum ValueShape: CustomStringConvertible {
    case string
    case bool
    case integer(any (FixedWidthInteger & Sendable).Type)
    case floatingPoint(any (BinaryFloatingPoint & Sendable).Type)
    case date
    case url
    case enumeration(any AppEnum.Type)
    case entity(any AppEntity.Type)
    /// An ``IntentFile``, given as a path, of one of these types (any type when empty).
    case file(supportedTypes: [String])
    case array(element: ValueShape, type: any ArrayParameterValue.Type)

    /// The shape of a Swift type, or `nil` when invocations cannot supply it.
    init?(swiftType: any Any.Type) {
        switch swiftType {
        case is String.Type: self = .string
        case is Bool.Type: self = .bool
        case is Date.Type: self = .date
        case is URL.Type: self = .url
        case let type as any AppEnum.Type: self = .enumeration(type)
        case let type as any AppEntity.Type: self = .entity(type)
        case is IntentFile.Type: self = .file(supportedTypes: [])
        case let type as any (FixedWidthInteger & Sendable).Type: self = .integer(type)
        case let type as any (BinaryFloatingPoint & Sendable).Type: self = .floatingPoint(type)
        case let type as any ArrayParameterValue.Type:
            guard let element = ValueShape(swiftType: type.elementType) else { return nil }
            self = .array(element: element, type: type)
        default: return nil
        }
    }

    /// The Swift type's name.
    var description: String {
        switch self {
        case .string: "String"
        case .bool: "Bool"
        case .integer(let type): _typeName(type, qualified: false)
        case .floatingPoint(let type): _typeName(type, qualified: false)
        case .date: "Date"
        case .url: "URL"
        case .enumeration(let type): _typeName(type, qualified: false)
        case .entity(let type): _typeName(type, qualified: false)
        case .file: "IntentFile"
        case .array(let element, _): "[\(element)]"
        }
    }

    /// The shape with a file parameter's supported types filled in, for a file or an array of files.
    func supportingFileTypes(_ identifiers: [String]) -> ValueShape {
        switch self {
        case .file: .file(supportedTypes: identifiers)
        case .array(let element, let type): .array(element: element.supportingFileTypes(identifiers), type: type)
        default: self
        }
    }

    /// Whether metadata's `valueType` describes this shape.
    func accepts(_ valueType: ValueType) -> Bool {
        switch (self, valueType) {
        case (.string, .primitive(let primitive)): primitive == .string
        case (.bool, .primitive(let primitive)): primitive == .bool
        case (.integer(let type), .primitive(let primitive)): Self.primitive(forInteger: type) == primitive
        case (.floatingPoint, .primitive(let primitive)): primitive == .double
        case (.date, .primitive(let primitive)): primitive == .date
        case (.url, .primitive(let primitive)): primitive == .url
        case (.enumeration, .linkEnumeration): true
        case (.entity(let type), .entity(let typeName)): typeName == _typeName(type, qualified: false)
        case (.file, .intents(let identifier)): identifier == ValueType.fileTypeIdentifier
        case (.array(let element, _), .array(let member)): element.accepts(member)
        default: false
        }
    }

    /// The metadata primitive Xcode writes for an integer type.
    private static func primitive(forInteger type: any (FixedWidthInteger & Sendable).Type) -> PrimitiveType {
        switch type {
        case is Int8.Type: .int8
        case is Int16.Type: .int16
        case is Int32.Type: .int32
        case is Int64.Type: .int64
        default: .int
        }
    }
}

/// `Array`, seen through its element type, so the runtime can decode `[Int]` parameters.
protocol ArrayParameterValue {
    /// The element type.
    static var elementType: any Any.Type { get }

    /// An array of the decoded elements, or `nil` when one is not an `Element`. The caller assigns
    /// it to a parameter whose `Value` (a `Sendable` type) it is.
    static func make(from elements: [Any]) -> Any?

    /// The elements.
    var anyElements: [Any] { get }
}

extension Array: ArrayParameterValue {
    static var elementType: any Any.Type { Element.self }

    static func make(from elements: [Any]) -> Any? {
        var array: [Element] = []
        array.reserveCapacity(elements.count)
        for element in elements {
            guard let element = element as? Element else { return nil }
            array.append(element)
        }
        return array
    }

    var anyElements: [Any] { map { $0 } }
}
