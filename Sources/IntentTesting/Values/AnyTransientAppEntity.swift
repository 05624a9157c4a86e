import Foundation
import IntentRuntime

/// A transient entity of the app, made by a test: an instance of the app's `TransientAppEntity` type, its
/// properties set by name and read back by name.
///
/// ``TransientAppEntityDefinition/makeEntity`` makes one; give it to an intent's parameter of that type and the
/// intent receives an instance with those properties (in the test's process; a separate host process cannot
/// receive one):
///
/// ```swift
/// let session = definitions.transientEntities["SessionEntity"].makeEntity(name: "Standup", minutes: 15)
/// #expect(try session.name == "Standup")
/// let result = try await definitions.intents["JoinSessionIntent"].makeIntent(session: session).run()
/// ```
///
/// Making cannot throw: a property the type lacks, or a value of another type, is thrown by the first read of a
/// property and by the run of an intent given the entity.
@dynamicMemberLookup
public struct AnyTransientAppEntity: Sendable, IntentValueExpressing, IntentValueConvertible {
    /// The entity's type: its type name and the app's bundle identifier.
    public var entityType: AttributedTypeIdentifier

    /// The entity as made: its type and property values, or why it could not be made.
    let made: Result<MadeEntity, IntentTestingError>

    /// What an invocation passes in place of an identifier, under which an in-process run supplies the instance.
    let token: String

    init(entityType: AttributedTypeIdentifier, made: Result<MadeEntity, IntentTestingError>) {
        self.entityType = entityType
        self.made = made
        token = "AnyTransientAppEntity:\(UUID().uuidString)"
    }

    // MARK: - Properties by name

    /// A property's value without reading it as a type, for a `nil` check or to give it to an intent's parameter:
    /// `nil` when the entity has no such property, it has no value, or the entity could not be made.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        guard let value = try? property(name), !value.isNull else { return nil }
        return value
    }

    /// A property's value as a type: `let name: String? = try entity.name`.
    /// - Throws: ``IntentTestingError`` when the entity could not be made, has no such property (with the near
    ///   matches), or the value is of another type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws(IntentTestingError) {
            let value = try property(name)
            do {
                return try T._makeValue(from: value)
            } catch {
                throw IntentTestingError(.valueMismatch, "\(text).\(name): \(error.message)")
            }
        }
    }

    /// A path into a property's value, for nested properties: `try entity.profile.name`.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        DynamicPropertyPath(
            root: Result { () throws(IntentTestingError) in try property(name) }, rootName: "\(text).\(name)")
    }

    /// The value of a property, or why there is none.
    func property(_ name: String) throws(IntentTestingError) -> IntentValue {
        let made = try made.get()
        if let value = made.values[name] { return value }
        throw IntentTestingError.unknown(
            "property", name, in: "transient entity \(entityType.persistentIdentifier)", known: made.propertyNames)
    }

    /// `SessionEntity (made by the test)`, for messages.
    var text: String { "\(entityType.persistentIdentifier) (made by the test)" }

    // MARK: - Values

    /// The entity, for an entity parameter: an in-process run gives the intent a fresh instance with its values.
    public var _intentValue: IntentValue { IntentValue(.transientEntity(self)) }

    /// Reads a transient entity.
    /// - Parameter value: The value.
    /// - Returns: The entity.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> AnyTransientAppEntity {
        guard case .transientEntity(let entity) = value.content else {
            throw value.mismatch(AnyTransientAppEntity.self)
        }
        return entity
    }
}

/// A transient entity a test made: its registered type, the Swift values set on its properties and the values as a
/// test reads them.
struct MadeEntity: Sendable {
    /// The registered type.
    let entity: RegisteredEntity

    /// The Swift value set on each property, by name: what each instance given to an intent gets.
    let assigned: [(name: String, value: (any Sendable)?)]

    /// Every property's value as a test reads it, by name (unset ones are `nil` values).
    let values: [String: IntentValue]

    /// The type's property names, in declaration order.
    var propertyNames: [String] { entity.properties.map(\.name) }

    /// A fresh instance of the type with the values set: what an intent's parameter receives.
    func instance() -> (any AppEntity)? {
        guard let type = entity.type as? any TransientAppEntity.Type else { return nil }
        let instance = type.init()
        let properties = Dictionary(
            EntityReflection.properties(of: instance).map { ($0.name, $0.property) }, uniquingKeysWith: { a, _ in a })
        for (name, value) in assigned {
            _ = properties[name]?.assignAnyValue(value)
        }
        return instance
    }
}
