import IntentRuntime

extension ExecutorConfiguration {
    /// For hosts in tests that are not about time. At the start of a full `swift test`, hundreds of tests share the
    /// concurrency pool's threads (2 on CI) and the runs they start wait their turn; under load that can pass the
    /// platform's 30 s limit, which would fail them for what they do not check. (Each test target has one such
    /// definition: IntentRuntimeTests' TestSupport.swift has the reasoning in full.)
    static let notAboutTime = ExecutorConfiguration(timeout: notAboutTimeLimit)

    /// The run limit of ``notAboutTime``, for tests that set other policies too.
    static let notAboutTimeLimit = Duration.seconds(600)
}
