// Apple's `@Parameter` form of a text parameter with keyboard options (`inputOptions:`) whose values a provider
// offers, as Apple's pages list it (issue 21).
// The label that makes a form what it is has no default here, where Apple's has one: a call that leaves it out is
// another form's, which declares the same, and no call that compiled before finds two forms now.

extension IntentParameter where Value: StringParameterValue {
    /// Creates a text parameter with keyboard options whose values a provider offers.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - inputOptions: How the text is typed; kept, no keyboard here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions?,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            declaration: ParameterDeclaration(
                inputOptions: inputOptions,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates a text parameter with keyboard options whose values a provider offers and resolvers may convert from
    /// other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - inputOptions: How the text is typed; kept, no keyboard here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions?,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            declaration: ParameterDeclaration(
                inputOptions: inputOptions,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).resolving(resolvers)
        )
    }
}
