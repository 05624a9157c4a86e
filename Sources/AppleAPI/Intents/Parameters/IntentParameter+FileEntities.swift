#if canImport(Darwin)
    import UniformTypeIdentifiers
#endif

// Apple's `@Parameter` forms of file-entity parameters (`supportedContentTypes:` with `requestDisambiguationDialog:`,
// `size:` or `query:`) and the list forms for the second `size:` type, as Apple's pages list them (issue 21). They
// take any value type where Apple names one (`Value.ValueType: FileEntity`, …), as the general forms of
// `IntentParameter+Forms.swift` do.
// The label that makes a form what it is has no default here, where Apple's has one: a call that leaves it out is
// another form's, which declares the same, and no call that compiled before finds two forms now.

extension ParameterDeclaration {
    /// A file entity parameter's declaration: the identifiers of its content types (any file when `nil`).
    /// - Parameters:
    ///   - supportedContentTypes: The types of files it takes, or `nil` for any.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    /// - Returns: The declaration.
    static func files(
        _ supportedContentTypes: [UTType]?,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) -> ParameterDeclaration {
        ParameterDeclaration(
            supportedTypeIdentifiers: (supportedContentTypes ?? [.item]).map(\.identifier),
            requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider
        )
    }
}

extension IntentParameter {
    /// Creates a file entity parameter that asks which file when several match:
    /// `@Parameter(title: "Scan", supportedContentTypes: [.pdf], requestDisambiguationDialog: "Which?") var scan: Scan`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(
                supportedContentTypes, requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a file entity parameter that asks which file when several match, and whose values a provider offers.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(
                supportedContentTypes, requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
        )
    }

    /// Creates a file entity parameter that asks which file when several match, whose values a provider offers and
    /// resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration.files(
                supportedContentTypes, requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider
            ).resolving(resolvers)
        )
    }

    /// Creates a file entity parameter that asks which file when several match and searches with a query of its own.
    /// The query is not used here: the entity type's `defaultQuery` finds the values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(
                supportedContentTypes, requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a file entity parameter that asks which file when several match, and whose value resolvers may convert
    /// from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration.files(
                supportedContentTypes, requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates a list of file entities of a size. The size is accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - size: How many files it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a list of file entities whose length may depend on the widget's family. The sizes are accepted and not
    /// enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - size: How many files it takes in each widget family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a list of file entities of a size, searched with a query of its own. The size is not enforced and the
    /// query is not used here: the entity type's `defaultQuery` finds the values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - size: How many files it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a list of file entities whose length may depend on the widget's family, searched with a query of its
    /// own. The sizes are not enforced and the query is not used here: the entity type's `defaultQuery` finds the
    /// values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - size: How many files it takes in each widget family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: .files(supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a list of file entities whose length may depend on the widget's family, and whose values resolvers may
    /// convert. The sizes are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of files it takes; `nil` for any.
    ///   - size: How many files it takes in each widget family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]?,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration.files(
                supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }
}
