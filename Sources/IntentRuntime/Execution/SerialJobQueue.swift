import Dispatch

/// A serial executor: jobs run one at a time, in the order they were enqueued, like the main
/// actor's.
///
/// It is both the ``IntentExecutor`` actor's executor and the task executor its runs prefer, so a
/// nonisolated `perform()` runs here too and the actor never hops. Jobs drain on a serial
/// dispatch queue, whose worker threads are shared with the rest of the process.
final class SerialJobQueue: SerialExecutor, TaskExecutor, @unchecked Sendable {
    /// The queue jobs drain on; also where timeouts fire.
    let dispatchQueue: DispatchQueue

    init(label: String) {
        dispatchQueue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let serial = asUnownedSerialExecutor()
        let task = asUnownedTaskExecutor()
        dispatchQueue.async {
            job.runSynchronously(isolatedTo: serial, taskExecutor: task)
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(dispatchQueue))
    }
}
