/// A widget configuration intent with the context in which the system could suggest it.
///
/// Spelled as Apple's `RelevantIntent`. Its one initializer, `init(_:widgetKind:relevance:)`, takes RelevanceKit's
/// `RelevantContext`, a framework this package does not offer: here a relevant intent cannot be made, and
/// ``RelevantIntentManager/updateRelevantIntents(_:)`` is called with an empty array, as an app does to clear them.
public struct RelevantIntent: Sendable, CustomDebugStringConvertible {
    /// The intent to suggest.
    package let intent: any WidgetConfigurationIntent

    /// The kind of the widget the intent configures.
    package let widgetKind: String

    /// A relevant intent.
    /// - Parameters:
    ///   - intent: The intent to suggest.
    ///   - widgetKind: The kind of the widget it configures.
    package init(intent: any WidgetConfigurationIntent, widgetKind: String) {
        self.intent = intent
        self.widgetKind = widgetKind
    }

    /// The intent's type and the widget kind.
    public var debugDescription: String { "RelevantIntent(\(type(of: intent)), widgetKind: \(widgetKind))" }
}
