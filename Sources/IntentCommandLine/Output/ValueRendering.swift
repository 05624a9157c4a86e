import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How `run` and `entities` show the values intents return.
enum ValueRendering {
    /// A value as text: strings as they are, entities by their display representation and
    /// identifier, enum cases by their title, collections element by element.
    static func text(_ value: Any) -> String {
        if let optional = value as? any OptionalValue {
            return optional.wrappedValue.map(text) ?? "nil"
        }
        switch value {
        case let value as String: return value
        case let entity as any AppEntity: return text(entity)
        case let member as any AppEnum: return member.localizedStringResource.key
        case let values as [Any]: return "[" + values.map(text).joined(separator: ", ") + "]"
        case let value as any CustomStringConvertible: return value.description
        default:
            guard let fields = fields(of: value) else { return String(describing: value) }
            let shown = fields.map { "\($0.name): \($0.value is String ? "\"\(text($0.value))\"" : text($0.value))" }
            return "\(type(of: value))(" + shown.joined(separator: ", ") + ")"
        }
    }

    /// A value as JSON: numbers, Booleans, strings and arrays as such; anything else as its text.
    static func json(_ value: Any) -> JSONText {
        if let optional = value as? any OptionalValue {
            return optional.wrappedValue.map(json) ?? .null
        }
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Int: return .int(value)
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double(value))
        case let value as any BinaryInteger: return Int(exactly: value).map(JSONText.int) ?? .string("\(value)")
        case let value as Date: return .string(value.formatted(Date.ISO8601FormatStyle()))
        case let value as URL: return .string(value.absoluteString)
        case let entity as any AppEntity: return json(entity)
        case let member as any AppEnum: return .string(member.caseIdentifier)
        case let file as IntentFile: return json(file)
        case let value as [Any]: return .array(value.map(json))
        case is any CustomStringConvertible: return .string(text(value))
        default:
            guard let fields = fields(of: value) else { return .string(text(value)) }
            return .object(fields.map { ($0.name, json($0.value)) })
        }
    }

    /// A value's stored properties as a JSON object, even when it describes itself as text: a
    /// widget's entry, whose fields a machine reads. Other values as ``json(_:)`` renders them.
    static func fieldsJSON(_ value: Any) -> JSONText {
        guard value is any CustomStringConvertible, !(value is String), let fields = fields(of: value) else {
            return json(value)
        }
        return .object(fields.map { ($0.name, json($0.value)) })
    }

    /// The stored properties of a struct or class value (a widget's entry), or `nil` for other
    /// values.
    private static func fields(of value: Any) -> [(name: String, value: Any)]? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?, .tuple?:
            // An unlabelled tuple element's label is its position: ".0".
            return mirror.children.compactMap { child in
                child.label.map { ($0.hasPrefix(".") ? String($0.dropFirst()) : $0, child.value) }
            }
        default:
            return nil
        }
    }

    /// An entity as text: `Buy milk — Groceries (TodoItem 1)`.
    static func text(_ entity: any AppEntity) -> String {
        let representation = entity.displayRepresentation
        let subtitle = representation.subtitle.map { " — \($0.key)" } ?? ""
        return "\(representation.title.key)\(subtitle) (\(type(of: entity)) \(entity.identifierText))"
    }

    /// An entity as JSON: its type, identifier, display representation and properties by name.
    static func json(_ entity: any AppEntity) -> JSONText {
        let representation = entity.displayRepresentation
        var shown: [(String, JSONText)] = [("title", .string(representation.title.key))]
        if let subtitle = representation.subtitle { shown.append(("subtitle", .string(subtitle.key))) }
        let properties = EntityReflection.properties(of: entity).map { name, property in
            (name, property.anyValue.map(json) ?? .null)
        }
        return .object([
            ("type", .string("\(type(of: entity))")),
            ("id", .string(entity.identifierText)),
            ("displayRepresentation", .object(shown)),
            ("properties", .object(properties)),
        ])
    }
}

extension ValueRendering {
    /// A file as JSON: its name, type, size and path, never its bytes:
    /// `{"filename":"clip.gif","type":"com.compuserve.gif","size":1234,"path":"/tmp/clip.gif"}`. The size is
    /// `null` for a file on disk that cannot be examined, the path `null` for a file held in memory.
    static func json(_ file: IntentFile) -> JSONText {
        .object([
            ("filename", .string(file.filename)),
            ("type", .string(file.contentType.identifier)),
            ("size", file.byteCount.map(JSONText.int) ?? .null),
            ("path", file.fileURL.map { .string($0.path) } ?? .null),
        ])
    }
}

/// `Optional`, seen through its wrapped value, so an unset optional renders as `null`.
protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self.map { $0 } }
}
