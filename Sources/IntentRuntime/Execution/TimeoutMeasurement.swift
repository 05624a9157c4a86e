extension ExecutorConfiguration {
    /// How an executor measures a run's ``ExecutorConfiguration/timeout``: said in the configuration, never
    /// inferred from a clock's type.
    public struct TimeoutMeasurement: Sendable, CustomStringConvertible {
        enum Kind: Sendable {
            case realTime
            case clock(any Clock<Duration>)
        }

        let kind: Kind

        /// Real time, by one timer per executor (a dispatch timer armed for the oldest deadline): a run costs no
        /// task and no allocation of its own for its timeout. The default.
        public static let realTime = TimeoutMeasurement(kind: .realTime)

        /// Time on `clock`: each run races a sleep on the clock, and the loser is cancelled. With a
        /// ``ManualClock`` a run times out only when the test advances the clock.
        /// - Parameter clock: The clock the timeout is measured on.
        /// - Returns: The measurement.
        public static func clock(_ clock: any Clock<Duration>) -> TimeoutMeasurement {
            TimeoutMeasurement(kind: .clock(clock))
        }

        /// Whether runs time out in real time (``realTime``).
        public var isRealTime: Bool {
            if case .realTime = kind { return true }
            return false
        }

        /// `realTime`, or `clock(…)` naming the clock's type.
        public var description: String {
            switch kind {
            case .realTime: "realTime"
            case .clock(let clock): "clock(\(type(of: clock)))"
            }
        }
    }
}
