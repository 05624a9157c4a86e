#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The entries a widget shows over time, and when to ask for the next ones: WidgetKit's
/// `Timeline`. Sendable when its entries are.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in any order; each applies from its date.
    public let entries: [EntryType]

    /// When the next timeline is requested.
    public let policy: TimelineReloadPolicy

    /// Creates a timeline.
    /// - Parameters:
    ///   - entries: The entries.
    ///   - policy: When to request the next timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// The entry a widget shows at `date`: the latest one whose date is not after `date`, or the
    /// earliest entry when all are in the future; `nil` when there are no entries.
    /// - Parameter date: The moment of interest.
    /// - Returns: The entry current at `date`.
    package func entry(at date: Date) -> EntryType? {
        let started = entries.filter { $0.date <= date }
        return started.max { $0.date < $1.date } ?? entries.min { $0.date < $1.date }
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// When WidgetKit asks a provider for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    package enum Storage: Hashable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    package let storage: Storage

    /// Request a new timeline after the last entry's date has passed.
    public static let atEnd = TimelineReloadPolicy(storage: .atEnd)

    /// Never request a new timeline; only an explicit or intent-caused reload brings one.
    public static let never = TimelineReloadPolicy(storage: .never)

    /// Request a new timeline once `date` has passed.
    /// - Parameter date: The earliest moment of the next reload.
    /// - Returns: The policy.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(storage: .after(date))
    }

    /// The policy as written in source.
    package var spelling: String {
        switch storage {
        case .atEnd: ".atEnd"
        case .never: ".never"
        case .after(let date): ".after(\(date))"
        }
    }
}
