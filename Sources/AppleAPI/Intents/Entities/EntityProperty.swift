/// A property of an entity that the system can show, filter and sort by:
/// `@Property(title: "Title") var title: String`.
///
/// A class, as Apple's `EntityProperty` is, so `$title` names the property in query key paths
/// (`\TodoItem.$title`) and the runtime can read every property of an entity by name. Reading a
/// property that was never set traps, as on Apple's platforms.
@propertyWrapper
public final class EntityProperty<Value: Sendable>: Sendable {
    /// The property's title, shown to the user; `nil` when the property's name stands for it.
    package let title: LocalizedStringResource?

    /// The identifier Apple's `@ComputedProperty` and `@DeferredProperty` give the property (the iOS 26
    /// `identifier:` forms); `nil` for a stored `@Property`.
    package let identifier: String?

    private let storage: Locked<Value?>

    /// How a computed or deferred property reads its value from an entity, kept from a `getter:`,
    /// `getSetter:` or `asyncGetter:` form; `nil` for a stored property.
    private let getter: (@Sendable (Any) async throws -> Value?)?

    /// The Spotlight attribute the property's value is indexed under, when it was declared with one
    /// (`EntityProperty+Indexing.swift`).
    package let indexingKey = Locked<EntityIndexingKey?>(nil)

    /// Creates a property with a title.
    /// - Parameter title: The title shown to the user.
    public init(title: LocalizedStringResource) {
        self.title = title
        self.identifier = nil
        self.storage = Locked(nil)
        self.getter = nil
    }

    /// Creates a property whose name is its title.
    public init() {
        self.title = nil
        self.identifier = nil
        self.storage = Locked(nil)
        self.getter = nil
    }

    /// The one initializer the `identifier:` forms share.
    private init(
        identifier: String, title: LocalizedStringResource?, getter: (@Sendable (Any) async throws -> Value?)?
    ) {
        self.title = title
        self.identifier = identifier
        self.storage = Locked(nil)
        self.getter = getter
    }

    /// Creates a property with an identifier, as `@ComputedProperty` and `@DeferredProperty` do on Apple's
    /// platforms (Apple: do not call directly).
    /// - Parameter identifier: The property's identifier.
    public convenience init(identifier: String) {
        self.init(identifier: identifier, title: nil, getter: nil)
    }

    /// Creates a property with an identifier and a title (Apple: do not call directly).
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - title: The title shown to the user.
    public convenience init(identifier: String, title: LocalizedStringResource) {
        self.init(identifier: identifier, title: title, getter: nil)
    }

    /// Creates a computed property that reads its value from an entity through a key path (Apple: do not
    /// call directly; `@ComputedProperty` does).
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - getter: The key path to the value.
    public convenience init<Entity>(identifier: String, getter: KeyPath<Entity, Value>) where Entity: AppEntity {
        self.init(identifier: identifier, title: nil, getter: Self.reading(getter))
    }

    /// Creates a titled computed property that reads its value through a key path (Apple: do not call directly).
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - title: The title shown to the user.
    ///   - getter: The key path to the value.
    public convenience init<Entity>(identifier: String, title: LocalizedStringResource, getter: KeyPath<Entity, Value>)
    where Entity: AppEntity {
        self.init(identifier: identifier, title: title, getter: Self.reading(getter))
    }

    /// Creates a settable computed property (Apple: do not call directly). Here the value is read through the
    /// key path; nothing writes through it.
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - getSetter: The key path to the value.
    public convenience init<Entity>(identifier: String, getSetter: WritableKeyPath<Entity, Value>)
    where Entity: AppEntity {
        self.init(identifier: identifier, title: nil, getter: Self.reading(getSetter))
    }

    /// Creates a titled settable computed property (Apple: do not call directly); read as `init(identifier:getSetter:)`.
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - title: The title shown to the user.
    ///   - getSetter: The key path to the value.
    public convenience init<Entity>(
        identifier: String, title: LocalizedStringResource, getSetter: WritableKeyPath<Entity, Value>
    ) where Entity: AppEntity {
        self.init(identifier: identifier, title: title, getter: Self.reading(getSetter))
    }

    /// Creates a deferred property whose value an asynchronous closure fetches (Apple: do not call directly;
    /// `@DeferredProperty` does).
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - asyncGetter: Fetches the value from an entity.
    public convenience init<Entity>(
        identifier: String, asyncGetter: @escaping @Sendable (Entity) async throws -> Value
    ) where Entity: AppEntity {
        self.init(identifier: identifier, title: nil, getter: Self.fetching(asyncGetter))
    }

