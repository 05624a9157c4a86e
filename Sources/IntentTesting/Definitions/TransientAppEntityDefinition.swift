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
    /// Each value is set on the property its label names, as that property's type, converted as an intent's
    /// parameter of that type takes it: text, numbers (a whole number for a `Double` property too), Booleans, dates
    /// (or ISO 8601 text), URLs (or text with a scheme, or a path), enum cases (``AnyAppEnum`` or the case's raw
    /// value), entities found by a query, arrays of these; `nil` for an optional property. An unknown property (with the
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
            if let refused = PropertyValueConversion.assign(value, to: property, as: declared.wrappedType.type) {
                let expected = declared.swiftTypeName
                let problem =
                    value.isNull
                    ? "\(entity.identifier).\(name) is \(expected), not optional: nil is not a value for it"
                    : "\(entity.identifier).\(name) is \(expected); \(refused)"
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

/// Sets a test's value on an entity property of a Swift type: the test's Swift value itself when it is one of the
/// type, else converted by the engine's ``ValueConversion`` from a typed value, the rules (and refusals) by which a
/// test's value for an intent's parameter of the same type is converted.
enum PropertyValueConversion {
    /// Why a value is not one of a type.
    struct Refused: Error {
        /// What is said of the value: `expects a number, got "long"`.
        let predicate: String

        /// The positions of the array elements that hold the value, outermost first; empty for the value itself.
        var elements: [Int] = []

        /// The refusal as a clause: `it expects a number, got "long"`, `element 1 expects a number, got "long"`.
        var clause: String {
            (elements.isEmpty ? "it" : "element " + elements.map(String.init).joined(separator: ".")) + " \(predicate)"
        }
    }

    /// Sets `value` on `property`, whose value type (without `Optional`) is `type`.
    /// - Returns: `nil` when the value was set; else why not: `it expects a number, got "long"`.
    static func assign(_ value: IntentValue, to property: any AnyEntityProperty, as type: any Any.Type) -> String? {
        if value.isNull { return property.assignAnyValue(nil) ? nil : "it is not optional" }
        do {
            let converted = try convert(value, to: type)
            return property.assignAnyValue(converted) ? nil : kindRefusal(value, type).clause
        } catch {
            return error.clause
        }
    }

    /// The value as `type`.
    private static func convert(_ value: IntentValue, to type: any Any.Type) throws(Refused) -> Any {
        var native = value.native
        if case .entity(let entity) = value.content, native == nil { native = entity.native }
        if let native, isInstance(native, of: type) { return native }
        // A value of a kind the type does not take is refused before the conversion, which sees only its text.
        switch value.content {
        case .enumCase(let member):
            guard let enumType = type as? any AppEnum.Type else { throw kindRefusal(value, type) }
            let enumName = _typeName(enumType, qualified: false)
            guard enumName == member.typeIdentifier else {
                throw Refused(
                    predicate: "takes cases of \(enumName), not \(member), a case of \(member.typeIdentifier)")
            }
        case .date:
            guard type is Date.Type else { throw kindRefusal(value, type) }
        case .url:
            guard type is URL.Type else { throw kindRefusal(value, type) }
        case .entity, .transientEntity, .record, .opaque:
            throw kindRefusal(value, type)
        case .array(let items):
            guard let arrayType = type as? any ArrayTypeBox.Type else { break }
            var elements: [Any] = []
            for (index, item) in items.enumerated() {
                do {
                    elements.append(try convert(item, to: arrayType.elementType))
                } catch {
                    throw Refused(predicate: error.predicate, elements: [index] + error.elements)
                }
            }
            return elements
        default:
            break
        }
        guard let invocation = value.invocationValue else { throw kindRefusal(value, type) }
        do {
            if let converted = try ValueConversion(source: .swiftValue).convert(invocation, to: type) {
                return converted
            }
        } catch {
            throw Refused(predicate: error.text)
        }
        throw kindRefusal(value, type)
    }

    /// The refusal of a value of a kind the type does not take.
    private static func kindRefusal(_ value: IntentValue, _ type: any Any.Type) -> Refused {
        let given = "the value \(value), which is \(value.kindDescription)"
        if let entityType = type as? any AppEntity.Type, !(type is any TransientAppEntity.Type) {
            let name = _typeName(entityType, qualified: false)
            return Refused(
                predicate: "takes an entity \(name) a query found (definitions.entities[\"\(name)\"]), not \(given)")
        }
        return Refused(predicate: "cannot hold \(given)")
    }

    /// Whether `value` is an instance of `type`.
    private static func isInstance(_ value: Any, of type: any Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { value is T }
        return check(type)
    }
}
