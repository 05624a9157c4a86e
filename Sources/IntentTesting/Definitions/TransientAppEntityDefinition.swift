import Foundation
import IntentRuntime

/// A transient entity type of the app, looked up by name: `definitions.transientEntities["SessionEntity"]`.
///
/// Make entities with ``makeEntity``, passing property values as keyword arguments named like the type's
/// `@Property` properties:
///
/// ```swift
/// let session = definitions.transientEntities["SessionEntity"].makeEntity(name: "Standup", startTime: Date())
/// ```
///
/// The entity is an instance of the app's type, made with its `init()` and its properties set, as the system makes
/// one.
public struct TransientAppEntityDefinition: Sendable {
    /// The bundle identifier of the app whose entity type this is.
    public let bundleIdentifier: String

    /// The entity type's identifier, as the test named it.
    package let typeIdentifier: String

    /// The registered transient entity type, or why there is none.
    let registered: Result<RegisteredEntity, IntentTestingError>

    init(bundleIdentifier: String, typeIdentifier: String, registered: Result<RegisteredEntity, IntentTestingError>) {
        self.bundleIdentifier = bundleIdentifier
        self.typeIdentifier = typeIdentifier
        self.registered = registered
    }

    /// Makes an entity, its properties set from keyword arguments: `makeEntity(name: "Standup", minutes: 15)`.
    ///
    /// Each value is set on the property its label names, as that property's type: text, numbers (a whole number
    /// for a `Double` property too), Booleans, dates, URLs, enum cases (``AnyAppEnum`` or the case's raw value),
    /// entities found by a query, arrays of these; `nil` for an optional property. An unknown property (with the
    /// near matches), an unlabeled argument or a value of another type makes an entity whose first use throws,
    /// naming the property and what it takes.
    public var makeEntity: IntentValuePropertiesCallable<AnyTransientAppEntity> {
        IntentValuePropertiesCallable { arguments in
            let entityType = AttributedTypeIdentifier(
                persistentIdentifier: (try? registered.get())?.identifier ?? typeIdentifier,
                bundleIdentifier: bundleIdentifier)
            let made = registered.flatMap { entity in
                Result { () throws(IntentTestingError) in try Self.make(entity, arguments) }
            }
            return AnyTransientAppEntity(entityType: entityType, made: made)
        }
    }

    /// Makes an instance with `init()` and sets each argument on its property.
    private static func make(
        _ entity: RegisteredEntity,
        _ arguments: KeyValuePairs<String, (any IntentValueExpressing)?>
    ) throws(IntentTestingError) -> MadeEntity {
        guard let type = entity.type as? any TransientAppEntity.Type else {
            throw IntentTestingError(.refused, "\(entity.identifier) is not a TransientAppEntity")
        }
        let instance = type.init()
        let properties = Dictionary(
            EntityReflection.properties(of: instance).map { ($0.name, $0.property) }, uniquingKeysWith: { a, _ in a })
        let names = entity.properties.map(\.name)
        var assigned: [(name: String, value: (any Sendable)?)] = []
        for (name, argument) in arguments {
            guard !name.isEmpty else {
                throw IntentTestingError(
                    .invalidValue,
                    "\(entity.identifier): makeEntity takes arguments named like the properties "
                        + "(\(names.joined(separator: ", "))), not unlabeled ones")
            }
            guard let declared = entity.properties.first(where: { $0.name == name }), let property = properties[name]
            else {
                throw IntentTestingError.unknown(
                    "property", name, in: "transient entity \(entity.identifier)", known: names)
            }
            let value = argument?._intentValue ?? .null
            guard PropertyValueConversion.assign(value, to: property, as: declared.wrappedType.type) else {
                let expected = declared.swiftTypeName
                let problem =
                    value.isNull
                    ? "\(entity.identifier).\(name) is \(expected), not optional: nil is not a value for it"
                    : "\(entity.identifier).\(name) is \(expected); the value \(value) is \(value.kindDescription)"
                throw IntentTestingError(.invalidValue, problem)
            }
            assigned.append((name, property.anyValue))
        }
        var values: [String: IntentValue] = [:]
        for (name, property) in properties {
            values[name] = IntentValue.make(property.anyValue, native: property.anyValue)
        }
        return MadeEntity(entity: entity, assigned: assigned, values: values)
    }
}

/// Sets a test's value on an entity property of a Swift type, converting it as an intent's parameter would take it.
enum PropertyValueConversion {
    /// Sets `value` on `property`, whose value type (without `Optional`) is `type`.
    /// - Returns: Whether the value was set: `false` when it is not one of the type.
    static func assign(_ value: IntentValue, to property: any AnyEntityProperty, as type: any Any.Type) -> Bool {
        if value.isNull { return property.assignAnyValue(nil) }
        for candidate in candidates(for: value, as: type) where property.assignAnyValue(candidate) {
            return true
        }
        return false
    }

    /// The Swift values a test's value may stand for, the likeliest first.
    private static func candidates(for value: IntentValue, as type: any Any.Type) -> [Any] {
        var found: [Any] = []
        if let native = value.native { found.append(native) }
        switch value.content {
        case .string(let text):
            found.append(text)
            if let enumType = type as? any AppEnum.Type, let member = enumType.anyCase(identifiedBy: text) {
                found.append(member)
            }
            if type is Date.Type, let date = try? Date._makeValue(from: value) { found.append(date) }
            if type is URL.Type, let url = URL(string: text) { found.append(url) }
        case .integer(let number):
            found.append(number)
            if let integer = type as? any FixedWidthInteger.Type, let converted = integer.init(exactly: number) {
                found.append(converted)
            }
            if let floating = type as? any BinaryFloatingPoint.Type { found.append(floating.init(number)) }
        case .double(let number):
            found.append(number)
            if let floating = type as? any BinaryFloatingPoint.Type { found.append(floating.init(number)) }
        case .bool(let flag): found.append(flag)
        case .date(let date): found.append(date)
        case .url(let url): found.append(url)
        case .enumCase(let member):
            if let enumType = type as? any AppEnum.Type, _typeName(enumType, qualified: false) == member.typeIdentifier,
                let converted = enumType.anyCase(identifiedBy: member.rawValue)
            {
                found.append(converted)
            }
        case .entity(let entity):
            if let native = entity.native { found.append(native) }
        case .array(let items):
            found.append(items.map { candidates(for: $0, as: Void.self).first as Any })
        case .null, .transientEntity, .record, .opaque:
            break
        }
        return found
    }
}
