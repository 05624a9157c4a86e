// Apple's `@Parameter` forms that offer some of a type's values (`supportedValues:`), alone, with a provider or with
// value resolvers, for a value, an optional and a list, as Apple's pages list them (issue 21).
// The label that makes a form what it is has no default here, where Apple's has one: a call that leaves it out is
// another form's, which declares the same, and no call that compiled before finds two forms now.

extension IntentParameter {
    /// Creates a parameter that offers some of its type's values:
    /// `@Parameter(title: "Shelf", supportedValues: [.kitchen]) var shelf: Shelf`. The values are accepted and not
    /// enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value]
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates an optional parameter that offers some of its wrapped type's values. The values are accepted and not
    /// enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    public convenience init<ValueType>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType]
    ) where Value == ValueType? {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates a list parameter whose elements are some of their type's values. The values are accepted and not
    /// enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    public convenience init<ValueType>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType]
    ) where Value == [ValueType] {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates an optional list parameter whose elements are some of their type's values. The values are accepted and not
    /// enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    public convenience init<ValueType>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType]
    ) where Value == [ValueType]? {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates a parameter that offers some of its type's values, and whose values a provider lists. The supported
    /// values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value],
        optionsProvider: OptionsProvider
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
            )
        )
    }

    /// Creates an optional parameter that offers some of its wrapped type's values, and whose values a provider lists.
    /// The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<ValueType, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType],
        optionsProvider: OptionsProvider
    ) where Value == ValueType? {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates a list parameter whose elements are some of their type's values, and whose values a provider lists.
    /// The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<ValueType, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType],
        optionsProvider: OptionsProvider
    ) where Value == [ValueType] {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates an optional list parameter whose elements are some of their type's values, and whose values a provider lists.
    /// The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<ValueType, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType],
        optionsProvider: OptionsProvider
    ) where Value == [ValueType]? {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates a parameter that offers some of its type's values, and whose value resolvers may convert from other
    /// types. The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value],
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates an optional parameter that offers some of its wrapped type's values, and whose value resolvers may
    /// convert from other types. The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<ValueType, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType],
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) where Value == ValueType? {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates a list parameter whose elements are some of their type's values, and whose value resolvers may
    /// convert from other types. The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<ValueType, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType],
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) where Value == [ValueType] {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates an optional list parameter whose elements are some of their type's values, and whose value resolvers may
    /// convert from other types. The supported values are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - supportedValues: The values offered.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<ValueType, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [ValueType],
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) where Value == [ValueType]? {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }
}
