/// What an intent's ``AppIntent/perform()`` returns: optionally a value, a dialog, and an
/// intent to run next.
///
/// Build one with the static factories, as with Apple's AppIntents:
/// `.result()`, `.result(value:)`, `.result(dialog:)`, `.result(opensIntent:)` and their
/// combinations.
///
/// As in AppIntents, a result's ``value`` is readable where the result's type is known, as a unit
/// test reads it: `let result = try await intent.perform(); #expect(result.value == 3)`.
public protocol IntentResult: Sendable {
    /// The type of the returned value; `Never` for a result that returns none.
    associatedtype Value: Sendable = Never

    /// The returned value, if the intent returned one.
    var value: Value? { get }
}

/// A result that carries a value of type `Value` (``IntentResult/Value``).
public protocol ReturnsValue<Value>: IntentResult {}

/// A result that carries a dialog for the user.
public protocol ProvidesDialog: IntentResult {}

/// A result that names an intent to run after this one.
public protocol OpensIntent: IntentResult {}

/// A result that shows a SwiftUI snippet. Spelled as Apple's `ShowsSnippetView`; no view is
/// shown here, so a result of this kind is an ordinary result.
public protocol ShowsSnippetView: IntentResult {}

/// The parts of an ``IntentResult``, type-erased so a host can read any intent's result.
///
/// The engine's: Apple's `IntentResult` has no such member, so the engine reads a result's parts through the
/// package's ``IntentResult/resultContent``.
package struct IntentResultContent: Sendable {
    /// The returned value, if the intent returned one.
    package var value: (any Sendable)?

    /// The dialog to show the user, if any.
    package var dialog: IntentDialog?

    /// The intent to run next, if any.
    package var opensIntent: (any AppIntent)?

    /// Creates result content.
    /// - Parameters:
    ///   - value: The returned value.
    ///   - dialog: The dialog to show the user.
    ///   - opensIntent: The intent to run next.
    package init(value: (any Sendable)? = nil, dialog: IntentDialog? = nil, opensIntent: (any AppIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }
}

extension IntentResult {
    /// The parts of the result, for the engine to read: the container's, or the value alone.
    ///
    /// The `.result(…)` factories build an ``IntentResultContainer``, whose parts are read whole; a result of another
    /// type (Apple asks apps not to write their own) is read for its ``IntentResult/value`` only. The container is
    /// recognized by its type, not with `as?`: asked of each result, a conformance cast cost a no-op run about
    /// 2,000 instructions, an eighth of the run. A result without a value, the most common, is recognized without
    /// looking up any generic type's metadata (about 300 instructions each).
    package var resultContent: IntentResultContent {
        if Value.self == Never.self, Self.self == IntentResultContainer<Never>.self {
            return unsafeBitCast(self, to: IntentResultContainer<Never>.self).content
        }
        return contentOfValuedResult
    }

    /// The parts of a result that may hold a value. A function of its own, not inlined, so that the metadata of the
    /// generic types it names is looked up only when it is called.
    @inline(never)
    private var contentOfValuedResult: IntentResultContent {
        if Self.self == IntentResultContainer<Value>.self {
            return unsafeBitCast(self, to: IntentResultContainer<Value>.self).content
        }
        return IntentResultContent(value: value.map { $0 as any Sendable })
    }
}

/// The concrete result the `.result(…)` factories build.
///
/// `Value` is `Never` when the result carries no value.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    /// The returned value, if any.
    public var value: Value?

    /// The dialog to show the user, if any.
    public var dialog: IntentDialog?

    /// The intent to run next, if any.
    public var opensIntent: (any AppIntent)?

    /// The parts of the result, for the runtime to read.
    package var content: IntentResultContent {
        // A result without a value (`Value` is `Never`) is read without touching `value`: reading a `Value?`, where
        // `Value` is generic, looks up the metadata of `Optional<Value>` in the runtime's cache (about 300
        // instructions, a quarter of what the executor adds to a no-op run).
        let boxed = Value.self == Never.self ? nil : boxedValue
        return IntentResultContent(value: boxed, dialog: dialog, opensIntent: opensIntent)
    }

    /// The value as an existential. A function of its own, not inlined, so that the lookup of `Optional<Value>`
    /// it needs is made only when it is called.
    @inline(never)
    private var boxedValue: (any Sendable)? {
        // Boxed only when there is a value: converting `Value?` to `(any Sendable)?` as a whole goes through the
        // runtime's generic optional conversion on every run.
        if let value { value } else { nil }
    }
}

extension IntentResult {
    /// A result with nothing in it: the intent did its job.
    public static func result() -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: nil)
    }

    /// A result that shows the user a dialog.
    /// - Parameter dialog: What to say.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil)
    }

    /// A result that runs another intent next.
    /// - Parameters:
    ///   - opensIntent: The intent to run after this one.
    ///   - dialog: What to say, if anything.
    public static func result(
        opensIntent: some AppIntent,
        dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: opensIntent)
    }

    /// A result that returns a value, and optionally runs another intent and shows a dialog.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - opensIntent: The intent to run after this one, if any.
    ///   - dialog: What to say, if anything.
    public static func result<Value: Sendable>(
        value: Value,
        opensIntent: (any AppIntent)? = nil,
        dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

/// A result type that returns a value of a known type.
package protocol ResultValueTyped {
    /// The returned value's type; `Never` when the result returns none.
    static var resultValueType: any Any.Type { get }
}

extension IntentResultContainer: ResultValueTyped {
    package static var resultValueType: any Any.Type { Value.self }
}
