/// The intent types a host can run, registered at startup and indexed for resolution.
///
/// ```swift
/// var registry = IntentRegistry()
/// try registry.register(package: AppIntentFramework.self)
/// registry.register(MyIntent.self)
/// ```
///
/// A value: build it once, then share it. Only registered types are ever instantiated; metadata
/// can name a type, never choose one.
public struct IntentRegistry: Sendable {
    /// Every registered intent, in registration order, each type once.
    public private(set) var intents: [RegisteredIntent] = []

    /// Every entity type the registered intents take or return (and the entities those entities'
    /// properties hold), in the order found, each once; and any registered with ``register(entity:)``.
    public var entities: [RegisteredEntity] { valueTypes.found(from: valueTypeSources).entities }

    /// Every enum type the registered intents and entities use, in the order found, each once.
    public var enums: [RegisteredEnum] { valueTypes.found(from: valueTypeSources).enums }

    /// Where entity and enum types are found, in registration order: found when first asked for,
    /// since finding them reflects every registered intent, and a host that runs one intent needs
    /// none of them.
    private var valueTypeSources: [ValueTypeSource] = []
    private var valueTypes = ValueTypeDiscovery()

    private var byMangledName = MangledNameIndex()
    private var byQualifiedName: [String: Int] = [:]
    private var byIdentifier: [String: [Int]] = [:]
    private var byObjectIdentifier: [ObjectIdentifier: Int] = [:]

    /// The length in characters of each intent's identifier, for the similar-name search.
    private(set) var identifierLengths: [Int] = []

    /// Whether two registered intents share an identifier (types of one name in two modules): only then can a
    /// registered copy of an intent never run, so resolution looks for stale copies only then.
    private(set) var sharesIdentifiers = false

    /// Creates an empty registry.
    public init() {}

    /// Registers an intent type; registering a type twice has no further effect.
    /// - Parameter type: The intent type.
    public mutating func register(_ type: any AppIntent.Type) {
        let key = ObjectIdentifier(type)
        guard byObjectIdentifier[key] == nil else { return }
        let intent = RegisteredIntent(type)
        let index = intents.count
        intents.append(intent)
        identifierLengths.append(intent.identifier.count)
        byObjectIdentifier[key] = index
        byMangledName.set(index, for: intent.mangledTypeName)
        byQualifiedName[intent.fullyQualifiedTypeName] = index
        byIdentifier[intent.identifier, default: []].append(index)
        if byIdentifier[intent.identifier]?.count ?? 0 > 1 { sharesIdentifiers = true }
        valueTypeSources.append(.intent(intent))
        valueTypes = ValueTypeDiscovery()
    }

    /// Registers an entity type that no registered intent takes or returns, so hosts and tests
    /// can find it by name; registering it twice has no further effect.
    /// - Parameter entity: The entity type.
    public mutating func register(entity: any AppEntity.Type) {
        valueTypeSources.append(.entity(entity))
        valueTypes = ValueTypeDiscovery()
    }

    /// The entity type with an identifier (its simple name) or fully qualified name.
    /// - Parameter name: `TodoItem` or `Todo.TodoItem`.
    /// - Returns: The entity, or `nil`.
    public func entity(named name: String) -> RegisteredEntity? {
        entities.first { $0.identifier == name } ?? entities.first { $0.fullyQualifiedTypeName == name }
    }

    /// The enum type with an identifier (its simple name) or fully qualified name.
    /// - Parameter name: `Priority` or `Todo.Priority`.
    /// - Returns: The enum, or `nil`.
    public func enumeration(named name: String) -> RegisteredEnum? {
        enums.first { $0.identifier == name } ?? enums.first { $0.fullyQualifiedTypeName == name }
    }

    /// Registers the intents of a package and, transitively, of every package it includes.
    ///
    /// A package that lists its intents (a ``ListedIntentsPackage``) registers those. One that lists none,
    /// as Apple's packages do (`struct AppPackage: AppIntentsPackage {}`), registers the intent
    /// types its own module declares, found in the loaded program (generic, private and local
    /// types excepted): only the modules of the packages a host registers are ever looked at.
    /// - Parameter package: The package type.
    /// - Throws: ``RegistryError/Code-swift.struct/packageCycle`` naming the cycle, when packages
    ///   include each other; ``RegistryError/Code-swift.struct/emptyPackage`` when the package and
    ///   those it includes have no intent at all. Nothing is registered then.
    public mutating func register(package: any AppIntentsPackage.Type) throws(RegistryError) {
        var ordered: [any AppIntentsPackage.Type] = []
        var visited: Set<ObjectIdentifier> = []
        var path: [any AppIntentsPackage.Type] = []
        try Self.flatten(package, into: &ordered, visited: &visited, path: &path)
        let intents = ordered.flatMap(Self.intents(of:))
        guard !intents.isEmpty else { throw .emptyPackage(package, modules: ordered.map(Self.module(of:))) }
        for intent in intents {
            register(intent)
        }
    }

