/// Where a run is in its life: queued → running → succeeded | failed | cancelled | timedOut, or
/// queued → rejected.
public enum RunPhase: String, Hashable, Sendable, CustomStringConvertible {
    /// The executor accepted the request; the run waits for its turn.
    case queued
    /// `perform()` was called.
    case running
    /// `perform()` returned a result.
    case succeeded
    /// `perform()` threw.
    case failed
    /// The run was cancelled before or while `perform()` ran.
    case cancelled
    /// `perform()` ran longer than the timeout and was cancelled.
    case timedOut
    /// The run never started: a reentrancy guard or the intent chain rules refused it.
    case rejected

    /// Whether the phase ends a run.
    public var isTerminal: Bool {
        switch self {
        case .queued, .running: false
        case .succeeded, .failed, .cancelled, .timedOut, .rejected: true
        }
    }

    /// The phase's name.
    public var description: String { rawValue }
}
