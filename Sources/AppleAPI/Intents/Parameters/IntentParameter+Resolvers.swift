#if canImport(Darwin)
    import UniformTypeIdentifiers
#endif

// The `@Parameter` forms that end in a `resolvers:` closure, with Apple's labels in Apple's order:
// `@Parameter(title: "Book") { BookFromTitleResolver() }`. The closure's result builder runs once, when the parameter
// is made, and the parameter keeps the resolvers it lists (`declaration.resolvers`); the runtime calls them when the
// parameter's own type does not take an invocation's value (`ParameterDecoder`).
// As for the forms without resolvers, the title may be left out (iOS 18), and one initializer takes each label
// sequence that is a subsequence of its own.

extension ParameterDeclaration {
    /// This declaration with the resolvers a `resolvers:` closure builds.
    /// - Parameter resolvers: The closure.
    /// - Returns: The declaration, its resolvers set.
    func resolving<Spec: ResolverSpecification>(_ resolvers: () -> Spec) -> ParameterDeclaration {
        var declaration = self
        declaration.resolvers = Array(resolvers())
        return declaration
    }
}

extension IntentParameter {
    /// Creates a parameter whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates an entity parameter that asks which entity is meant when several match, and whose value resolvers
    /// may convert from other types. `requestDisambiguationDialog` has no default here: a call without it is the
    /// form above's.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog?,
        inputConnectionBehavior: InputConnectionBehavior = .default,
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

    /// Creates a parameter whose values a provider offers and resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
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
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).resolving(resolvers)
        )
    }

    /// Creates a parameter titled after its property, whose resolvers may convert from other types and whose values a
    /// provider offers: Apple's form that takes `resolvers:` before `optionsProvider:`.
    /// - Parameters:
    ///   - description: A longer description.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: nil, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior, resolvers: resolvers, optionsProvider: optionsProvider)
    }

    /// Creates a parameter whose resolvers may convert from other types and whose values a provider offers: Apple's
    /// form that takes `resolvers:` before `optionsProvider:`, with a title.
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - description: A longer description.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource?,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider,
            resolvers: resolvers
        )
    }

    /// Creates a list parameter that takes a number of values and whose values resolvers may convert. The size is
    /// accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: IntentCollectionSize,
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

    /// Creates a list parameter of entities that takes a number of values and searches them with a query of its own.
    /// The size is not enforced and the query is not used here: the entity type's `defaultQuery` finds the values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes in each widget family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
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
}

/// The values a text parameter holds: `String` and `String?`, for `@Parameter(…, inputOptions:) { … }`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol StringParameterValue: Sendable {}

extension String: StringParameterValue {}

extension Optional: StringParameterValue where Wrapped == String {}

extension IntentParameter where Value: StringParameterValue {
    /// Creates a text parameter whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - inputOptions: How the text is typed; kept, inert here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                inputOptions: inputOptions,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }
}

extension IntentParameter where Value: BoolParameterValue {
    /// Creates a Boolean parameter whose values are shown by name and resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - displayName: The names of `true` and `false`; kept, shown by nothing here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).named(displayName).resolving(resolvers)
        )
    }
}

extension IntentParameter where Value: DateParameterValue {
    /// Creates a date parameter whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - kind: What the parameter asks for; inert here, where values are ISO 8601 text.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).dated(kind.name).resolving(resolvers)
        )
    }

    /// Creates a date parameter whose values a provider offers. `kind` has no default here: a call without it is
    /// the general initializer's, which asks the same.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - kind: What the parameter asks for; inert here, where values are ISO 8601 text.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        kind: DateKind,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).dated(kind.name)
        )
    }

    /// Creates a date parameter whose values a provider offers and resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - kind: What the parameter asks for; inert here, where values are ISO 8601 text.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
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
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).dated(kind.name).resolving(resolvers)
        )
    }
}

extension IntentParameter where Value: RangeableParameterValue {
    /// Creates a numeric parameter with inclusive bounds whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - controlStyle: How the value is edited.
    ///   - inclusiveRange: The lowest and highest values allowed; a value outside is refused.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        let declaration = ParameterDeclaration(
            controlStyle: controlStyle,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        ).resolving(resolvers)
        self.init(
            title: title, description: description, default: defaultValue, inclusiveRange: inclusiveRange,
            declaration: declaration)
    }

    /// Creates a numeric parameter whose values a provider offers and resolvers may convert from other types.
    /// Without a default, as Apple's `Int` and `Double` forms of these labels.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - controlStyle: How the value is edited.
    ///   - inclusiveRange: The lowest and highest values allowed; a value outside is refused.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        let declaration = ParameterDeclaration(
            controlStyle: controlStyle,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider
        ).resolving(resolvers)
        self.init(
            title: title, description: description, default: nil, inclusiveRange: inclusiveRange,
            declaration: declaration)
    }
}

