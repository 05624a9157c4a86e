/// An intent whose work may outlast the time an intent is given, reporting progress as it goes.
///
/// Spelled as Apple's `LongRunningIntent` (iOS 27). On Apple's platforms the system extends the background time of
/// the work passed to ``performBackgroundTask(options:operation:)`` while it reports progress. Here there is no
/// background time to extend: the operation runs at once in the intent's task, and the executor's timeout
/// (`ExecutorConfiguration.timeout`) applies to the whole run as to any other; a host that runs long work sets a
/// longer one.
public protocol LongRunningIntent: ProgressReportingIntent {}

extension LongRunningIntent {
    /// Runs long work: here at once, in the intent's task.
    /// - Parameters:
    ///   - options: What the work needs (kept by nothing here).
    ///   - operation: The work.
    /// - Returns: What the operation returns.
    /// - Throws: What the operation throws.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [],
        operation: @escaping () async throws -> T
    ) async throws -> T {
        try await operation()
    }

    /// Runs long work, calling `onCancel` with the reason if the run is cancelled meanwhile: as
    /// ``CancellableIntent/withIntentCancellationHandler(operation:onCancel:isolation:)``.
    /// - Parameters:
    ///   - options: What the work needs (kept by nothing here).
    ///   - operation: The work.
    ///   - onCancel: What to do on cancellation, given why.
    /// - Returns: What the operation returns.
    /// - Throws: What the operation throws.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [],
        operation: @escaping () async throws -> T,
        onCancel: @escaping @Sendable (IntentCancellationReason) -> Void
    ) async throws -> T where Self: CancellableIntent {
        let run = RunContext.run
        return try await withTaskCancellationHandler(operation: operation) {
            onCancel(run?.timedOut == true ? .timeout : .userCancelled)
        }
    }
}
