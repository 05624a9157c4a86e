// Apple's comparator base class and its type-erased form, as AppIntents declares them (iOS 16). Apple's comparators
// (`EqualToComparator` and the nine others) are subclasses of `EntityQueryComparator`, and its
// `EntityQueryComparatorsBuilder` makes `AnyEntityQueryComparator` values of them. Here the comparators are structs
// and the builder's type-erased value is `EntityQueryComparatorEntry` (EntityQueryComparators.swift): the class is
// declared with Apple's name and bounds and nothing is one (it has no initializer), and `AnyEntityQueryComparator`
// names the builder's entry, its three first generic parameters unused, so that code naming either type-checks.

/// The base class of Apple's entity query comparators; the comparators of this module are structs and do not inherit
/// from it.
public class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: Sendable {
    private init() {}
}

/// A comparator of a property query's property, type-erased: the value `EntityQueryComparatorsBuilder` builds.
///
/// Apple's is a struct generic over the entity, the subject, the property, its value type and the mapping type; here
/// it names `EntityQueryComparatorEntry`, which needs only the last two.
public typealias AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> =
    EntityQueryComparatorEntry<PropertyType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: Sendable

extension EntityQueryProperty where PropertyType: Sendable {
    /// The comparators a property offers, as its `comparators:` builder lists them. Apple's names the property
    /// type's subject and wrapper; here both are the entity's `EntityProperty`.
    public typealias QueryComparators = [AnyEntityQueryComparator<
        Entity, Entity, EntityProperty<PropertyType>, PropertyType, ComparatorMappingType
    >]
}
