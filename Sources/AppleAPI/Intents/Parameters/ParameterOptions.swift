#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a numeric parameter is edited: a field, a stepper, a slider.
///
/// Spelled as Apple's `IntentParameter.IntControlStyle` and `.DoubleControlStyle`. Nothing is
/// drawn here; the style is kept for metadata and hosts.
public enum ParameterControlStyle: Hashable, Sendable {
    /// A text field.
    case field
    /// A stepper.
    case stepper
    /// A slider (`Double` parameters).
    case slider
}

/// Whether a parameter takes the previous action's result in a Shortcuts workflow.
///
/// Spelled as Apple's `InputConnectionBehavior`. No workflow runs here; the value is kept for
/// metadata (`isInput`, `inputConnectionBehavior`).
public enum InputConnectionBehavior: Hashable, Sendable {
    /// The system decides.
    case `default`
    /// The parameter takes the previous action's result.
    case connectToPreviousIntentResult
    /// The parameter never takes it.
    case never
}

extension String {
    /// How a text parameter is typed: keyboard, capitalization, autocorrection.
    ///
    /// Spelled as Apple's `String.IntentInputOptions`; kept for metadata, inert here.
    public struct IntentInputOptions: Hashable, Sendable {
        /// A keyboard layout.
        public enum KeyboardType: Hashable, Sendable {
            /// The default keyboard.
            case `default`
            /// ASCII characters only.
            case asciiCapable
            /// Numbers and punctuation.
            case numbersAndPunctuation
            /// For URLs. Spelled `URL`, as Apple spells it, so that users' code compiles unchanged.
            // swift-format-ignore: AlwaysUseLowerCamelCase
            case URL
            /// Digits.
            case numberPad
            /// Phone numbers.
            case phonePad
            /// Names and phone numbers.
            case namePhonePad
            /// Email addresses.
            case emailAddress
            /// Decimal numbers.
            case decimalPad
            /// Social media text.
            case twitter
            /// Search terms.
            case webSearch
            /// ASCII digits.
            case asciiCapableNumberPad
        }

        /// How text is capitalized as it is typed.
        public enum CapitalizationType: Hashable, Sendable {
            /// Not at all.
            case none
            /// Each word.
            case words
            /// Each sentence.
            case sentences
            /// Every character.
            case allCharacters
        }

