#if canImport(Darwin)
    import UniformTypeIdentifiers
#endif

// The `@Parameter` initializer of file parameters, with Apple's labels in Apple's order (iOS 18):
// `@Parameter(description: "The video.", supportedContentTypes: [.mpeg4Movie]) var video: IntentFile`.
// The older `supportedTypeIdentifiers: ["public.image"]` form is in `IntentParameter+Forms.swift`. A file
// parameter that names no types takes any file (`public.item`), as on Apple's platforms.

extension IntentParameter where Value: FileParameterValue {
    /// Creates a file parameter that takes files of some types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - supportedContentTypes: The types of file the parameter takes; a file of another type is
    ///     refused before `perform()` runs.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType] = [.item],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                supportedTypeIdentifiers: supportedContentTypes.map(\.identifier),
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            )
        )
    }
}

/// A parameter value type that holds files: ``IntentFile``, `[IntentFile]` and their optionals, for
/// `@Parameter(…, supportedContentTypes:)`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol FileParameterValue: Sendable {}

extension IntentFile: FileParameterValue {}

extension Array: FileParameterValue where Element == IntentFile {}

extension Optional: FileParameterValue where Wrapped: FileParameterValue {}