extension IntentParameter where Value: FileParameterValue {
    /// Creates a file parameter that takes files of some types and whose value resolvers may convert.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of file the parameter takes; a file of another type is refused before
    ///     `perform()` runs.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType] = [UTType.item],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedContentTypes.map(\.identifier),
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates a file parameter that takes files of some types, whose values a provider offers.
    /// `supportedContentTypes` has no default here: a call without it is the general initializer's, which takes any
    /// file as `[UTType.item]` does.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of file the parameter takes; a file of another type is refused before
    ///     `perform()` runs.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedContentTypes.map(\.identifier),
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates a file parameter that takes files of some types, whose values a provider offers and resolvers may
    /// convert.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of file the parameter takes; a file of another type is refused before
    ///     `perform()` runs.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType] = [UTType.item],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedContentTypes.map(\.identifier),
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).resolving(resolvers)
        )
    }

    /// Creates a list parameter of files of some types that takes a number of files and whose values resolvers may
    /// convert. The size is accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of file the parameter takes.
    ///   - size: How many files it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType]? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: (supportedContentTypes ?? [UTType.item]).map(\.identifier),
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates a file parameter that takes files of the types named by identifier, whose value resolvers may convert
    /// (deprecated in iOS 18 for `supportedContentTypes:`). `supportedTypeIdentifiers` has no default here: a
    /// call without it is a `supportedContentTypes:` form's, which takes any file the same.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedTypeIdentifiers: The uniform type identifiers of the files the parameter takes.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedTypeIdentifiers: [String],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedTypeIdentifiers,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).resolving(resolvers)
        )
    }

    /// Creates a file parameter that takes files of the types named by identifier, whose values a provider offers
    /// (deprecated in iOS 18 for `supportedContentTypes:`). `supportedTypeIdentifiers` has no default here: a
    /// call without it is a `supportedContentTypes:` form's, which takes any file the same.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - supportedTypeIdentifiers: The uniform type identifiers of the files the parameter takes.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        supportedTypeIdentifiers: [String],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedTypeIdentifiers,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates a file parameter that takes files of the types named by identifier, whose values a provider offers
    /// and resolvers may convert (deprecated in iOS 18 for `supportedContentTypes:`). `supportedTypeIdentifiers` has no default here: a
    /// call without it is a `supportedContentTypes:` form's, which takes any file the same.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - supportedTypeIdentifiers: The uniform type identifiers of the files the parameter takes.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        supportedTypeIdentifiers: [String],
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
                supportedTypeIdentifiers: supportedTypeIdentifiers,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).resolving(resolvers)
        )
    }
}

extension IntentParameter where Value: MeasurementParameterValue {
    /// Creates a measurement parameter with a default value in a default unit, whose value resolvers may convert.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The default value's number, in `defaultUnit`; not applied here.
    ///   - defaultUnit: The unit the value is entered in; not applied here.
    ///   - defaultUnitAdjustForLocale: Whether the unit follows the locale; inert here.
    ///   - supportsNegativeNumbers: Whether a negative value is accepted; inert here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: Value.MeasurementUnit? = nil,
        defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).measured(
                MeasurementDeclaration(
                    unit: defaultUnit, isDefault: true, adjustsForLocale: defaultUnitAdjustForLocale,
                    supportsNegativeNumbers: supportsNegativeNumbers)
            ).resolving(resolvers)
        )
    }

    /// Creates a measurement parameter whose value is always in one unit, whose value resolvers may convert.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The default value's number, in `unit`; not applied here.
    ///   - unit: The unit of the value; not applied here.
    ///   - unitAdjustForLocale: Whether the unit follows the locale; inert here.
    ///   - supportsNegativeNumbers: Whether a negative value is accepted; inert here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        unit: Value.MeasurementUnit,
        unitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).measured(
                MeasurementDeclaration(
                    unit: unit, isDefault: false, adjustsForLocale: unitAdjustForLocale,
                    supportsNegativeNumbers: supportsNegativeNumbers)
            ).resolving(resolvers)
        )
    }
}
