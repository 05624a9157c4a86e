/// A query that finds entities by conditions on their properties, sorted and limited: what the
/// Shortcuts "Find" action builds.
///
/// Spelled as Apple's `EntityPropertyQuery`:
///
/// ```swift
/// struct TodoItemPropertyQuery: EntityPropertyQuery {
///     static let properties = QueryProperties {
///         Property(\TodoItem.$title) {
///             EqualToComparator { TodoFilter.titleIs($0) }
///             ContainsComparator { TodoFilter.titleContains($0) }
///         }
///     }
///     static let sortingOptions = SortingOptions { SortableBy(\TodoItem.$title) }
///
///     func entities(
///         matching comparators: [TodoFilter], mode: ComparatorMode,
///         sortedBy: [EntityQuerySort<TodoItem>], limit: Int?
///     ) async throws -> [TodoItem] { … }
/// }
/// ```
///
/// ``properties`` maps each comparison a person can make to a value of
/// `ComparatorMappingType` the query understands; the runtime builds those values with
/// ``EntityQueryProperties/comparators(property:comparison:value:)``.
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparison maps to: a predicate, a filter of the app's own, a closure.
    associatedtype ComparatorMappingType

    /// The properties a person can filter by, and how.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }

    /// The properties a person can sort by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }

    /// A description of the "Find" action the system makes for the type, if any.
    static var findIntentDescription: IntentDescription? { get }

    /// The entities that match the comparisons.
    /// - Parameters:
    ///   - comparators: The comparisons, mapped.
    ///   - mode: Whether an entity must match all of them, or any.
    ///   - sortedBy: The sort order, most significant first.
    ///   - limit: The most entities to return, if limited.
    /// - Returns: The matching entities.
    /// - Throws: Whatever finding them throws.
    func entities(
        matching comparators: [ComparatorMappingType],
        mode: EntityQueryComparatorMode,
        sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> Result
}

extension EntityPropertyQuery {
    /// The properties of the query: `static let properties = QueryProperties { … }`.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>

    /// One filterable property: `Property(\TodoItem.$title) { EqualToComparator { … } }`.
    public typealias Property<PropertyType> = EntityQueryProperty<Entity, PropertyType, ComparatorMappingType>

    /// The sort options of the query: `static let sortingOptions = SortingOptions { … }`.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>

    /// One sortable property: `SortableBy(\TodoItem.$title)`.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>

    /// Whether all comparisons must hold, or any.
    public typealias ComparatorMode = EntityQueryComparatorMode

    /// One key of the sort `entities(matching:mode:sortedBy:limit:)` receives: `[Sort<TodoItem>]`.
    public typealias Sort = EntityQuerySort

    /// No sort options, by default.
    public static var sortingOptions: EntityQuerySortingOptions<Entity> { EntityQuerySortingOptions() }

    /// No description, by default.
    public static var findIntentDescription: IntentDescription? { nil }
}

/// Whether an entity must match every comparison of a property query, or any of them.
public enum EntityQueryComparatorMode: Hashable, Sendable {
    /// Every comparison must hold.
    case and
    /// At least one comparison must hold.
    case or
}

/// One key of a sort: a property and a direction.
///
/// Spelled as Apple's `EntityQuerySort`.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    /// A sort direction.
    public enum Ordering: Hashable, Sendable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }

    /// The property sorted by: a key path to an entity's `@Property` (`\TodoItem.$title`).
    public let by: PartialKeyPath<Entity>

    /// The direction.
    public let order: Ordering

    /// Creates a sort key.
    /// - Parameters:
    ///   - by: The property's key path.
    ///   - order: The direction.
    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// The properties a property query sorts by.
///
/// Spelled as Apple's `EntityQuerySortingOptions`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
    /// The sortable properties, in order.
    package let options: [EntityQuerySortableByProperty<Entity>]

    /// No sortable properties.
    public init() {
        options = []
    }

    /// Sortable properties from a builder: `SortingOptions { SortableBy(\TodoItem.$title) }`.
    /// - Parameter content: The properties.
    public init(@Builder content: () -> [EntityQuerySortableByProperty<Entity>]) {
        options = content()
    }

    /// The option at a position.
    /// - Parameter index: The position.
    public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { options[index] }

    /// Builds a list of sortable properties.
    @resultBuilder
    public enum Builder {
        /// One property.
        public static func buildExpression(_ option: EntityQuerySortableByProperty<Entity>)
            -> [EntityQuerySortableByProperty<Entity>]
        { [option] }

        /// The properties of every statement, in order.
        public static func buildBlock(_ components: [EntityQuerySortableByProperty<Entity>]...)
            -> [EntityQuerySortableByProperty<Entity>]
        { components.flatMap { $0 } }
    }
}