        /// The keyboard layout.
        public var keyboardType: KeyboardType
        /// How text is capitalized.
        public var capitalizationType: CapitalizationType
        /// Whether the text may span lines.
        public var multiline: Bool
        /// Whether words are corrected.
        public var autocorrect: Bool
        /// Whether straight quotes become typographic ones.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Creates input options.
        /// - Parameters:
        ///   - keyboardType: The keyboard layout.
        ///   - capitalizationType: How text is capitalized.
        ///   - multiline: Whether the text may span lines.
        ///   - autocorrect: Whether words are corrected.
        ///   - smartQuotes: Whether quotes become typographic.
        ///   - smartDashes: Whether double hyphens become dashes.
        public init(
            keyboardType: KeyboardType = .default,
            capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false,
            autocorrect: Bool = true,
            smartQuotes: Bool = true,
            smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

/// A parameter value type with numeric bounds: `Int`, `Double`… and their optionals, for
/// `@Parameter(…, inclusiveRange: (1, 100))`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol RangeableParameterValue: Sendable {
    /// The type of the bounds.
    associatedtype Bound: Comparable & Sendable

    /// The value as a bound, or `nil` for `nil`.
    var rangeBound: Bound? { get }
}

extension Int: RangeableParameterValue {
    /// The value itself.
    public var rangeBound: Int? { self }
}

extension Int64: RangeableParameterValue {
    /// The value itself.
    public var rangeBound: Int64? { self }
}

extension Int32: RangeableParameterValue {
    /// The value itself.
    public var rangeBound: Int32? { self }
}

extension Double: RangeableParameterValue {
    /// The value itself.
    public var rangeBound: Double? { self }
}

extension Float: RangeableParameterValue {
    /// The value itself.
    public var rangeBound: Float? { self }
}

extension Optional: RangeableParameterValue where Wrapped: RangeableParameterValue {
    /// The wrapped value's bound, or `nil`.
    public var rangeBound: Wrapped.Bound? { self?.rangeBound }
}

/// A parameter value type that holds a date: `Date`, `DateComponents` and their optionals, for
/// `@Parameter(…, kind: .date)`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol DateParameterValue: Sendable {}

extension Date: DateParameterValue {}

extension DateComponents: DateParameterValue {}

extension Optional: DateParameterValue where Wrapped: DateParameterValue {}

/// What a parameter declares besides its title, description and default, kept for metadata, for
/// listing, and for the value checks the runtime makes.
package struct ParameterDeclaration: Sendable {
    package var controlStyle: ParameterControlStyle?
    package var inputOptions: String.IntentInputOptions?
    package var supportedTypeIdentifiers: [String] = []
    package var requestValueDialog: IntentDialog?
    package var requestDisambiguationDialog: IntentDialog?
    package var inputConnectionBehavior: InputConnectionBehavior = .default
    /// What a date parameter asks for, by case name (`date`, `time`, `dateTime`); `nil` for a parameter not declared
    /// with `kind:`. A name, not the enum: `IntentParameter<Date>.DateKind` and `IntentParameter<Date?>.DateKind` are
    /// two types, and a resolver's context is typed by the unwrapped value.
    package var dateKind: String?
    /// The names a Boolean parameter shows for its two values, as its `displayName:` gave them.
    package var displayName: Bool.IntentDisplayName?
    /// The currencies a currency parameter takes, as its `currencyCodes:` listed them; `nil` for a parameter declared
    /// without `currencyCodes:`.
    package var currencyCodes: [String]?
    /// The lowest and highest amounts a currency parameter's `inclusiveRange:` gave.
    package var currencyRange: (lowerBound: Decimal, upperBound: Decimal)?
    /// The bounds a numeric parameter's `inclusiveRange:` gave, typed as its `Value.Bound`.
    package var inclusiveRangeBounds: (lowerBound: any Sendable, upperBound: any Sendable)?
    /// What a measurement parameter's `defaultUnit:` or `unit:` form declared; `nil` for any other parameter.
    package var measurement: MeasurementDeclaration?
    /// The unit a `Duration` parameter's `defaultUnit:` named, by case name (`minutes`); `nil` for a parameter declared
    /// without it. A name, as ``dateKind`` is: `IntentParameter<Duration>.DurationUnit` and its optional's are two types.
    package var durationUnit: String?
    /// How a person parameter is asked for, as its `mode:` said; `nil` for a parameter declared without `mode:`.
    package var personMode: IntentPerson.ParameterMode?
    /// The resolvers a `resolvers:` closure listed, in order: the runtime asks them when the parameter's own type does
    /// not take an invocation's value.
    package var resolvers: [any Resolver] = []
    private var optionsProviderBox: OptionsProviderBox?

    /// The options provider, type-erased: it lists the values the parameter may take.
    package var optionsProvider: (any DynamicOptionsProvider)? {
        get { optionsProviderBox?.provider }
        set { optionsProviderBox = newValue.map(OptionsProviderBox.init) }
    }

    package init(
        controlStyle: ParameterControlStyle? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        supportedTypeIdentifiers: [String] = [],
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.controlStyle = controlStyle
        self.inputOptions = inputOptions
        self.supportedTypeIdentifiers = supportedTypeIdentifiers
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.inputConnectionBehavior = inputConnectionBehavior
        self.optionsProvider = optionsProvider
    }
}

extension ParameterDeclaration {
    /// This declaration with a date parameter's kind.
    /// - Parameter dateKind: The kind's case name.
    /// - Returns: The declaration, with the kind.
    package func dated(_ dateKind: String) -> ParameterDeclaration {
        var declaration = self
        declaration.dateKind = dateKind
        return declaration
    }

    /// This declaration with a Boolean parameter's display names.
    /// - Parameter displayName: The names, or `nil`.
    /// - Returns: The declaration, with the names.
    package func named(_ displayName: Bool.IntentDisplayName?) -> ParameterDeclaration {
        var declaration = self
        declaration.displayName = displayName
        return declaration
    }
}

/// An options provider carried in a `Sendable` declaration. As in AppIntents, providers need not be
/// `Sendable`; the runtime asks one for its options from one task at a time.
private struct OptionsProviderBox: @unchecked Sendable {
    let provider: any DynamicOptionsProvider
}
