// Apple's `@Parameter` form of an entity parameter that asks which value was meant when several match
// (`requestDisambiguationDialog:`), with a provider and value resolvers, as Apple's page lists it (issue 21).
// The label that makes the form what it is has no default here, where Apple's has one: a call that leaves it out is
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
}
