#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A run entered a phase; the executor streams these to observers.
public struct RunEvent: Sendable, CustomStringConvertible {
    /// The run.
    public let runID: RunID

    /// The action identifier of the run's intent.
    public let actionIdentifier: String

    /// The phase the run entered.
    public let phase: RunPhase

    /// When it entered the phase.
    public let time: Date

    /// Creates an event.
    /// - Parameters:
    ///   - runID: The run.
    ///   - actionIdentifier: The action identifier.
    ///   - phase: The phase entered.
    ///   - time: When.
    public init(runID: RunID, actionIdentifier: String, phase: RunPhase, time: Date = Date()) {
        self.runID = runID
        self.actionIdentifier = actionIdentifier
        self.phase = phase
        self.time = time
    }

    /// `#3 ConfigurationAppIntent running`.
    public var description: String { "\(runID) \(actionIdentifier) \(phase)" }
}
