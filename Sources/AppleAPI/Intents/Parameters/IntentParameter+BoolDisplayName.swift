// The names a Boolean parameter shows for its two values, and the `@Parameter` form that takes them:
// `@Parameter(title: "Lights", displayName: Bool.IntentDisplayName(true: "On", false: "Off")) var on: Bool`.

extension Bool {
    /// The names a Boolean parameter shows for `true` and `false` instead of a switch's own.
    public struct IntentDisplayName: Sendable {
        /// The name shown for `true`.
        public let `true`: LocalizedStringResource

        /// The name shown for `false`.
        public let `false`: LocalizedStringResource

        /// Names the two values of a Boolean parameter.
        /// - Parameters:
        ///   - true: The name shown for `true`.
        ///   - false: The name shown for `false`.
        public init(true: LocalizedStringResource, false: LocalizedStringResource) {
            self.true = `true`
            self.false = `false`
        }
    }
}

/// The values a Boolean parameter holds: `Bool` and `Bool?`.
public protocol BoolParameterValue: Sendable {}

extension Bool: BoolParameterValue {}

extension Optional: BoolParameterValue where Wrapped == Bool {}

extension IntentParameter where Value: BoolParameterValue {
    /// Creates a Boolean parameter whose values are shown by name.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - displayName: The names of `true` and `false`; kept, shown by nothing here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        displayName: Bool.IntentDisplayName?,
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
            ).named(displayName)
        )
    }
}
