import Foundation
import IntentMetadata
import IntentRuntime

/// An entity named by its type and identifier, with its properties once it has been found.
///
/// ``AppEntityDefinition/makeReference(identifier:)`` makes a reference (give it to an entity
/// parameter; the host looks it up through the entity's query before `perform()`); the entities
/// a query returns, and those a run returns, carry their `@Property` values, read by name:
///
/// ```swift
/// let item: AnyAppEntity = try result.value
/// #expect(try item.title == "Buy milk")
/// #expect(try item.isDone == true)
/// ```
///
/// Two entities are equal when their types and identifiers are.
@dynamicMemberLookup
public struct AnyAppEntity: Sendable, Equatable, CustomStringConvertible, IntentValueExpressing,
    IntentValueConvertible
{
    /// The entity's type identifier: its type name, `TodoItem`.
    package let typeIdentifier: String

    /// The value that identifies the entity among those of its type, as text: `2`.
    public var identifier: String

    /// The title of the entity's display representation, once found. (Not `title`: an entity's
    /// properties are read by their names, and many entities have a `title`.)
    package let displayTitle: String?

    /// The subtitle of the entity's display representation, once found.
    package let displaySubtitle: String?

    /// The property values by name; `nil` for a reference not yet found.
    let properties: [String: IntentValue]?

    /// The names of the type's `@Property` properties, in declaration order.
    let propertyNames: [String]

    /// The entity itself, when it was found in this process.
    let native: (any AppEntity)?

    /// Finds the entity through its query, for ``resolved()``.
    let lookup: EntityLookup?

    /// Whether the entity's properties are known: it was returned by a run or a query, or
    /// ``resolved()`` found it.
    package var isResolved: Bool { properties != nil }

    /// A reference, as ``AppEntityDefinition/makeReference(identifier:)`` makes it.
    init(reference identifier: String, typeIdentifier: String, propertyNames: [String], lookup: EntityLookup?) {
        self.typeIdentifier = typeIdentifier
        self.identifier = identifier
        self.displayTitle = nil
        self.displaySubtitle = nil
        self.properties = nil
        self.propertyNames = propertyNames
        self.native = nil
        self.lookup = lookup
    }

    /// An entity found in this process.
    init(entity: any AppEntity, lookup: EntityLookup? = nil) {
        typeIdentifier = String(describing: type(of: entity))
        identifier = entity.identifierText
        let representation = entity.displayRepresentation
        displayTitle = representation.title.key
        displaySubtitle = representation.subtitle?.key
        let reflected = EntityReflection.properties(of: entity)
        propertyNames = reflected.map(\.name)
        var values: [String: IntentValue] = [:]
        for (name, property) in reflected {
            values[name] = IntentValue.make(property.anyValue, native: property.anyValue)
        }
        properties = values
        native = entity
        self.lookup = lookup
    }

    /// An entity a host process printed: `{"type", "id", "displayRepresentation", "properties"}`.
    init(
        json members: [String: JSONValue],
        typeName: String,
        identifier: String,
        properties: [String: JSONValue],
        registry: IntentRegistry
    ) {
        typeIdentifier = typeName
        self.identifier = identifier
        var representationTitle: String?
        var representationSubtitle: String?
        if case .object(let representation)? = members["displayRepresentation"] {
            representationTitle = representation["title"]?.stringValue
            representationSubtitle = representation["subtitle"]?.stringValue
        }
        displayTitle = representationTitle
        displaySubtitle = representationSubtitle
        let registered = registry.entity(named: typeName)
        var hints: [String: ValueHint] = [:]
        for property in registered?.properties ?? [] {
            hints[property.name] = ValueHint(type: property.wrappedType.type)
        }
        var values: [String: IntentValue] = [:]
        for (name, value) in properties {
            values[name] = IntentValue.make(json: value, hint: hints[name], registry: registry)
        }
        self.properties = values
        propertyNames = registered?.properties.map(\.name) ?? properties.keys.sorted()
        native = nil
        lookup = nil
    }

    // MARK: - Properties by name

    /// A property's value without reading it as a type, for a `nil` check or to give it to a
    /// parameter: `intent.list = entity.list`; `nil` when the entity has no such property, it has
    /// no value, or the entity has not been found yet.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        guard let value = properties?[name], !value.isNull else { return nil }
        return value
    }

    /// A property's value as a type: `let title: String = try entity.title`.
    /// - Throws: ``IntentTestingError`` when the entity has no such property (with the near
    ///   matches), it is a reference not yet found, or the value is of another type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws(IntentTestingError) {
            let value = try property(name)
            do {
                return try T._makeValue(from: value)
            } catch {
                throw IntentTestingError(.valueMismatch, "\(self).\(name): \(error.message)")
            }
        }
    }

    /// A path into a property's value, for nested properties: `try entity.list.name`.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        DynamicPropertyPath(
            root: Result { () throws(IntentTestingError) in try property(name) }, rootName: "\(self).\(name)")
    }

    /// The value of a property, or why there is none.
    func property(_ name: String) throws(IntentTestingError) -> IntentValue {
        guard let properties else {
            throw IntentTestingError(
                .valueMismatch,
                "\(self) is a reference (makeReference(identifier:)); its properties are read once it is found "
                    + "through its query: "
                    + "`definitions.entities[\"\(typeIdentifier)\"].entities(identifiers: [\"\(identifier)\"])`"
            )
        }
        if let value = properties[name] { return value }
        if name == "id" { return IntentValue(.string(identifier)) }
        throw IntentTestingError.unknown("property", name, in: "entity \(typeIdentifier)", known: propertyNames)
    }

    // MARK: - Finding

    /// The entity as its query finds it now, with its properties: what a reference made by
    /// ``AppEntityDefinition/makeReference(identifier:)`` becomes.
    /// - Returns: The entity found.
    /// - Throws: ``IntentTestingError`` when the query does not find it (``IntentTestingError/Code/refused``)
    ///   or throws.
    package func resolved() async throws(IntentTestingError) -> AnyAppEntity {
        guard let lookup else {
            if isResolved { return self }
            throw IntentTestingError(
                .unknownName, "\(self): no entity type \(typeIdentifier) is registered to look it up with")
        }
        let found = try await lookup.entities(identifiedBy: [identifier])
        guard let entity = found.first else {
            throw IntentTestingError(
                .refused, "\(typeIdentifier)'s query finds no entity with identifier '\(identifier)'")
        }
        return entity
    }

    // MARK: - Equality, text, values

    /// Whether two entities have the same type and identifier.
    /// - Parameters:
    ///   - lhs: An entity.
    ///   - rhs: Another entity.
    /// - Returns: `true` when they denote the same entity.
    public static func == (lhs: AnyAppEntity, rhs: AnyAppEntity) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && lhs.identifier == rhs.identifier
    }

    /// `TodoItem 2 (Write the quarterly report)`, or `TodoItem 2` for a reference.
    public var description: String {
        "\(typeIdentifier) \(identifier)" + (displayTitle.map { " (\($0))" } ?? "")
    }

    /// The entity, for an entity parameter: the host looks it up by its identifier.
    public var _intentValue: IntentValue { IntentValue(.entity(self), native: native) }

    /// Reads an entity.
    /// - Parameter value: The value.
    /// - Returns: The entity.
    /// - Throws: ``IntentTestingError`` for any other value.
    public static func _makeValue(from value: IntentValue) throws(IntentTestingError) -> AnyAppEntity {
        guard case .entity(let entity) = value.content else { throw value.mismatch(AnyAppEntity.self) }
        return entity
    }
}
