import Dispatch

/// A serial task executor: jobs run one at a time, in the order they were enqueued, like the main
/// actor's.
///
/// ``IntentExecutor`` runs every `perform()` with this queue as the task's preferred executor, so
/// even a nonisolated `perform()` runs here, serialized with the others. Jobs drain on a serial
/// dispatch queue, whose worker threads are shared with the rest of the process.
final class SerialJobQueue: TaskExecutor, @unchecked Sendable {
    /// The queue jobs drain on.
    let dispatchQueue: DispatchQueue

    init(label: String) {
        dispatchQueue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        dispatchQueue.async {
            job.runSynchronously(on: executor)
        }
    }
}