    /// Creates a titled deferred property (Apple: do not call directly).
    /// - Parameters:
    ///   - identifier: The property's identifier.
    ///   - title: The title shown to the user.
    ///   - asyncGetter: Fetches the value from an entity.
    public convenience init<Entity>(
        identifier: String, title: LocalizedStringResource,
        asyncGetter: @escaping @Sendable (Entity) async throws -> Value
    ) where Entity: AppEntity {
        self.init(identifier: identifier, title: title, getter: Self.fetching(asyncGetter))
    }

    /// Creates a property with an initial value: `@Property(title: "Done") var isDone = false`.
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - title: The title shown to the user.
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
        self.title = title
        self.identifier = nil
        self.storage = Locked(wrappedValue)
        self.getter = nil
    }

    /// The property's value.
    public var wrappedValue: Value {
        get {
            if let value = storage.withLock({ $0 }) ?? Self.noneIfOptional { return value }
            preconditionFailure("@Property \"\(title?.key ?? "")\" was read before it was set")
        }
        set {
            storage.withLock { $0 = newValue }
        }
    }

    /// The property itself, as `$title`: queries sort and filter by its key path.
    public var projectedValue: EntityProperty<Value> { self }

    /// The property's value for `entity`: what the getter of an `identifier:` form reads from it (`nil` when
    /// `entity` is not of the getter's entity type), else the stored value.
    /// - Parameter entity: The entity the property belongs to.
    /// - Returns: The value, or `nil` when there is none.
    /// - Throws: What an `asyncGetter` throws.
    package func value(of entity: Any) async throws -> Value? {
        if let getter { return try await getter(entity) }
        return storage.withLock { $0 }
    }

    /// A getter reading through `keyPath` from an entity of its root type.
    private static func reading<Entity>(_ keyPath: KeyPath<Entity, Value>) -> @Sendable (Any) async throws -> Value? {
        let path = EntityKeyPath(keyPath: keyPath)
        return { entity in (entity as? Entity).map { $0[keyPath: path.keyPath] } }
    }

    /// A getter calling `fetch` with an entity of its parameter type.
    private static func fetching<Entity>(
        _ fetch: @escaping @Sendable (Entity) async throws -> Value
    ) -> @Sendable (Any) async throws -> Value? {
        { entity in
            guard let entity = entity as? Entity else { return nil }
            return try await fetch(entity)
        }
    }

    private static var noneIfOptional: Value? {
        (Value.self as? any OptionalParameterValue.Type)?.noneValue as? Value
    }
}

/// A key path a computed property reads through. Key paths are immutable, so sharing one across tasks is safe,
/// although the standard library does not mark them `Sendable`.
private struct EntityKeyPath<Entity, Value>: @unchecked Sendable {
    let keyPath: KeyPath<Entity, Value>
}

/// What the runtime reads of any `EntityProperty`, whatever its `Value`.
package protocol AnyEntityProperty: AnyObject, Sendable {
    /// The property's title, if it has one.
    var title: LocalizedStringResource? { get }

    /// The property's value, or `nil` when it was never set.
    var anyValue: (any Sendable)? { get }

    /// The declared Swift type of the value.
    var valueType: any Any.Type { get }

    /// Sets the property's value, as the system sets a transient entity's properties after `init()`.
    /// - Parameter value: The value; `nil` for no value, which only an optional property takes.
    /// - Returns: Whether the value was set: `false` when it is not of the property's type.
    func assignAnyValue(_ value: Any?) -> Bool
}

extension EntityProperty: AnyEntityProperty {
    package var anyValue: (any Sendable)? { storage.withLock { $0 } }

    package var valueType: any Any.Type { Value.self }

    package func assignAnyValue(_ value: Any?) -> Bool {
        guard let value else {
            guard let none = Self.noneIfOptional else { return false }
            storage.withLock { $0 = none }
            return true
        }
        guard let typed = value as? Value else { return false }
        storage.withLock { $0 = typed }
        return true
    }
}

/// Finds an entity's `@Property` properties through `Mirror`.
package enum EntityReflection {
    /// The properties of `entity`, in declaration order, keyed by property name.
    /// - Parameter entity: An entity.
    /// - Returns: The names and properties.
    package static func properties(of entity: Any) -> [(name: String, property: any AnyEntityProperty)] {
        Mirror(reflecting: entity).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"),
                let property = child.value as? any AnyEntityProperty
            else { return nil }
            return (String(label.dropFirst()), property)
        }
    }
}
