#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Something that happened to a widget kind's timeline, as a ``WidgetCenter`` reports it.
public struct WidgetReloadEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Phase: String, Hashable, Sendable {
        /// A reload was asked for.
        case requested
        /// A request joined a reload that was already waiting to start.
        case coalesced
        /// The provider was asked for a timeline.
        case started
        /// The provider returned; its timeline is now current.
        case finished
        /// The provider took longer than ``Limits/reloadTimeLimit``; the previous timeline stays.
        case abandoned
        /// The daily budget was used up; the reload did not happen.
        case overBudget
        /// The center has no widget of the kind; the request was ignored, as WidgetKit ignores it.
        case ignored
    }

    /// The widget kind.
    public let kind: String

    /// What happened.
    public let phase: Phase

    /// Why the reload was asked for.
    public let reason: WidgetReloadReason

    /// When it happened, on the center's clock.
    public let date: Date

    /// Creates an event.
    /// - Parameters:
    ///   - kind: The widget kind.
    ///   - phase: What happened.
    ///   - reason: Why the reload was asked for.
    ///   - date: When it happened.
    public init(kind: String, phase: Phase, reason: WidgetReloadReason, date: Date) {
        self.kind = kind
        self.phase = phase
        self.reason = reason
        self.date = date
    }

    /// The event a widget center's reload engine recorded.
    /// - Parameter record: The record.
    package init(_ record: WidgetReloadRecord) {
        let phase: Phase =
            switch record.phase {
            case .requested: .requested
            case .coalesced: .coalesced
            case .started: .started
            case .finished: .finished
            case .abandoned: .abandoned
            case .overBudget: .overBudget
            case .ignored: .ignored
            }
        self.init(kind: record.kind, phase: phase, reason: WidgetReloadReason(record.cause), date: record.date)
    }

    /// For example `Counter started (app) at 2027-01-15 00:15:00 +0000`.
    public var description: String { "\(kind) \(phase.rawValue) (\(reason)) at \(date)" }
}

/// Why a timeline reload was asked for.
public enum WidgetReloadReason: Hashable, Sendable, CustomStringConvertible {
    /// The app asked, through ``WidgetCenter/reloadTimelines(ofKind:)``,
    /// ``WidgetCenter/reloadAllTimelines()`` or their waiting forms; counts against the daily budget.
    case app
    /// The timeline's reload policy came due; counts against the daily budget.
    case scheduled
    /// An intent ran; exempt from the budget.
    case intent(actionIdentifier: String)

    /// The reason a widget center's reload engine recorded.
    /// - Parameter cause: The recorded cause.
    package init(_ cause: WidgetReloadRecord.Cause) {
        switch cause {
        case .app: self = .app
        case .scheduled: self = .scheduled
        case .intent(let actionIdentifier): self = .intent(actionIdentifier: actionIdentifier)
        }
    }

    /// Whether the reload is exempt from the daily budget.
    public var isExemptFromBudget: Bool {
        if case .intent = self { return true }
        return false
    }

    /// `app`, `scheduled`, or `intent <identifier>`.
    public var description: String {
        switch self {
        case .app: "app"
        case .scheduled: "scheduled"
        case .intent(let actionIdentifier): "intent \(actionIdentifier)"
        }
    }
}
