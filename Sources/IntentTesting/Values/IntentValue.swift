import Foundation
import IntentMetadata
import IntentRuntime

/// A value as a test sees it: what a run returned, what a parameter holds, an entity's property.
///
/// The same whether the intent ran in this process or in a separate host process: text, numbers,
/// Booleans, dates, URLs, enum cases (``AnyAppEnum``), entities (``AnyAppEntity``), arrays, and
/// other structures by their fields. Read it as a type with ``as(_:)`` or, more often, through
/// the typed subscripts of ``ResolvedIntentResult``, ``AnyAppIntent`` and ``AnyAppEntity``; pass
/// it on to another intent's parameter as it is.
public struct IntentValue: Sendable, CustomStringConvertible {
    /// What the value is.
    indirect enum Content: Sendable {
        case null
        case string(String)
        case integer(Int)
        case double(Double)
        case bool(Bool)
        case date(Date)
        case url(URL)
        case enumCase(AnyAppEnum)
        case entity(AnyAppEntity)
        /// A transient entity the test made, given to a parameter as an instance.
        case transientEntity(AnyTransientAppEntity)
        case array([IntentValue])
        case record(typeName: String, fields: [Field])
        /// A value known only by its text.
        case opaque(typeName: String, text: String)
    }

    /// A named field of a structure.
    struct Field: Sendable {
        let name: String
        let value: IntentValue
    }

    let content: Content

    /// The Swift value itself, when the intent ran in this process: what a cast to the app's own
    /// type (`TodoSummary`) reads.
    let native: (any Sendable)?

    init(_ content: Content, native: (any Sendable)? = nil) {
        self.content = content
        self.native = native
    }

    /// No value: an optional parameter left empty, an intent that returned none.
    public static let null = IntentValue(.null)

    /// Whether this is no value.
    public var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// Reads the value as a type.
    /// - Parameter type: The type: `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, ``AnyAppEntity``,
    ///   ``AnyAppEnum``, optionals and arrays of them, or an app type conforming to
    ///   ``IntentValueConvertible`` (in process only).
    /// - Returns: The value.
    /// - Throws: ``IntentTestingError`` (``IntentTestingError/Code/valueMismatch``) when it is of another type.
    public func `as`<T: IntentValueConvertible>(_ type: T.Type) throws(IntentTestingError) -> T {
        try T._makeValue(from: self)
    }

    /// The value as text: `"Buy milk"`, `3`, `TodoItem 2 (Buy milk)`, `[1, 2]`, `nil`.
    public var description: String {
        switch content {
        case .null: "nil"
        case .string(let text): String(reflecting: text)
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .date(let date): date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        case .url(let url): url.absoluteString
        case .enumCase(let member): member.description
        case .entity(let entity): entity.description
        case .transientEntity(let entity): entity.text
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .record(let typeName, let fields):
            "\(typeName)(" + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
        case .opaque(_, let text): text
        }
    }

    /// What kind of value this is, for messages: `a String`, `an Int`, `an entity TodoItem`.
    var kindDescription: String {
        switch content {
        case .null: "nil"
        case .string: "a String"
        case .integer: "an Int"
        case .double: "a Double"
        case .bool: "a Bool"
        case .date: "a Date"
        case .url: "a URL"
        case .enumCase(let member): "a case of \(member.typeIdentifier)"
        case .entity(let entity): "an entity \(entity.typeIdentifier)"
        case .transientEntity(let entity): "a transient entity \(entity.entityType.persistentIdentifier)"
        case .array: "an array"
        case .record(let typeName, _): typeName.isEmpty ? "a structure" : "a \(typeName)"
        case .opaque(let typeName, _): "a \(typeName)"
        }
    }

    /// The error for a value that is not a `T`.
    func mismatch<T>(_ type: T.Type, _ detail: String = "") -> IntentTestingError {
        IntentTestingError(
            .valueMismatch,
            "the value is \(kindDescription) (\(description)), not \(_typeName(type, qualified: false))\(detail)"
        )
    }

    // MARK: - As a parameter's value

