/// Why a run did not produce a result, when `perform()` itself did not throw.
public struct ExecutionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case rejectedInFlight
            case timedOut
            case cancelled
            case openedIntentCycle
            case openedIntentChainTooDeep
        }

        private let kind: Kind

        /// A run with the same guard key was in flight and the policy is `.reject`.
        public static let rejectedInFlight = Code(kind: .rejectedInFlight)

        /// `perform()` ran longer than the timeout.
        public static let timedOut = Code(kind: .timedOut)

        /// The run was cancelled.
        public static let cancelled = Code(kind: .cancelled)

        /// An opened intent was already in the chain of runs that opened it.
        public static let openedIntentCycle = Code(kind: .openedIntentCycle)

        /// The chain of opened intents exceeded the maximum depth.
        public static let openedIntentChainTooDeep = Code(kind: .openedIntentChainTooDeep)

        /// The code's name.
        public var description: String {
            switch kind {
            case .rejectedInFlight: "rejectedInFlight"
            case .timedOut: "timedOut"
            case .cancelled: "cancelled"
            case .openedIntentCycle: "openedIntentCycle"
            case .openedIntentChainTooDeep: "openedIntentChainTooDeep"
            }
        }
    }

    /// The kind of failure.
    public let code: Code

    /// What happened, naming the action, and what to do.
    public let message: String

    /// The message.
    public var description: String { message }

    static func rejectedInFlight(_ identifier: String, key: String, inFlight: RunID) -> ExecutionError {
        ExecutionError(
            code: .rejectedInFlight,
            message: "\(identifier): rejected, run \(inFlight) with guard key \"\(key)\" is still in flight; "
                + "retry when it ends, or use the .coalesce reentrancy policy"
        )
    }

    static func timedOut(_ identifier: String, after timeout: Duration) -> ExecutionError {
        ExecutionError(
            code: .timedOut,
            message: "\(identifier): perform() did not finish within \(timeout) and was cancelled; "
                + "make it faster or raise the executor's timeout"
        )
    }

    static func cancelled(_ identifier: String) -> ExecutionError {
        ExecutionError(code: .cancelled, message: "\(identifier): the run was cancelled")
    }

    static func openedIntentCycle(_ chain: [String]) -> ExecutionError {
        ExecutionError(
            code: .openedIntentCycle,
            message: "opened intents form a cycle: \(chain.joined(separator: " → ")); "
                + "an intent may not open one already in its chain"
        )
    }

    static func chainTooDeep(_ chain: [String], limit: Int) -> ExecutionError {
        ExecutionError(
            code: .openedIntentChainTooDeep,
            message: "more than \(limit) intents opened in a chain: \(chain.joined(separator: " → ")); "
                + "the last one was not run"
        )
    }
}
