import Synchronization

/// The task executor of one run under the bounded (``ExecutorConfiguration/ConcurrencyPolicy-swift.struct/concurrent(maxRuns:)``)
/// policy: it keeps the task's first job for the caller, which runs it on its own thread with ``runFirstJob()`` as it
/// is about to wait for the task anyway; every later job (the task resuming after a suspension) goes to the global
/// concurrent executor.
///
/// A bare `Task { await perform() }.value` costs two hand-offs between threads: the task starts on a pool thread,
/// and the waiting caller resumes on one. A run that does not suspend costs neither this way; one that does costs
/// what a bare task costs. Runs of the bounded policy still run at the same time as each other: each on its
/// caller's thread, until it first suspends.
final class InlineStartExecutor: TaskExecutor, @unchecked Sendable {
    /// Where the first job stands: ``awaited``, then ``kept`` (by ``enqueue(_:)``) or ``taken`` (by
    /// ``runFirstJob()``), one step each, by compare-and-exchange.
    ///
    /// Not a lock: the executor lives for one run, and a lock object would be two more allocations per run.
    private let stage = Atomic<UInt8>(Stage.awaited)
    /// The kept job: written before ``stage`` becomes `kept`, read after it was seen `kept`.
    private nonisolated(unsafe) var keptJob: UnownedJob?

    private enum Stage {
        /// No job yet.
        static let awaited: UInt8 = 0
        /// The task's first job is kept for the caller.
        static let kept: UInt8 = 1
        /// The caller has taken it (or given up on it): later jobs go to the global executor.
        static let taken: UInt8 = 2
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if stage.load(ordering: .acquiring) == Stage.awaited {
            keptJob = unowned
            if stage.compareExchange(expected: Stage.awaited, desired: Stage.kept, ordering: .acquiringAndReleasing)
                .exchanged
            {
                return
            }
        }
        globalConcurrentExecutor.enqueue(unowned)
    }

    /// Runs the task's first job on the calling thread, when the task has one waiting; from then on its jobs go to
    /// the global concurrent executor.
    func runFirstJob() {
        guard stage.exchange(Stage.taken, ordering: .acquiringAndReleasing) == Stage.kept, let job = keptJob else {
            return
        }
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}
