/// Builds the entries of a widget preview's timeline: WidgetKit's `PreviewTimelineBuilder`, the result builder of
/// the `timeline:` closure of `#Preview(_:as:widget:timeline:)`.
///
/// The `WidgetKit` module's `#Preview` macros type-check their closures with it and expand to nothing; the builder
/// also works in any closure or function marked with it: each entry, `if` and `for` adds its entries in order.
@resultBuilder
public struct PreviewTimelineBuilder {
    /// The entries of a `for` loop's iterations, in order.
    /// - Parameter components: Each iteration's entries.
    /// - Returns: The entries.
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }

    /// One entry.
    /// - Parameter expression: The entry.
    /// - Returns: The entry alone.
    public static func buildExpression(_ expression: some TimelineEntry) -> [any TimelineEntry] {
        [expression]
    }

    /// The entries so far followed by the next statement's.
    /// - Parameters:
    ///   - accumulated: The entries so far.
    ///   - next: The next statement's entries.
    /// - Returns: Both, in order.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry])
        -> [any TimelineEntry]
    {
        accumulated + next
    }

    /// The first statement's entries.
    /// - Parameter first: The entries.
    /// - Returns: The same entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] {
        first
    }
}

/// Builds the content states of a Live Activity preview: WidgetKit's `PreviewActivityBuilder`, the result builder of
/// the `contentStates:` closure of `#Preview(_:as:using:widget:contentStates:)`.
///
/// The `WidgetKit` module's `#Preview` macros type-check their closures with it; the builder works in any closure or
/// function marked with it.
@resultBuilder
public struct PreviewActivityBuilder<A> where A: ActivityAttributes {
    /// The states of a `for` loop's iterations, in order.
    /// - Parameter components: Each iteration's states.
    /// - Returns: The states.
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] {
        components.flatMap { $0 }
    }

    /// One content state.
    /// - Parameter expression: The state.
    /// - Returns: The state alone.
    public static func buildExpression(_ expression: A.ContentState) -> [A.ContentState] {
        [expression]
    }

    /// The states so far followed by the next statement's.
    /// - Parameters:
    ///   - accumulated: The states so far.
    ///   - next: The next statement's states.
    /// - Returns: Both, in order.
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }

    /// The first statement's states.
    /// - Parameter first: The states.
    /// - Returns: The same states.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] {
        first
    }
}

/// Builds the entries of a relevance widget's preview: WidgetKit's `PreviewRelevanceEntryBuilder` (watchOS 26), the
/// result builder of the `relevanceEntries:` closure of `#Preview(_:widget:relevanceEntries:)`.
///
/// The `WidgetKit` module's `#Preview` macros type-check their closures with it; the builder works in any closure or
/// function marked with it.
@resultBuilder
public struct PreviewRelevanceEntryBuilder<Entry> where Entry: RelevanceEntry {
    /// The entries of a `for` loop's iterations, in order.
    /// - Parameter components: Each iteration's entries.
    /// - Returns: The entries.
    public static func buildArray(_ components: [[Entry]]) -> [Entry] {
        components.flatMap { $0 }
    }

    /// One entry.
    /// - Parameter expression: The entry.
    /// - Returns: The entry alone.
    public static func buildExpression(_ expression: Entry) -> [Entry] {
        [expression]
    }

    /// The first statement's entries.
    /// - Parameter first: The entries.
    /// - Returns: The same entries.
    public static func buildPartialBlock(first: [Entry]) -> [Entry] {
        first
    }

    /// The entries so far followed by the next statement's.
    /// - Parameters:
    ///   - accumulated: The entries so far.
    ///   - next: The next statement's entries.
    /// - Returns: Both, in order.
    public static func buildPartialBlock(accumulated: [Entry], next: [Entry]) -> [Entry] {
        accumulated + next
    }
}