/// A property a property query can sort by.
///
/// Spelled as Apple's `EntityQuerySortableByProperty`.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    /// The property's key path: `\TodoItem.$title`.
    let keyPath: PartialKeyPath<Entity>

    /// Creates a sortable property.
    /// - Parameter keyPath: The key path to the entity's `@Property`, as `\TodoItem.$title`.
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        self.keyPath = keyPath
    }
}

/// The filterable properties of a property query, built with ``EntityPropertyQuery/QueryProperties``.
///
/// Spelled as Apple's `EntityQueryProperties`.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// The properties, in order.
    package let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    /// Creates the properties from a builder.
    /// - Parameter properties: The properties.
    public init(
        @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties:
            () -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
    ) {
        self.properties = properties()
    }

    /// The mapped comparisons a person's condition stands for: for example the `TodoFilter` of
    /// "title contains milk".
    /// - Parameters:
    ///   - property: The key path of the property, as declared (`\TodoItem.$title`).
    ///   - comparison: The comparison.
    ///   - value: The value compared with; it must be of the property's type.
    /// - Returns: The mapped comparison, or `nil` when the property does not offer that
    ///   comparison or the value is of another type.
    package func comparators(
        property: PartialKeyPath<Entity>,
        comparison: EntityQueryComparison,
        value: Any
    ) -> ComparatorMappingType? {
        for declaration in properties where declaration.keyPath == property {
            if let mapped = declaration.map(comparison, value) { return mapped }
        }
        return nil
    }
}

/// One filterable property, type-erased: its key path and what it maps each comparison to.
///
/// Public though Apple declares no such type: `EntityQueryPropertiesBuilder`'s public methods, which a user's
/// `static var properties` block calls, take and return it; the facades do not re-export its name.
public struct EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// The property's key path: from the entity (`\TodoItem.$title`), or from the entity another entity's property
    /// reaches (`EntityQueryProperty(_:entityProvider:comparators:)`).
    public let keyPath: AnyKeyPath

    /// The comparisons the property offers.
    public let comparisons: [EntityQueryComparison]

    let map: (EntityQueryComparison, Any) -> ComparatorMappingType?
}

/// One filterable property of a property query: `Property(\TodoItem.$title) { … comparators … }`.
///
/// Spelled as Apple's `EntityQueryProperty`.
public struct EntityQueryProperty<Entity: AppEntity, PropertyType, ComparatorMappingType> {
    let declaration: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>

    /// Creates a property with the comparisons it offers.
    /// - Parameters:
    ///   - keyPath: The key path to the entity's `@Property`, as `\TodoItem.$title`.
    ///   - comparators: The comparators: `EqualToComparator { … }`, `ContainsComparator { … }`…
    public init(
        _ keyPath: KeyPath<Entity, EntityProperty<PropertyType>>,
        @EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType> comparators:
            () -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    ) {
        declaration = EntityQueryPropertyDeclaration(keyPath, comparators())
    }

    /// Creates a property of another entity that each entity reaches, with the comparisons it offers:
    /// `Property(\Author.$name, entityProvider: { $0.author }) { … comparators … }`. The property is kept under the
    /// other entity's key path; the provider is not called here (the query's own `entities(matching:…)` filters).
    /// - Parameters:
    ///   - keyPath: The key path to the other entity's `@Property`, as `\Author.$name`.
    ///   - entityProvider: The other entity an entity reaches.
    ///   - comparators: The comparators: `EqualToComparator { … }`, `ContainsComparator { … }`…
    public init<Subject: AppEntity>(
        _ keyPath: KeyPath<Subject, EntityProperty<PropertyType>>,
        entityProvider: @escaping (Entity) -> Subject,
        @EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType> comparators:
            () -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    ) {
        declaration = EntityQueryPropertyDeclaration(keyPath, comparators())
    }
}

extension EntityQueryPropertyDeclaration {
    /// The declaration of a property with its comparators.
    /// - Parameters:
    ///   - keyPath: The property's key path.
    ///   - entries: The comparators, in order.
    init<PropertyType>(
        _ keyPath: AnyKeyPath, _ entries: [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    ) {
        self.init(
            keyPath: keyPath,
            comparisons: entries.map(\.comparison),
            map: { comparison, value in
                guard let entry = entries.first(where: { $0.comparison == comparison }) else { return nil }
                return entry.map(value)
            }
        )
    }
}

/// Builds the filterable properties of a property query.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    /// One property.
    public static func buildExpression<PropertyType>(
        _ property: EntityQueryProperty<Entity, PropertyType, ComparatorMappingType>
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
        [property.declaration]
    }

    /// The properties of every statement, in order.
    public static func buildBlock(_ components: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]...)
        -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
    {
        components.flatMap { $0 }
    }
}
