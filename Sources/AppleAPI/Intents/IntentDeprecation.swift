/// An intent that is deprecated, with what to say and the intent that replaces it.
///
/// Spelled as Apple's `DeprecatedAppIntent`. Shortcuts shows the deprecation on Apple's platforms; here the intent
/// runs as before and its ``deprecation`` is kept for a host to read.
public protocol DeprecatedAppIntent: AppIntent {
    /// The intent that replaces this one; `Never` when none does.
    associatedtype ReplacementIntent = Never

    /// What to say of the deprecation, and the intent to use instead.
    static var deprecation: IntentDeprecation<Self.ReplacementIntent> { get }
}

/// What to say of a deprecated intent, and the intent that replaces it.
///
/// Spelled as Apple's `IntentDeprecation`. Apple bounds `ReplacementIntent` by `AppIntent` (its `Never` is an
/// `AppIntent`); here `Never` is not one, so the bound is left out and the same declarations compile.
public struct IntentDeprecation<ReplacementIntent> {
    /// A short sentence that says the intent is deprecated, in sentence case, ending with a period.
    public var message: LocalizedStringResource

    /// The intent to use instead, if any.
    public var replacedBy: ReplacementIntent.Type?

    /// A deprecation with a message and, if any, the intent that replaces this one.
    /// - Parameters:
    ///   - message: What to say.
    ///   - replacedBy: The intent to use instead.
    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
        self.message = message
        self.replacedBy = replacedBy
    }

    /// A deprecation that names the intent to use instead; the message says so.
    /// - Parameter replacedBy: The intent to use instead.
    public init(replacedBy: ReplacementIntent.Type) {
        self.init(message: "Replaced by \(String(describing: replacedBy)).", replacedBy: replacedBy)
    }
}

extension IntentDeprecation where ReplacementIntent == Never {
    /// A deprecation with a message and no replacement.
    /// - Parameter message: What to say.
    public init(message: LocalizedStringResource) {
        self.init(message: message, replacedBy: nil)
    }
}

// A text and a metatype, neither of which changes: what Swift cannot prove of an unbounded `ReplacementIntent.Type`,
// which Apple's bound (`AppIntent`, a `Sendable` protocol) proves there; a `static let deprecation` needs it.
extension IntentDeprecation: @unchecked Sendable {}
