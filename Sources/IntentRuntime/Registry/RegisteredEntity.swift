@_spi(Reflection) import Swift

/// An entity type the registry knows, found through the intents that take or return it, with
/// what the runtime knows of it and access to its query.
public struct RegisteredEntity: Sendable, CustomStringConvertible {
    /// One `@Property` of the entity type.
    public struct Property: Sendable, CustomStringConvertible {
        /// The property's name, without the wrapper's underscore.
        public let name: String

        /// The declared Swift type of its value: `String`, `Optional<Date>`.
        public let swiftTypeName: String

        /// Whether the value is optional.
        public let isOptional: Bool

        /// The value type with one level of `Optional` removed.
        package let wrappedType: SendableType

        /// `name: Type`.
        public var description: String { "\(name): \(swiftTypeName)" }
    }

    /// The entity type.
    public let type: any AppEntity.Type

    /// The entity's identifier in metadata: its simple type name, `TodoItem`.
    public let identifier: String

    /// `Module.Type`.
    public let fullyQualifiedTypeName: String

    /// The type's `_mangledTypeName`.
    public let mangledTypeName: String

    /// How the type is named to people.
    public let typeDisplayRepresentation: TypeDisplayRepresentation

    /// The type of the entity's default query.
    public let queryType: any EntityQuery.Type

    /// The entity's `@Property` properties, in declaration order.
    public let properties: [Property]

    /// Whether the entity is made rather than found (``TransientAppEntity``).
    public var isTransient: Bool { type is any TransientAppEntity.Type }

    /// Whether the query finds entities by text (``EntityStringQuery``).
    public var supportsStringQuery: Bool { queryType is any EntityStringQuery.Type }

    /// Whether the query lists every entity (``EnumerableEntityQuery``).
    public var isEnumerable: Bool { queryType is any EnumerableEntityQuery.Type }

    /// Whether the query finds entities by their properties (``EntityPropertyQuery``).
    public var supportsPropertyQuery: Bool { queryType is any EntityPropertyQuery.Type }

    /// `Module.Type (mangled)`.
    public var description: String { "\(fullyQualifiedTypeName) (\(mangledTypeName))" }

    /// Describes an entity type.
    /// - Parameter type: The entity type.
    public init(_ type: any AppEntity.Type) {
        self.type = type
        identifier = _typeName(type, qualified: false)
        fullyQualifiedTypeName = _typeName(type, qualified: true)
        mangledTypeName = _mangledTypeName(type) ?? ""
        typeDisplayRepresentation = type.typeDisplayRepresentation
        queryType = type.defaultQueryType
        properties = Self.declaredProperties(of: type)
    }

    /// The entities with these identifiers, through the default query, in the query's order.
    /// - Parameter identifiers: The identifiers as text.
    /// - Returns: The entities found.
    /// - Throws: What the query throws, or ``AppDependencyError`` when its dependencies cannot be made.
    public func entities(identifiedBy identifiers: [String]) async throws -> [any AppEntity] {
        try await type.anyEntities(identifiedBy: identifiers)
    }

    /// The entities the default query suggests.
    /// - Returns: The suggestions.
    /// - Throws: What the query throws, or ``AppDependencyError`` when its dependencies cannot be made.
    public func suggestedEntities() async throws -> [any AppEntity] {
        let query = type.anyDefaultQuery
        try await query.prepareDependencies()
        return try await query.anySuggestedEntities()
    }

    /// The entities matching a text, when the default query is an ``EntityStringQuery``.
    /// - Parameter text: The text.
    /// - Returns: The matches, or `nil` when the query does not search text.
    /// - Throws: What the query throws, or ``AppDependencyError`` when its dependencies cannot be made.
    public func entities(matching text: String) async throws -> [any AppEntity]? {
        guard let query = type.anyDefaultQuery as? any EntityStringQuery else { return nil }
        try await query.prepareDependencies()
        return try await query.anyEntities(matching: text)
    }

    /// The stored `@Property` fields of an entity type, read from its type metadata: no instance
    /// is needed, so extraction never asks a query for data.
    private static func declaredProperties(of type: any AppEntity.Type) -> [Property] {
        var found: [Property] = []
        _ = _forEachField(of: type, options: []) { name, _, fieldType, _ in
            let label = String(cString: name)
            guard label.hasPrefix("_"), let property = fieldType as? any EntityPropertyType.Type else { return true }
            let valueType = property.valueType
            let optional = valueType as? any OptionalParameterValue.Type
            found.append(
                Property(
                    name: String(label.dropFirst()),
                    swiftTypeName: optional.map { _typeName($0.wrappedType, qualified: false) + "?" }
                        ?? _typeName(valueType, qualified: false),
                    isOptional: optional != nil,
                    wrappedType: SendableType(optional?.wrappedType ?? valueType)
                )
            )
            return true
        }
        return found
    }
}

/// `EntityProperty`, seen through its value type.
protocol EntityPropertyType {
    /// The property's value type.
    static var valueType: any Any.Type { get }
}

extension EntityProperty: EntityPropertyType {
    static var valueType: any Any.Type { Value.self }
}

extension AppEntity {
    /// The type of the default query.
    package static var defaultQueryType: any EntityQuery.Type { DefaultQuery.self }

    /// The default query, type-erased.
    package static var anyDefaultQuery: any EntityQuery { defaultQuery }
}

/// An enum type the registry knows, found through the intents that take or return it.
public struct RegisteredEnum: Sendable, CustomStringConvertible {
    /// One case and how it is shown.
    public struct Case: Sendable {
        /// The case identifier: its raw value as text.
        public let identifier: String

        /// How the case is shown.
        public let displayRepresentation: DisplayRepresentation
    }

    /// The enum type.
    public let type: any AppEnum.Type

    /// The enum's identifier in metadata: its simple type name.
    public let identifier: String

    /// `Module.Type`.
    public let fullyQualifiedTypeName: String

    /// The type's `_mangledTypeName`.
    public let mangledTypeName: String

    /// How the type is named to people.
    public let typeDisplayRepresentation: TypeDisplayRepresentation

    /// The cases, in declaration order.
    public let cases: [Case]

    /// `Module.Type (mangled)`.
    public var description: String { "\(fullyQualifiedTypeName) (\(mangledTypeName))" }

    /// Describes an enum type.
    /// - Parameter type: The enum type.
    public init(_ type: any AppEnum.Type) {
        self.type = type
        identifier = _typeName(type, qualified: false)
        fullyQualifiedTypeName = _typeName(type, qualified: true)
        mangledTypeName = _mangledTypeName(type) ?? ""
        typeDisplayRepresentation = type.typeDisplayRepresentation
        cases = type.caseRepresentations.map {
            Case(identifier: $0.identifier, displayRepresentation: $0.representation)
        }
    }

    /// The case with an identifier.
    /// - Parameter identifier: The case identifier.
    /// - Returns: The case, or `nil`.
    public func value(identifiedBy identifier: String) -> (any AppEnum)? {
        type.anyCase(identifiedBy: identifier) as? any AppEnum
    }
}
