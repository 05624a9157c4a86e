#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Any timeline entry, type-erased, so a host can read the entries of every widget kind
/// (``WidgetCenter/currentEntry(ofKind:family:)``).
///
/// `Sendable` whatever the entry is, as WidgetKit hands entries from the provider to the system: the
/// center only reads an entry once its provider has returned it.
public struct AnyTimelineEntry: TimelineEntry, @unchecked Sendable {
    /// The entry itself.
    public let base: any TimelineEntry

    /// Wraps an entry.
    /// - Parameter base: The entry.
    public init(_ base: any TimelineEntry) {
        self.base = base
    }

    /// The date from which the entry is current.
    public var date: Date { base.date }

    /// The entry's own relevance.
    public var relevance: TimelineEntryRelevance? { base.relevance }
}
