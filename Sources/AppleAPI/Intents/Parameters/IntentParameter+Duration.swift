// The `@Parameter` forms of Swift `Duration` parameters (iOS 26.4), with Apple's labels in Apple's order:
// `@Parameter(title: "Proof", defaultUnit: .minutes) var proof: Duration`. The unit is the one a person enters the value
// in; it is kept (`defaultUnit`) and not applied here. The runtime takes no `Duration` from an invocation: an intent
// with such a parameter compiles, and a run that has to set it is refused as for any value type it cannot supply.

/// The values a duration parameter holds: `Duration` and `Duration?`, for `@Parameter(…, defaultUnit: .minutes)`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol DurationParameterValue: Sendable {}

extension Duration: DurationParameterValue {}

extension Optional: DurationParameterValue where Wrapped == Duration {}

extension IntentParameter where Value: DurationParameterValue {
    /// The unit a duration parameter's value is entered in.
    public enum DurationUnit: String, CaseIterable, Hashable, Sendable {
        /// Hours.
        case hours
        /// Minutes.
        case minutes
        /// Seconds.
        case seconds
        /// Milliseconds.
        case milliseconds
        /// Microseconds.
        case microseconds
        /// Nanoseconds.
        case nanoseconds
        /// Picoseconds.
        case picoseconds
    }

    /// Creates a duration parameter entered in a unit.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - defaultUnit: The unit the value is entered in; kept, not applied here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        defaultUnit: DurationUnit? = nil,
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
            ).enteredIn(defaultUnit)
        )
    }

    /// Creates a duration parameter entered in a unit, whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - defaultUnit: The unit the value is entered in; kept, not applied here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        defaultUnit: DurationUnit? = nil,
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
            ).resolving(resolvers).enteredIn(defaultUnit)
        )
    }

    /// Creates a duration parameter entered in a unit, whose values a provider offers. `defaultUnit` has no default
    /// here: a call without it is the general initializer's.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultUnit: The unit the value is entered in; kept, not applied here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultUnit: DurationUnit?,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).enteredIn(defaultUnit)
        )
    }

    /// Creates a duration parameter entered in a unit, whose values a provider offers and resolvers may convert.
    /// `defaultUnit` has no default here: a call without it is the general initializer's.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultUnit: The unit the value is entered in; kept, not applied here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        defaultUnit: DurationUnit?,
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
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).resolving(resolvers).enteredIn(defaultUnit)
        )
    }
}

extension IntentParameter where Value: DurationParameterValue {
    /// The unit a duration is entered in by default, Apple's `IntentParameter.defaultUnit` of a `Duration` parameter:
    /// the one its `defaultUnit:` named, `nil` when it named none.
    public final var defaultUnit: DurationUnit? { declaration.durationUnit.flatMap(DurationUnit.init(rawValue:)) }

    /// The duration's unit, Apple's `IntentParameter.unit` of a `Duration` parameter: here the unit its `defaultUnit:`
    /// named, as ``defaultUnit`` (nothing converts a duration between units).
    public final var unit: DurationUnit? { defaultUnit }
}

extension ParameterDeclaration {
    /// This declaration with the unit a `Duration` parameter's `defaultUnit:` named.
    fileprivate func enteredIn<Value>(_ unit: IntentParameter<Value>.DurationUnit?) -> Self {
        var declaration = self
        declaration.durationUnit = unit?.rawValue
        return declaration
    }
}
