/// An error that says which ``AppIntentError`` it is: its kind and the text a person sees.
///
/// Spelled as Apple's `CustomAppIntentErrorConvertible` (iOS 27). Thrown from `perform()` or a query, the error is
/// shown by its ``appIntentError``: every channel that reports a failed run (the command line, the testing module,
/// MCP) shows that error's message, before the error's own `localizedStringResource`.
public protocol CustomAppIntentErrorConvertible {
    /// The App Intents error this error stands for.
    var appIntentError: AppIntentError { get }
}
