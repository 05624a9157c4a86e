#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Something that happened to a widget kind's timeline, as ``WidgetCenter``'s reload engine records it: the engine's
/// public `WidgetReloadEvent` is made from one. Not WidgetKit's, so `package`.
package struct WidgetReloadRecord: Hashable, Sendable {
    /// What happened.
    package enum Phase: Hashable, Sendable {
        /// A reload was asked for.
        case requested
        /// A request joined a reload that was already waiting to start.
        case coalesced
        /// The provider was asked for a timeline.
        case started
        /// The provider returned; its timeline is now current.
        case finished
        /// The provider took longer than its time limit; the previous timeline stays.
        case abandoned
        /// The daily budget was used up; the reload did not happen.
        case overBudget
        /// The center has no widget of the kind; the request was ignored, as WidgetKit ignores it.
        case ignored
    }

    /// Why a timeline reload was asked for.
    package enum Cause: Hashable, Sendable {
        /// The app asked; counts against the daily budget.
        case app
        /// The timeline's reload policy came due; counts against the daily budget.
        case scheduled
        /// An intent ran; exempt from the budget.
        case intent(actionIdentifier: String)

        /// Whether the reload is exempt from the daily budget.
        package var isExemptFromBudget: Bool {
            if case .intent = self { return true }
            return false
        }
    }

    /// The widget kind.
    package let kind: String

    /// What happened.
    package let phase: Phase

    /// Why the reload was asked for.
    package let cause: Cause

    /// When it happened, on the center's clock.
    package let date: Date
}
