/// An intent that shows an interactive snippet: another intent's result names it with
/// `.result(snippetIntent:)`, and the system runs it (perhaps several times) to draw the snippet.
///
/// Spelled as Apple's `SnippetIntent`. There is no screen here: nothing runs a snippet intent to draw it, and a
/// result that names one returns its value and dialog as any result does. A snippet intent run by a host or a test
/// runs as any intent does.
public protocol SnippetIntent: AppIntent where Self.PerformResult: ShowsSnippetView {}

extension SnippetIntent {
    /// Asks the system to draw the snippet again, its information having changed. Here no snippet is drawn: the call
    /// does nothing.
    public static func reload() {}
}

/// A result that shows the snippet of a ``SnippetIntent``: what `.result(snippetIntent:)` returns.
///
/// Spelled as Apple's `ShowsSnippetIntent`; nothing is shown here.
public protocol ShowsSnippetIntent: IntentResult {}

extension IntentResultContainer: ShowsSnippetIntent {}

/// The snippet intent of a result that names none: it shows nothing.
///
/// Spelled as Apple's `EmptySnippetIntent`, the default of `.result(snippetIntent:)`.
public struct EmptySnippetIntent: SnippetIntent {
    /// "Empty Snippet".
    public static var title: LocalizedStringResource { "Empty Snippet" }

    /// Creates the intent.
    public init() {}

    /// Shows nothing.
    public func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
}

extension IntentResult {
    /// A result that shows a snippet intent's snippet. Here no snippet is shown: the result is empty.
    /// - Parameter snippetIntent: The intent that draws the snippet.
    public static func result(snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: nil)
    }

    /// A result that shows a dialog and a snippet intent's snippet. Here the dialog is the result's; no snippet is
    /// shown.
    /// - Parameters:
    ///   - dialog: What to say.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result(dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil)
    }

    /// A result that returns a value, with a dialog and a snippet intent's snippet. Here the value and the dialog
    /// are the result's; no snippet is shown.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - dialog: What to say.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result<Value: Sendable>(
        value: Value, dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }

    /// A result that runs another intent next, with a dialog and a snippet intent's snippet. Here the intent to run
    /// and the dialog are the result's; no snippet is shown.
    /// - Parameters:
    ///   - opensIntent: The intent to run after this one.
    ///   - dialog: What to say.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result(
        opensIntent: some AppIntent, dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
    ) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: opensIntent)
    }

    /// A result that returns a value and shows a snippet intent's snippet. Here the value is the result's; no snippet
    /// is shown.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result<Value: Sendable>(value: Value, snippetIntent: some SnippetIntent = EmptySnippetIntent())
        -> Self where Self == IntentResultContainer<Value>
    {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil)
    }

    /// A result that runs another intent next and shows a snippet intent's snippet. Here the intent to run is the
    /// result's; no snippet is shown.
    /// - Parameters:
    ///   - opensIntent: The intent to run after this one.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result(opensIntent: some AppIntent, snippetIntent: some SnippetIntent = EmptySnippetIntent())
        -> Self where Self == IntentResultContainer<Never>
    {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: opensIntent)
    }

    /// A result that returns a value, runs another intent next and shows a snippet intent's snippet. Here the value
    /// and the intent to run are the result's; no snippet is shown.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - opensIntent: The intent to run after this one.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result<Value: Sendable>(
        value: Value, opensIntent: some AppIntent, snippetIntent: some SnippetIntent = EmptySnippetIntent()
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: opensIntent)
    }

    /// A result that returns a value, runs another intent next, and shows a dialog and a snippet intent's snippet.
    /// Here the value, the intent to run and the dialog are the result's; no snippet is shown.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - opensIntent: The intent to run after this one.
    ///   - dialog: What to say.
    ///   - snippetIntent: The intent that draws the snippet.
    public static func result<Value: Sendable>(
        value: Value, opensIntent: some AppIntent, dialog: IntentDialog,
        snippetIntent: some SnippetIntent = EmptySnippetIntent()
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

// Apple declares each of these forms on its own; here the older ones are one function with defaulted arguments
// (`result(value:opensIntent:dialog:)`, `result(opensIntent:dialog:)`). Beside the snippet forms, whose
// `snippetIntent:` has a default too, a call such as `.result(opensIntent: next)` would match two functions that each
// default one argument, and not compile: these exact forms, which default nothing, are what such calls mean.
extension IntentResult {
    /// A result that returns a value.
    /// - Parameter value: The value to return.
    public static func result<Value: Sendable>(value: Value) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil)
    }

    /// A result that returns a value and shows a dialog.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - dialog: What to say.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }

    /// A result that runs another intent next.
    /// - Parameter opensIntent: The intent to run after this one.
    public static func result(opensIntent: some AppIntent) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: opensIntent)
    }

    /// A result that returns a value and runs another intent next.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - opensIntent: The intent to run after this one.
    public static func result<Value: Sendable>(value: Value, opensIntent: some AppIntent) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: opensIntent)
    }
}
