import IntentRuntime

extension ExecutorConfiguration {
    /// For hosts and executors in tests that are not about time.
    ///
    /// At the start of a full `swift test`, hundreds of tests start at once and share the concurrency pool's threads
    /// (2 on CI); the runs they start wait their turn, measured at up to 80 s under load before the first test ended.
    /// The platform's 30 s limit would then fail them for what they do not check. The tests of the limit itself, and
    /// hosts on a manual clock (which load cannot move), keep their own limits.
    public static let notAboutTime = ExecutorConfiguration(timeout: notAboutTimeLimit)

    /// The run limit of ``notAboutTime``, for tests that set other policies too.
    public static let notAboutTimeLimit = Duration.seconds(600)
}
