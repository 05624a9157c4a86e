extension IntentWidgetFamily {
    /// The type a parameter of this type holds: the family itself.
    public typealias UnwrappedType = IntentWidgetFamily

    /// The type a parameter of this type holds: the family itself.
    public typealias ValueType = IntentWidgetFamily

    /// The resolvers a widget-family parameter converts other values with: none.
    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentWidgetFamily> {
        EmptyResolverSpecification()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<IntentWidgetFamily>
}
