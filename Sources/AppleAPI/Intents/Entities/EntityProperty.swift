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

    private let storage: Locked<Value?>

    /// The Spotlight attribute the property's value is indexed under, when it was declared with one
    /// (`EntityProperty+Indexing.swift`).
    package let indexingKey = Locked<EntityIndexingKey?>(nil)

    /// Creates a property with a title.
    /// - Parameter title: The title shown to the user.
    public init(title: LocalizedStringResource) {
        self.title = title
        self.storage = Locked(nil)
    }

    /// Creates a property whose name is its title.
    public init() {
        self.title = nil
        self.storage = Locked(nil)
    }

    /// Creates a property with an initial value: `@Property(title: "Done") var isDone = false`.
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - title: The title shown to the user.
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
        self.title = title
        self.storage = Locked(wrappedValue)
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

    private static var noneIfOptional: Value? {
        (Value.self as? any OptionalParameterValue.Type)?.noneValue as? Value
    }
}

/// What the runtime reads of any `EntityProperty`, whatever its `Value`.
package protocol AnyEntityProperty: AnyObject, Sendable {
    /// The property's title, if it has one.
    var title: LocalizedStringResource? { get }

    /// The property's value, or `nil` when it was never set.
    var anyValue: (any Sendable)? { get }

    /// The declared Swift type of the value.
    var valueType: any Any.Type { get }
}

extension EntityProperty: AnyEntityProperty {
    package var anyValue: (any Sendable)? { storage.withLock { $0 } }

    package var valueType: any Any.Type { Value.self }
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
