/// How an ``IntentExecutor`` schedules runs, guards against reentrancy and times out.
public struct ExecutorConfiguration: Sendable {
    /// How many runs may be in flight at once.
    public struct ConcurrencyPolicy: Hashable, Sendable, CustomStringConvertible {
        /// The most runs in flight at once; `nil` for the serial policy.
        public let maxRuns: Int?

        /// Main-actor style (the default): every `perform()` runs on the executor's one serial
        /// queue; runs start one at a time in arrival order and interleave only where they
        /// suspend.
        public static let serial = ConcurrencyPolicy(maxRuns: nil)

        /// At most `maxRuns` runs in flight, on the shared concurrent pool; further runs wait and
        /// are admitted in arrival order.
        /// - Parameter maxRuns: The bound, at least 1.
        /// - Returns: The policy.
        public static func concurrent(maxRuns: Int) -> ConcurrencyPolicy {
            ConcurrencyPolicy(maxRuns: max(1, maxRuns))
        }

        /// `serial` or `concurrent(maxRuns: N)`.
        public var description: String { maxRuns.map { "concurrent(maxRuns: \($0))" } ?? "serial" }
    }

    /// What a request does when a run with the same guard key is in flight.
    public enum ReentrancyPolicy: Hashable, Sendable {
        /// The request is rejected (the default).
        case reject
        /// The request waits for the in-flight run and gets its outcome.
        case coalesce
        /// The request runs anyway.
        case allow
    }

    /// What makes two requests "the same" for the reentrancy guard.
    public enum GuardKey: Hashable, Sendable {
        /// The action identifier (the default).
        case actionIdentifier
        /// The action identifier and the intent's parameter values.
        case actionIdentifierAndParameters
    }

    /// How many runs may be in flight at once; `.serial` by default.
    public var concurrency: ConcurrencyPolicy

    /// What a request does while a run with the same key is in flight; `.reject` by default.
    public var reentrancy: ReentrancyPolicy

    /// What the reentrancy guard keys on; the action identifier by default.
    public var guardKey: GuardKey

    /// How long `perform()` may run before it is cancelled; 30 seconds by default, as on iOS.
    public var timeout: Duration

    /// How many intents a run may open in a chain (`.result(opensIntent:)`); 8 by default.
    public var maximumChainDepth: Int

    /// How timeouts are measured: in real time by default, or on a clock of the host's (a manual clock in tests).
    public var timeoutMeasurement: TimeoutMeasurement

    /// Creates a configuration.
    /// - Parameters:
    ///   - concurrency: How many runs may be in flight at once.
    ///   - reentrancy: What a request does while a run with the same key is in flight.
    ///   - guardKey: What the reentrancy guard keys on.
    ///   - timeout: How long `perform()` may run.
    ///   - maximumChainDepth: How many intents a run may open in a chain.
    ///   - timeoutMeasurement: How timeouts are measured.
    public init(
        concurrency: ConcurrencyPolicy = .serial,
        reentrancy: ReentrancyPolicy = .reject,
        guardKey: GuardKey = .actionIdentifier,
        timeout: Duration = .seconds(30),
        maximumChainDepth: Int = 8,
        timeoutMeasurement: TimeoutMeasurement = .realTime
    ) {
        self.concurrency = concurrency
        self.reentrancy = reentrancy
        self.guardKey = guardKey
        self.timeout = timeout
        self.maximumChainDepth = maximumChainDepth
        self.timeoutMeasurement = timeoutMeasurement
    }
}
