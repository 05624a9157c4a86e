// Apple's `@Parameter` forms whose labels fit every value type, and the `String` and file forms, one
// declaration per label list (see `IntentParameter+Initializers.swift` for how a call picks one). Apple
// constrains each to the value types it names (`Value.ValueType: AppEntity`, `== String`, …); here the
// general ones take any value type, and `default:` is a `Value?` (Apple's `Value.UnwrappedType?`).

extension IntentParameter {
    /// Creates a parameter: `@Parameter(title: "Note", default: "") var note: String`.
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates a parameter titled after its property: `@Parameter(description: "The note.") var note: String?`.
    /// - Parameters:
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: nil,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates an entity parameter that asks which one when several match:
    /// `@Parameter(title: "Book", requestDisambiguationDialog: "Which book?") var book: BookEntity`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
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

    /// Creates a parameter whose values a provider offers:
    /// `@Parameter(title: "City", optionsProvider: CityOptions()) var city: String`.
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
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
            )
        )
    }

    /// Creates a parameter titled after its property whose values a provider offers.
    /// - Parameters:
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: nil,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates an entity parameter whose values a provider offers and that asks which one when several match.
    ///
    /// `requestDisambiguationDialog:` has no default here (Apple's is `nil`): a call without it is the form
    /// above's, which declares the same.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog?,
        inputConnectionBehavior: InputConnectionBehavior = .default,
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
}

extension IntentParameter where Value: StringParameterValue {
    /// Creates a text parameter typed with some options:
    /// `@Parameter(title: "Name", inputOptions: String.IntentInputOptions(capitalizationType: .words))`.
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - inputOptions: How the text is typed; recorded, text is taken as given here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                inputOptions: inputOptions,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates a text parameter titled after its property, typed with some options.
    /// - Parameters:
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - inputOptions: How the text is typed; recorded, text is taken as given here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: nil,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                inputOptions: inputOptions,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }
}

extension IntentParameter where Value: FileParameterValue {
    /// Creates a file parameter that takes files of some types, named by identifier (deprecated in iOS 18 for
    /// `supportedContentTypes:`): `@Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"])`.
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedTypeIdentifiers: The types of file the parameter takes; a file of another type is refused
    ///     before `perform()` runs.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedTypeIdentifiers,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }
}
