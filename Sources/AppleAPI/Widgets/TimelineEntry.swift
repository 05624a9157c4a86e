#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One state of a widget: the data its view would draw, and the date from which it applies.
///
/// There is no view layer here; an entry is what a widget's view would be given. As in WidgetKit,
/// an entry need not be `Sendable`.
public protocol TimelineEntry: FrameworkSendableMetatype {
    /// The date from which the entry is current.
    var date: Date { get }

    /// How relevant the entry is among the provider's entries; `nil` (the default) for none.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance, by default, as in WidgetKit.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// Any timeline entry, type-erased, so the runtime keeps the entries of every widget kind: the engine's public
/// `AnyTimelineEntry` is made from one. Not WidgetKit's, so `package`.
///
/// `Sendable` whatever the entry is, as WidgetKit hands entries from the provider to the system: the
/// center only reads an entry once its provider has returned it.
package struct ErasedTimelineEntry: TimelineEntry, @unchecked Sendable {
    /// The entry itself.
    package let base: any TimelineEntry

    /// Wraps an entry.
    /// - Parameter base: The entry.
    package init(_ base: any TimelineEntry) {
        self.base = base
    }

    /// The date from which the entry is current.
    package var date: Date { base.date }

    /// The entry's own relevance.
    package var relevance: TimelineEntryRelevance? { base.relevance }
}
