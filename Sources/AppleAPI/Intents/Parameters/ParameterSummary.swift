/// How Shortcuts shows an intent's parameters as a sentence: "Add **item** to **list**".
///
/// Spelled as Apple's `ParameterSummary`; an intent declares one with the `Summary`, `When` and
/// `Switch` forms:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$list, .hasAnyValue) {
///         Summary("Add \(\.$item) to \(\.$list)") { \.$dueDate }
///     } otherwise: {
///         Summary("Add \(\.$item)")
///     }
/// }
/// ```
///
/// The runtime writes it into the metadata (`actionConfiguration`) and shows it in `intents list`.
public protocol ParameterSummary: Sendable {}

/// A summary sentence, with the parameters it names and the others it lists below.
///
/// Written `Summary("Add \(\.$item) to \(\.$list)") { \.$dueDate }` in an intent.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    let sentence: ParameterSummaryString<Intent>?
    let table: String?
    let otherParameters: [ParameterKeyPath<Intent>]

    /// A summary with no sentence, listing no parameters.
    public init() {
        sentence = nil
        table = nil
        otherParameters = []
    }

    /// A summary with no sentence, listing parameters: `Summary { \.$item; \.$list }`.
    /// - Parameter parameters: The parameters listed.
    public init(@ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]) {
        sentence = nil
        table = nil
        otherParameters = parameters().map(ParameterKeyPath.init)
    }

    /// A summary sentence: `Summary("Add \(\.$item) to \(\.$list)")`.
    /// - Parameters:
    ///   - sentence: The sentence, naming parameters by their key paths.
    ///   - table: The strings table the sentence is looked up in.
    public init(_ sentence: ParameterSummaryString<Intent>, table: String? = nil) {
        self.sentence = sentence
        self.table = table
        otherParameters = []
    }

    /// A summary sentence with parameters listed below it:
    /// `Summary("Log \(\.$amount)") { \.$date; \.$note }`.
    /// - Parameters:
    ///   - sentence: The sentence, naming parameters by their key paths.
    ///   - table: The strings table the sentence is looked up in.
    ///   - additionalParameterKeyPaths: The parameters listed below.
    public init(
        _ sentence: ParameterSummaryString<Intent>,
        table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        self.sentence = sentence
        self.table = table
        otherParameters = additionalParameterKeyPaths().map(ParameterKeyPath.init)
    }

    /// Builds a list of parameters from their key paths: `\.$date; \.$note`.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        /// One parameter.
        public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>)
            -> PartialKeyPath<Intent>
        { keyPath }

        /// The parameters of every statement, in order.
        public static func buildBlock(_ keyPaths: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
            keyPaths
        }
    }
}

/// A summary sentence whose interpolations are parameters: `"Add \(\.$item) to \(\.$list)"`.
///
/// Spelled as Apple's `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// One part of the sentence.
    enum Segment: Sendable {
        case text(String)
        case parameter(ParameterKeyPath<Intent>)
    }

    let segments: [Segment]

    /// A sentence with no parameters.
    /// - Parameter text: The sentence.
    public init(_ text: String) {
        segments = [.text(text)]
    }

    /// A sentence with no parameters, from a literal.
    /// - Parameter value: The sentence.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A sentence with parameters.
    /// - Parameter stringInterpolation: The sentence.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Collects a sentence's text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// Starts a sentence.
        /// - Parameters:
        ///   - literalCapacity: The length of the text.
        ///   - interpolationCount: The number of parameters.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.text(literal)) }
        }

        /// Appends a parameter: `\(\.$item)`.
        /// - Parameter keyPath: The parameter's key path.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            segments.append(.parameter(ParameterKeyPath(keyPath)))
        }
    }
}

/// Builds the content of a summary, a `When` branch or a `Case`.
///
/// Spelled as Apple's `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary as written.
    public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }

    /// The one summary of a block.
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}

/// A key path to an intent's parameter, kept by a summary. Key paths are immutable, so sharing
/// one across tasks is safe, although the standard library does not mark them `Sendable`.
struct ParameterKeyPath<Intent: AppIntent>: @unchecked Sendable {
    let keyPath: PartialKeyPath<Intent>

    init(_ keyPath: PartialKeyPath<Intent>) {
        self.keyPath = keyPath
    }
}
