/// A comparison a person can make on an entity property in a property query.
public enum EntityQueryComparison: Hashable, Sendable, CaseIterable {
    /// Equal to the value.
    case equalTo
    /// Not equal to the value.
    case notEqualTo
    /// Greater than the value.
    case greaterThan
    /// Greater than or equal to the value.
    case greaterThanOrEqualTo
    /// Less than the value.
    case lessThan
    /// Less than or equal to the value.
    case lessThanOrEqualTo
    /// Contains the value (text, or a collection's element).
    case contains
    /// Begins with the value.
    case hasPrefix
    /// Ends with the value.
    case hasSuffix
    /// Lies between two values (the value is a pair).
    case isBetween
}

/// A comparator of a property query's property, whatever its comparison.
///
/// Spelled as Apple's `EntityQueryComparatorKind`, which asks nothing a comparator here needs: what the runtime reads
/// of a comparator, its comparison and its mapping, is the package protocol ``EntityQueryComparatorMapping``, which
/// the comparators of this module adopt.
public protocol EntityQueryComparatorKind {}

/// What the runtime reads of a comparator: its comparison, and the mapping of a compared value to the query's type.
package protocol EntityQueryComparatorMapping: EntityQueryComparatorKind {
    /// The property's value type.
    associatedtype PropertyType
    /// What the comparison maps to.
    associatedtype ComparatorMappingType

    /// The comparison.
    static var comparison: EntityQueryComparison { get }

    /// Maps a compared value to the query's type, or `nil` when the value is of another type.
    func map(_ value: Any) -> ComparatorMappingType?
}

/// One comparator of a property, type-erased.
///
/// Public though Apple declares no such type: `EntityQueryComparatorsBuilder`'s public methods, which a user's
/// comparator block calls, take and return it; the facades do not re-export its name.
public struct EntityQueryComparatorEntry<PropertyType, ComparatorMappingType> {
    /// The comparison.
    public let comparison: EntityQueryComparison

    let map: (Any) -> ComparatorMappingType?
}

/// Builds the comparators of a property query's property.
@resultBuilder
public enum EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType> {
    /// The entry of a comparator.
    private static func entry<Comparator: EntityQueryComparatorMapping>(_ comparator: Comparator)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    where Comparator.PropertyType == PropertyType, Comparator.ComparatorMappingType == ComparatorMappingType {
        [EntityQueryComparatorEntry(comparison: Comparator.comparison, map: comparator.map)]
    }

    /// One `EqualToComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: EqualToComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `NotEqualToComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: NotEqualToComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `GreaterThanComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: GreaterThanComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `GreaterThanOrEqualToComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(
        _ comparator: GreaterThanOrEqualToComparator<PropertyType, ComparatorMappingType>
    )
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `LessThanComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: LessThanComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `LessThanOrEqualToComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: LessThanOrEqualToComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `ContainsComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: ContainsComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `HasPrefixComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: HasPrefixComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `HasSuffixComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: HasSuffixComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// One `IsBetweenComparator`.
    /// - Parameter comparator: The comparator.
    /// - Returns: Its entry.
    public static func buildExpression(_ comparator: IsBetweenComparator<PropertyType, ComparatorMappingType>)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        entry(comparator)
    }

    /// The comparators of every statement, in order.
    public static func buildBlock(_ components: [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]...)
        -> [EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>]
    {
        components.flatMap { $0 }
    }
}

/// Matches a property equal to a value: `EqualToComparator { MyFilter.equalTo($0) }`.
public struct EqualToComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.equalTo`.
    public static var comparison: EntityQueryComparison { .equalTo }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property not equal to a value: `NotEqualToComparator { MyFilter.notEqualTo($0) }`.
public struct NotEqualToComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.notEqualTo`.
    public static var comparison: EntityQueryComparison { .notEqualTo }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property greater than a value: `GreaterThanComparator { MyFilter.greaterThan($0) }`.
public struct GreaterThanComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.greaterThan`.
    public static var comparison: EntityQueryComparison { .greaterThan }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property greater than or equal to a value: `GreaterThanOrEqualToComparator { MyFilter.greaterThanOrEqualTo($0) }`.
public struct GreaterThanOrEqualToComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.greaterThanOrEqualTo`.
    public static var comparison: EntityQueryComparison { .greaterThanOrEqualTo }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property less than a value: `LessThanComparator { MyFilter.lessThan($0) }`.
public struct LessThanComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.lessThan`.
    public static var comparison: EntityQueryComparison { .lessThan }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property less than or equal to a value: `LessThanOrEqualToComparator { MyFilter.lessThanOrEqualTo($0) }`.
public struct LessThanOrEqualToComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.lessThanOrEqualTo`.
    public static var comparison: EntityQueryComparison { .lessThanOrEqualTo }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property containing a value: `ContainsComparator { MyFilter.contains($0) }`.
public struct ContainsComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.contains`.
    public static var comparison: EntityQueryComparison { .contains }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property beginning with a value: `HasPrefixComparator { MyFilter.hasPrefix($0) }`.
public struct HasPrefixComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.hasPrefix`.
    public static var comparison: EntityQueryComparison { .hasPrefix }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property ending with a value: `HasSuffixComparator { MyFilter.hasSuffix($0) }`.
public struct HasSuffixComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the compared value to the query's type.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.hasSuffix`.
    public static var comparison: EntityQueryComparison { .hasSuffix }

    /// Maps a compared value, or `nil` when it is not a `PropertyType`.
    /// - Parameter value: The value compared with.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        (value as? PropertyType).map(transform)
    }
}

/// Matches a property between two values: `IsBetweenComparator { MyFilter.between($0, $1) }`.
/// The compared value is a pair `(lower, upper)`.
public struct IsBetweenComparator<PropertyType, ComparatorMappingType>: EntityQueryComparatorMapping {
    private let transform: (PropertyType, PropertyType) -> ComparatorMappingType

    /// Creates the comparator.
    /// - Parameter mappingTransform: Maps the bounds to the query's type.
    public init(mappingTransform: @escaping (PropertyType, PropertyType) -> ComparatorMappingType) {
        transform = mappingTransform
    }

    /// Creates the comparator with resolvers that convert a person's input into the property's type. The resolvers
    /// closure is accepted and never called here: a query's compared values arrive already typed.
    /// - Parameters:
    ///   - resolvers: The resolvers, in a builder block.
    ///   - mappingTransform: Maps the compared value to the query's type.
    public init<Spec: ResolverSpecification>(
        @ResolverSpecificationBuilder<PropertyType> withResolvers resolvers: @escaping () -> Spec,
        mappingTransform: @escaping (PropertyType, PropertyType) -> ComparatorMappingType
    ) where PropertyType: Sendable {
        self.init(mappingTransform: mappingTransform)
    }

    /// `.isBetween`.
    public static var comparison: EntityQueryComparison { .isBetween }

    /// Maps a pair of bounds, or `nil` when the value is not a pair of `PropertyType`.
    /// - Parameter value: The bounds, as `(lower, upper)`.
    /// - Returns: The mapped comparison.
    public func map(_ value: Any) -> ComparatorMappingType? {
        guard let (lower, upper) = value as? (PropertyType, PropertyType) else { return nil }
        return transform(lower, upper)
    }
}
