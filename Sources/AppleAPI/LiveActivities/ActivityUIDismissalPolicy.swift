#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// When an ended Live Activity leaves the screen.
///
/// Spelled as ActivityKit's `ActivityUIDismissalPolicy`. The window after the end is
/// `LiveActivityLimits/dismissalWindow` (4 hours, as Apple documents).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case standard
        case immediate
        case after(Date)
    }

    let kind: Kind

    /// The system's policy: the ended activity stays on the screen for the whole dismissal
    /// window (4 hours), then it is dismissed.
    public static let `default` = ActivityUIDismissalPolicy(kind: .standard)

    /// The ended activity is dismissed at once.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)

    /// The ended activity is dismissed at a date, or at the end of the dismissal window,
    /// whichever comes first; a date before the end dismisses it at once.
    /// - Parameter date: When to dismiss it.
    /// - Returns: The policy.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(kind: .after(date))
    }

    /// The date an activity that ends at `end` is dismissed.
    package func dismissalDate(endingAt end: Date, window: TimeInterval) -> Date {
        switch kind {
        case .standard: end.addingTimeInterval(window)
        case .immediate: end
        case .after(let date): min(max(date, end), end.addingTimeInterval(window))
        }
    }

    /// `default`, `immediate` or `after(<date>)`.
    package var spelling: String {
        switch kind {
        case .standard: "default"
        case .immediate: "immediate"
        case .after(let date): "after(\(date.formatted(.iso8601)))"
        }
    }
}
