// The resolver members AppIntents documents on its own value types and on every entity and enum: the empty
// specification of resolvers a parameter of that type converts other values with, and the types a parameter of it
// holds. Read by nothing here: a parameter's own resolvers are those of its `resolvers:` closure.

extension AppEntity {
    /// The resolvers a parameter of this entity type converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { EmptyResolverSpecification() }
}

extension AppEnum {
    /// The resolvers a parameter of this enum type converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { EmptyResolverSpecification() }
}

extension IntentCurrencyAmount {
    /// The resolvers an amount parameter converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentCurrencyAmount> {
        EmptyResolverSpecification()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<IntentCurrencyAmount>

    /// The type a parameter of this type holds: the amount itself.
    public typealias ValueType = IntentCurrencyAmount

    /// The type a parameter of this type holds, unwrapped: the amount itself.
    public typealias UnwrappedType = IntentCurrencyAmount
}

extension IntentPaymentMethod {
    /// The resolvers a payment-method parameter converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentPaymentMethod> {
        EmptyResolverSpecification()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<IntentPaymentMethod>

    /// The type a parameter of this type holds: the payment method itself.
    public typealias ValueType = IntentPaymentMethod

    /// The type a parameter of this type holds, unwrapped: the payment method itself.
    public typealias UnwrappedType = IntentPaymentMethod
}

extension IntentFile {
    /// The resolvers a file parameter converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentFile> {
        EmptyResolverSpecification()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<IntentFile>

    /// The type a parameter of this type holds: the file itself.
    public typealias ValueType = IntentFile

    /// The type a parameter of this type holds, unwrapped: the file itself.
    public typealias UnwrappedType = IntentFile
}

extension EntityIdentifier {
    /// The resolvers an entity-identifier parameter converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<EntityIdentifier> {
        EmptyResolverSpecification()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<EntityIdentifier>

    /// The type a parameter of this type holds: the identifier itself.
    public typealias ValueType = EntityIdentifier

    /// The type a parameter of this type holds, unwrapped: the identifier itself.
    public typealias UnwrappedType = EntityIdentifier
}

extension IntentPerson {
    /// The resolvers a person parameter converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentPerson> {
        EmptyResolverSpecification()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<IntentPerson>

    /// The type a parameter of this type holds: the person itself.
    public typealias ValueType = IntentPerson

    /// The type a parameter of this type holds, unwrapped: the person itself.
    public typealias UnwrappedType = IntentPerson
}
