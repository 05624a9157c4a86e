// The initializers of `@Parameter`, with Apple's labels in Apple's order. Apple declares one
// overload per value type (`Int`: `controlStyle:inclusiveRange:`, `String`: `inputOptions:`, entities:
// `requestDisambiguationDialog:`, files: `supportedTypeIdentifiers:`); every one of those label
// sequences is a subsequence of the general initializer's, so one general initializer accepts
// them all, and only a range or an options provider, which add a type of their own, need more.
// The title may be left out, as since iOS 18: the parameter is then titled after its property.

extension IntentParameter {
    /// The style of an integer parameter's control.
    public typealias IntControlStyle = ParameterControlStyle

    /// The style of a floating-point parameter's control.
    public typealias DoubleControlStyle = ParameterControlStyle

    /// The inclusive bounds of a numeric parameter: `(lowerBound: 1, upperBound: 100)`, or `(1, 100)`.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

    /// Creates a parameter.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - controlStyle: How a numeric value is edited.
    ///   - inputOptions: How a text value is typed.
    ///   - supportedTypeIdentifiers: The file types a file parameter accepts.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        supportedTypeIdentifiers: [String] = [],
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                controlStyle: controlStyle,
                inputOptions: inputOptions,
                supportedTypeIdentifiers: supportedTypeIdentifiers,
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates a parameter with an initial value, as in `@Parameter(title: "Step") var step = 1`.
    ///
    /// `package`: Apple's `IntentParameter` has no `init(wrappedValue:…)` (a default is given with `default:`), so a
    /// file that declares a parameter with an initial value does not compile against Apple's SDK, nor here.
    /// - Parameters:
    ///   - wrappedValue: The initial value, which is also the default.
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - controlStyle: How a numeric value is edited.
    ///   - inputOptions: How a text value is typed.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    package convenience init(
        wrappedValue: Value,
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: wrappedValue,
            controlStyle: controlStyle,
            inputOptions: inputOptions,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
    }

    /// Creates a parameter whose values are offered by a provider:
    /// `@Parameter(title: "City", optionsProvider: CityOptions()) var city: String`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - controlStyle: How a numeric value is edited.
    ///   - inputOptions: How a text value is typed.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                controlStyle: controlStyle,
                inputOptions: inputOptions,
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }
}

extension IntentParameter where Value: RangeableParameterValue {
    /// Creates a numeric parameter whose values must lie within inclusive bounds:
    /// `@Parameter(title: "Step", default: 1, inclusiveRange: (1, 100))`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - controlStyle: How the value is edited.
    ///   - inclusiveRange: The lowest and highest values allowed.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            inclusiveRange: inclusiveRange,
            declaration: ParameterDeclaration(
                controlStyle: controlStyle,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }

    /// Creates a numeric parameter with an initial value and inclusive bounds:
    /// `@Parameter(title: "Step", inclusiveRange: (1, 100)) var step = 1`.
    ///
    /// `package`, as the other `init(wrappedValue:…)`: Apple's `IntentParameter` has none.
    /// - Parameters:
    ///   - wrappedValue: The initial value, which is also the default.
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - controlStyle: How the value is edited.
    ///   - inclusiveRange: The lowest and highest values allowed.
    ///   - requestValueDialog: What to ask when the value is missing.
    package convenience init(
        wrappedValue: Value,
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(
            title: title,
            description: description,
            default: wrappedValue,
            controlStyle: controlStyle,
            inclusiveRange: inclusiveRange,
            requestValueDialog: requestValueDialog
        )
    }

    /// Creates a numeric parameter with inclusive bounds whose values a provider offers. Without a default, as
    /// Apple's `Int` and `Double` forms of these labels.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - controlStyle: How the value is edited.
    ///   - inclusiveRange: The lowest and highest values allowed.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) {
        self.init(
            title: title,
            description: description,
            default: nil,
            inclusiveRange: inclusiveRange,
            declaration: ParameterDeclaration(
                controlStyle: controlStyle,
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            )
        )
    }

    /// Creates a numeric parameter with inclusive bounds and what else the declaration says (the `resolvers:` form
    /// calls it too).
    convenience init(
        title: LocalizedStringResource?,
        description: LocalizedStringResource?,
        default defaultValue: Value?,
        inclusiveRange: InclusiveRange<Value.Bound>,
        declaration: ParameterDeclaration
    ) {
        let (lower, upper) = inclusiveRange
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            numericBounds: Self.doubleBounds(lower, upper),
            rangeCheck: { value in value.rangeBound.map { lower <= $0 && $0 <= upper } ?? true },
            declaration: declaration
        )
    }

    private static func doubleBounds(_ lower: Value.Bound, _ upper: Value.Bound) -> ClosedRange<Double>? {
        func double(_ value: Value.Bound) -> Double? {
            switch value {
            case let value as any BinaryInteger: Double(value)
            case let value as any BinaryFloatingPoint: Double(value)
            default: nil
            }
        }
        guard let lower = double(lower), let upper = double(upper), lower <= upper else { return nil }
        return lower...upper
    }
}

extension IntentParameter where Value: DateParameterValue {
    /// What a date parameter asks for: a day, a time of day, or both.
    public enum DateKind: Hashable, Sendable {
        /// A day.
        case date
        /// A time of day.
        case time
        /// A day and a time.
        case dateTime
    }

    /// Creates a date parameter that asks for a day, a time, or both:
    /// `@Parameter(title: "Due", kind: .date) var due: Date?`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - kind: What the parameter asks for; inert here, where values are ISO 8601 text.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        // The designated form: with `kind` defaulted, this initializer is the best match for a call that names only
        // the other labels, so calling it that way would call itself.
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
}