    /// A package's intents: its list, or when it lists none, its module's intent types.
    static func intents(of package: any AppIntentsPackage.Type) -> [any AppIntent.Type] {
        if let listing = package as? any ListedIntentsPackage.Type, !listing.intents.isEmpty { return listing.intents }
        return ModuleTypeDiscovery.types(inModule: module(of: package)) { $0 as? any AppIntent.Type }
    }

    private static func module(of package: any AppIntentsPackage.Type) -> String {
        String(_typeName(package, qualified: true).prefix { $0 != "." })
    }

    /// The intent whose `_mangledTypeName` is `mangledName`.
    /// - Parameter mangledName: A mangled type name, without `$s` prefix.
    /// - Returns: The intent, or `nil` when no registered type has that name.
    public func intent(mangledName: String) -> RegisteredIntent? {
        byMangledName[mangledName].map { intents[$0] }
    }

    /// The position in ``intents`` of the intent whose mangled type name is `mangledName`.
    /// - Parameter mangledName: A mangled type name, without `$s` prefix.
    /// - Returns: The position, or `nil`.
    func intentIndex(mangledName: String) -> Int? {
        byMangledName[mangledName]
    }

    /// The type whose `_mangledTypeName` is `mangledName`: the runtime's hot path, cheaper than
    /// ``intent(mangledName:)`` and many times cheaper than the Swift runtime's `_typeByName`.
    /// - Parameter mangledName: A mangled type name, without `$s` prefix.
    /// - Returns: The type, or `nil` when no registered type has that name.
    public func type(mangledName: String) -> (any AppIntent.Type)? {
        byMangledName[mangledName].map { intents[$0].type }
    }

    /// The intent whose fully qualified name is `qualifiedName`: `AppIntent.ConfigurationAppIntent`.
    /// - Parameter qualifiedName: The fully qualified type name.
    /// - Returns: The intent, or `nil`.
    public func intent(qualifiedName: String) -> RegisteredIntent? {
        byQualifiedName[qualifiedName].map { intents[$0] }
    }

    /// The intents whose action identifier is `identifier`; more than one when modules declare
    /// types of the same name.
    /// - Parameter identifier: The action identifier (the simple type name).
    /// - Returns: The intents, in registration order.
    public func intents(identifier: String) -> [RegisteredIntent] {
        (byIdentifier[identifier] ?? []).map { intents[$0] }
    }

    /// The positions of the intents whose action identifier is `identifier`, in registration order.
    /// - Parameter identifier: The action identifier (the simple type name).
    /// - Returns: Positions in ``intents``.
    func intentPositions(identifier: String) -> [Int] {
        byIdentifier[identifier] ?? []
    }

    /// The registration of `type`, if it is registered.
    /// - Parameter type: An intent type.
    /// - Returns: The registration, or `nil`.
    public func intent(for type: any AppIntent.Type) -> RegisteredIntent? {
        byObjectIdentifier[ObjectIdentifier(type)].map { intents[$0] }
    }

    private static func flatten(
        _ package: any AppIntentsPackage.Type,
        into ordered: inout [any AppIntentsPackage.Type],
        visited: inout Set<ObjectIdentifier>,
        path: inout [any AppIntentsPackage.Type]
    ) throws(RegistryError) {
        let key = ObjectIdentifier(package)
        if let start = path.firstIndex(where: { ObjectIdentifier($0) == key }) {
            let cycle = (path[start...] + [package]).map { _typeName($0, qualified: true) }
            throw .packageCycle(cycle)
        }
        guard !visited.contains(key) else { return }
        path.append(package)
        for included in package.includedPackages {
            try flatten(included, into: &ordered, visited: &visited, path: &path)
        }
        path.removeLast()
        visited.insert(key)
        ordered.append(package)
    }
}
