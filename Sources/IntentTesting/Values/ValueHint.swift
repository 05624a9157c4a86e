import Foundation
import IntentRuntime

/// What a test knows of a value's Swift type, to read a host process's JSON as that type.
indirect enum ValueHint: Sendable {
    case string
    case integer
    case double
    case bool
    case date
    case url
    case enumeration(String)
    case entity(String)
    case array(ValueHint)

    /// The hint for a Swift type, optionals unwrapped; `nil` for a type with none.
    init?(type: any Any.Type) {
        if let optional = type as? any OptionalParameterValue.Type {
            self.init(type: optional.wrappedType)
            return
        }
        switch type {
        case is String.Type: self = .string
        case is Bool.Type: self = .bool
        case is Date.Type: self = .date
        case is URL.Type: self = .url
        case let type as any AppEnum.Type: self = .enumeration(String(describing: type))
        case let type as any AppEntity.Type: self = .entity(String(describing: type))
        case is any FixedWidthInteger.Type: self = .integer
        case is any BinaryFloatingPoint.Type: self = .double
        case let type as any ArrayTypeBox.Type:
            guard let element = ValueHint(type: type.elementType) else { return nil }
            self = .array(element)
        default: return nil
        }
    }

    /// The type's name as a reader would say it: `String`, `[Int]`, `Priority`.
    var description: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .enumeration(let name): name
        case .entity(let name): name
        case .array(let element): "[\(element.description)]"
        }
    }
}

/// `Array`, seen through its element type.
protocol ArrayTypeBox {
    /// The element type.
    static var elementType: any Any.Type { get }
}

extension Array: ArrayTypeBox {
    static var elementType: any Any.Type { Element.self }
}
