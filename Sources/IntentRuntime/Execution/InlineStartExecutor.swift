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
    private enum FirstJob {
        /// No job yet.
        case awaited
        /// The task's first job, kept for the caller.
        case kept(UnownedJob)
        /// The caller has taken it (or given up on it): later jobs go to the global executor.
        case taken
    }

    private let first = Locked(FirstJob.awaited)

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let kept = first.withLock { first in
            guard case .awaited = first else { return false }
            first = .kept(unowned)
            return true
        }
        if !kept {
            globalConcurrentExecutor.enqueue(unowned)
        }
    }

    /// Runs the task's first job on the calling thread, when the task has one waiting; from then on its jobs go to
    /// the global concurrent executor.
    func runFirstJob() {
        let job: UnownedJob? = first.withLock { first in
            defer { first = .taken }
            guard case .kept(let job) = first else { return nil }
            return job
        }
        job?.runSynchronously(on: asUnownedTaskExecutor())
    }
}
