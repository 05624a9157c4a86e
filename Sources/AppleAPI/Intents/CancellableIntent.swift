/// An intent that wants to know why its task is cancelled, to clean up.
///
/// Spelled as Apple's `CancellableIntent` (iOS 26.4). Wrap the work of `perform()` in
/// ``withIntentCancellationHandler(operation:onCancel:isolation:)``: when the executor cancels the run, the handler
/// is called with ``IntentCancellationReason/timeout`` (the executor's timeout) or
/// ``IntentCancellationReason/userCancelled`` (the run's caller cancelled it). The run ends when `perform()` returns,
/// so the handler's cleanup always has time to finish.
public protocol CancellableIntent: AppIntent {}

extension CancellableIntent {
    /// Runs an operation, calling a handler with the reason if the intent's task is cancelled meanwhile.
    ///
    /// As Swift's `withTaskCancellationHandler`: the handler runs at most once, at once if the task is already
    /// cancelled, and concurrently with the operation.
    /// - Parameters:
    ///   - operation: The intent's work.
    ///   - handler: What to do on cancellation, given why.
    ///   - isolation: The actor the operation runs on.
    /// - Returns: What the operation returns.
    /// - Throws: What the operation throws.
    public func withIntentCancellationHandler<T>(
        operation: () async throws -> T,
        onCancel handler: @Sendable (IntentCancellationReason) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> T {
        let run = RunContext.run
        return try await withTaskCancellationHandler(
            operation: operation,
            onCancel: { handler(run?.timedOut == true ? .timeout : .userCancelled) },
            isolation: isolation
        )
    }
}