    /// The value as an invocation passes it to a parameter; `nil` for a structure, which no
    /// parameter takes.
    var invocationValue: InvocationValue? {
        switch content {
        case .null: return .null
        case .string(let text): return .string(text)
        case .integer(let number): return .int(number)
        case .double(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .string(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        case .url(let url): return .string(url.isFileURL ? url.path : url.absoluteString)
        case .enumCase(let member): return .string(member.rawValue)
        case .entity(let entity): return .string(entity.identifier)
        case .transientEntity(let entity): return .string(entity.token)
        case .array(let values):
            var items: [InvocationValue] = []
            for value in values {
                guard let item = value.invocationValue else { return nil }
                items.append(item)
            }
            return .array(items)
        case .record, .opaque: return nil
        }
    }

    // MARK: - Navigating

    /// A member of a structure or entity.
    /// - Returns: The member's value, or `nil` when the value has no such member; the names it has.
    func member(_ name: String) -> (value: IntentValue?, known: [String]) {
        switch content {
        case .entity(let entity):
            guard let properties = entity.properties else { return (nil, entity.propertyNames) }
            if let value = properties[name] { return (value, []) }
            if name == "id" || name == "identifier" { return (IntentValue(.string(entity.identifier)), []) }
            return (nil, entity.propertyNames)
        case .transientEntity(let entity):
            guard case .success(let made) = entity.made else { return (nil, []) }
            if let value = made.values[name] { return (value, []) }
            return (nil, made.propertyNames)
        case .record(_, let fields):
            if let field = fields.first(where: { $0.name == name }) { return (field.value, []) }
            return (nil, fields.map(\.name))
        default:
            return (nil, [])
        }
    }
}

// MARK: - From Swift values, in process

extension IntentValue {
    /// The value of a Swift value an intent returned or an entity holds.
    /// - Parameters:
    ///   - value: The value.
    ///   - native: The value as `Sendable`, when the caller has it so.
    static func make(_ value: Any?, native: (any Sendable)? = nil) -> IntentValue {
        guard let value else { return .null }
        if let optional = value as? any OptionalBox {
            guard let wrapped = optional.wrappedAny else { return .null }
            return make(wrapped, native: native)
        }
        switch value {
        case let text as String: return IntentValue(.string(text), native: text)
        case let flag as Bool: return IntentValue(.bool(flag), native: flag)
        case let number as Int: return IntentValue(.integer(number), native: number)
        case let number as Double: return IntentValue(.double(number), native: number)
        case let date as Date: return IntentValue(.date(date), native: date)
        case let url as URL: return IntentValue(.url(url), native: url)
        case let entity as any AppEntity: return IntentValue(.entity(AnyAppEntity(entity: entity)), native: entity)
        case let member as any AppEnum:
            let typeName = String(describing: type(of: member))
            return IntentValue(
                .enumCase(AnyAppEnum(typeIdentifier: typeName, rawValue: member.caseIdentifier)), native: member)
        case let number as any BinaryInteger:
            guard let whole = Int(exactly: number) else { break }
            return IntentValue(.integer(whole), native: native)
        case let number as any BinaryFloatingPoint:
            return IntentValue(.double(Double(number)), native: native)
        case let values as [Any]:
            return IntentValue(.array(values.map { make($0) }), native: native)
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        let typeName = _typeName(type(of: value), qualified: false)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else {
            return IntentValue(.opaque(typeName: typeName, text: String(describing: value)), native: native)
        }
        let fields = mirror.children.compactMap { child in
            child.label.map { Field(name: $0.hasPrefix("_") ? String($0.dropFirst()) : $0, value: make(child.value)) }
        }
        return IntentValue(.record(typeName: typeName, fields: fields), native: native)
    }
}

// MARK: - From a host process's JSON

extension IntentValue {
    /// The value a host process printed (`intents run … --json`), read with what the registry
    /// knows of its type: an enum's case, a date, an entity's properties.
    /// - Parameters:
    ///   - json: The printed value.
    ///   - hint: The Swift type the value has, when known.
    ///   - registry: The registered types, for entities' property types.
    static func make(json: JSONValue, hint: ValueHint?, registry: IntentRegistry) -> IntentValue {
        switch json {
        case .null:
            return .null
        case .bool(let flag):
            return IntentValue(.bool(flag))
        case .number(let number):
            if case .double? = hint, let value = number.doubleValue { return IntentValue(.double(value)) }
            if number.isIntegerLiteral, let value = number.intValue { return IntentValue(.integer(value)) }
            return IntentValue(.double(number.doubleValue ?? .nan))
        case .string(let text):
            switch hint {
            case .date?:
                if let date = try? Date.ISO8601FormatStyle().parse(text) { return IntentValue(.date(date)) }
            case .url?:
                if let url = URL(string: text) { return IntentValue(.url(url)) }
            case .enumeration(let typeName)?:
                return IntentValue(.enumCase(AnyAppEnum(typeIdentifier: typeName, rawValue: text)))
            default:
                break
            }
            return IntentValue(.string(text))
        case .array(let elements):
            let element: ValueHint? = if case .array(let inner)? = hint { inner } else { nil }
            return IntentValue(.array(elements.map { make(json: $0, hint: element, registry: registry) }))
        case .object(let members):
            if case .string(let typeName)? = members["type"], case .string(let identifier)? = members["id"],
                case .object(let properties)? = members["properties"]
            {
                return IntentValue(
                    .entity(
                        AnyAppEntity(
                            json: members, typeName: typeName, identifier: identifier, properties: properties,
                            registry: registry))
                )
            }
            let fields = members.keys.sorted().map { name in
                Field(name: name, value: make(json: members[name] ?? .null, hint: nil, registry: registry))
            }
            return IntentValue(.record(typeName: "", fields: fields))
        }
    }
}
