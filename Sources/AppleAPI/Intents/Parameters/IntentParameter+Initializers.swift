// The initializers of `@Parameter`, with Apple's labels in Apple's order. Apple declares one
// overload per value type (`Int`: `controlStyle:inclusiveRange:`, `String`: `inputOptions:`, entities:
// `requestDisambiguationDialog:`, files: `supportedTypeIdentifiers:`); these are those label lists. Where
// several match a call, Swift takes the one with the fewest parameters, so a call that names only
// `title:`, `description:`, `default:` or `requestValueDialog:` is the general form's whatever the type.
// A form without `title:` titles the parameter after its property, as since iOS 18.
// Two `package` catch-alls accept any subsequence of those labels; the package's own code may call them,
// a user's file cannot (Apple has no such label list).

extension IntentParameter {
    /// The style of an integer parameter's control.
    public typealias IntControlStyle = ParameterControlStyle

    /// The style of a floating-point parameter's control.
    public typealias DoubleControlStyle = ParameterControlStyle

    /// The inclusive bounds of a numeric parameter: `(lowerBound: 1, upperBound: 100)`, or `(1, 100)`.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

    /// Creates a parameter with any of the labels of Apple's per-type forms: `package`, since its label list is none
    /// of Apple's.
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
    package convenience init(
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

    /// Creates a parameter whose values a provider offers, with any of the labels of Apple's per-type forms:
    /// `package`, as the general form above.
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
    package convenience init<Provider: DynamicOptionsProvider>(
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
    /// Creates a numeric parameter edited with a control, whose values may have to lie within inclusive bounds:
    /// `@Parameter(title: "Step", default: 1, inclusiveRange: (1, 100))`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - controlStyle: How the value is edited.
    ///   - inclusiveRange: The lowest and highest values allowed; `nil`, any value.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let declaration = ParameterDeclaration(
            controlStyle: controlStyle,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior
        )
        if let inclusiveRange {
            self.init(
                title: title,
                description: description,
                default: defaultValue,
                inclusiveRange: inclusiveRange,
                declaration: declaration
            )
        } else {
            self.init(title: title, description: description, default: defaultValue, declaration: declaration)
        }
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
    ///   - inclusiveRange: The lowest and highest values allowed; `nil`, any value.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        controlStyle: ParameterControlStyle? = nil,
        inclusiveRange: InclusiveRange<Value.Bound>? = nil,
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
        inclusiveRange: InclusiveRange<Value.Bound>?,
        declaration: ParameterDeclaration
    ) {
        guard let inclusiveRange else {
            self.init(title: title, description: description, default: defaultValue, declaration: declaration)
            return
        }
        let (lower, upper) = inclusiveRange
        var bounded = declaration
        bounded.inclusiveRangeBounds = (lower, upper)
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            numericBounds: Self.doubleBounds(lower, upper),
            rangeCheck: { value in value.rangeBound.map { lower <= $0 && $0 <= upper } ?? true },
            declaration: bounded
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

        /// The case's name, as a parameter's declaration keeps it.
        package var name: String {
            switch self {
            case .date: "date"
            case .time: "time"
            case .dateTime: "dateTime"
            }
        }

        /// The case a name stands for.
        /// - Parameter name: A case name, as ``name`` gives it.
        package init?(name: String?) {
            switch name {
            case "date": self = .date
            case "time": self = .time
            case "dateTime": self = .dateTime
            default: return nil
            }
        }
    }

    /// What the parameter asks for, as its `@Parameter(…, kind:)` declared it; `nil` when it was declared without
    /// `kind:`.
    public final var dateKind: IntentParameter<Value>.DateKind? { DateKind(name: declaration.dateKind) }

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
            ).dated(kind.name)
        )
    }
}
