// The initializers Apple's `@ComputedProperty` and `@DeferredProperty` expand to (iOS 26). Apple documents one
// overload per value type; here one generic form each. The property they make has the title given; the getter is
// not kept yet (the runtime reads an entity's stored `@Property` values, not these).

extension EntityProperty {
    /// Creates the property `@ComputedProperty` makes for a computed property: named by `identifier`, read
    /// through `getter`. Apple's page says not to call it directly.
    /// - Parameters:
    ///   - identifier: The property's name.
    ///   - getter: The key path of the computed property.
    public convenience init<Entity>(identifier: String, getter: KeyPath<Entity, Value>) where Entity: AppEntity {
        self.init()
    }

    /// Creates the property `@ComputedProperty(title:)` makes for a computed property.
    /// - Parameters:
    ///   - identifier: The property's name.
    ///   - title: The property's title.
    ///   - getter: The key path of the computed property.
    public convenience init<Entity>(identifier: String, title: LocalizedStringResource, getter: KeyPath<Entity, Value>)
    where Entity: AppEntity {
        self.init(title: title)
    }

    /// Creates the property `@DeferredProperty` makes for an asynchronous property: named by `identifier`, read
    /// by `asyncGetter`. Apple's page says not to call it directly.
    /// - Parameters:
    ///   - identifier: The property's name.
    ///   - asyncGetter: Reads the property of an entity.
    public convenience init<Entity>(
        identifier: String, asyncGetter: @escaping @Sendable (Entity) async throws -> Value
    ) where Entity: AppEntity {
        self.init()
    }

    /// Creates the property `@DeferredProperty(title:)` makes for an asynchronous property.
    /// - Parameters:
    ///   - identifier: The property's name.
    ///   - title: The property's title.
    ///   - asyncGetter: Reads the property of an entity.
    public convenience init<Entity>(
        identifier: String, title: LocalizedStringResource,
        asyncGetter: @escaping @Sendable (Entity) async throws -> Value
    ) where Entity: AppEntity {
        self.init(title: title)
    }
}
