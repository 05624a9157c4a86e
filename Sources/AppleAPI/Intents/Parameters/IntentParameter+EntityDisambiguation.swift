// Apple's `@Parameter` forms of an entity parameter that asks which value was meant when several match
// (`requestDisambiguationDialog:`), with a provider and value resolvers, as Apple's pages list them (issue 21).
// The label that makes a form what it is has no default here, where Apple's has one: a call that leaves it out is
// another form's, which declares the same, and no call that compiled before finds two forms now.

extension IntentParameter {
    /// Creates an entity parameter whose values a provider offers, that asks which one when several match, and whose
    /// value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog?,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).resolving(resolvers)
        )
    }

    /// Creates a list parameter that takes a number of values and searches them with a query of its own. The size is
    /// not enforced and the query is not used here: the entity type's `defaultQuery` finds the values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a list parameter whose length may depend on the widget's family and whose values resolvers may
    /// convert. The sizes are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes in each widget family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(inputConnectionBehavior: inputConnectionBehavior).resolving(resolvers)
        )
    }
}
