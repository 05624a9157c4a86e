import Dispatch

/// A serial task executor: jobs run one at a time, in the order they were enqueued, like the main
/// actor's.
///
/// ``IntentExecutor`` runs every `perform()` with this queue as the task's preferred executor, so
/// even a nonisolated `perform()` runs here, serialized with the others. Enqueuing appends the
/// job to a ring buffer under a lock (no allocation per job). One drainer at a time runs jobs
/// until the buffer is empty: a block on a dispatch queue, started when a job arrives at an idle
/// queue. A caller that finds the queue idle may instead reserve it (``reserve()``) and run its
/// own first job inline (``runFirstJob()``): a run that does not suspend then costs no hand-off
/// to another thread at all; one that does hands the queue to a drainer task (``handOff()``)
/// that takes over the caller's thread as the caller suspends.
final class SerialJobQueue: TaskExecutor, @unchecked Sendable {
    /// Where drains started by an enqueue run: a dispatch queue's own worker threads, which work
    /// blocking the shared cooperative pool's threads cannot starve.
    private let drains = DispatchQueue(label: "IntentExecutor.jobs")

    private struct State {
        var jobs = JobRing()
        var isDraining = false
    }

    private let state = Locked(State())

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let startDraining = state.withLock { state in
            state.jobs.append(job)
            defer { state.isDraining = true }
            return !state.isDraining
        }
        if startDraining { startDrainer() }
    }

    /// Makes the caller the drainer if the queue is idle: jobs enqueued from now on wait for the
    /// caller's ``runFirstJob()`` instead of starting a drainer.
    /// - Returns: `true` when the caller must call ``runFirstJob()``.
    func reserve() -> Bool {
        state.withLock { state in
            defer { state.isDraining = true }
            return !state.isDraining
        }
    }

    /// Runs the first job on the calling thread (normally the reserving caller's own run, up to
    /// its first suspension); only the caller that reserved the queue calls it.
    /// - Returns: `true` when jobs were queued meanwhile: the caller must then call
    ///   ``handOff()``, as late as it can, just before it suspends.
    func runFirstJob() -> Bool {
        if let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
        return state.withLock { state in
            state.isDraining = !state.jobs.isEmpty
            return state.isDraining
        }
    }

    /// Hands the queued jobs to a drainer task at the caller's priority: it runs on the pool
    /// thread the caller is about to give up, where a dispatch block (or a task at another
    /// priority, served by another pool) would wake another thread.
    func handOff() {
        Task.detached(priority: Task.currentPriority) { self.drain() }
    }

    private func startDrainer() {
        drains.async { self.drain() }
    }

    /// Runs jobs until none is left.
    private func drain() {
        let executor = asUnownedTaskExecutor()
        while let job = next() {
            job.runSynchronously(on: executor)
        }
    }

    /// The next job, or `nil` after marking the queue idle.
    private func next() -> UnownedJob? {
        state.withLock { state in
            guard let job = state.jobs.popFirst() else {
                state.isDraining = false
                return nil
            }
            return job
        }
    }
}

/// A growable ring buffer of jobs: appending and popping are O(1) without moving elements.
private struct JobRing {
    private var slots: [UnownedJob?] = Array(repeating: nil, count: 16)
    private var head = 0
    private var count = 0

    mutating func append(_ job: UnownedJob) {
        if count == slots.count { grow() }
        slots[(head + count) & (slots.count - 1)] = job
        count += 1
    }

    var isEmpty: Bool { count == 0 }

    mutating func popFirst() -> UnownedJob? {
        guard count > 0 else { return nil }
        defer {
            slots[head] = nil
            head = (head + 1) & (slots.count - 1)
            count -= 1
        }
        return slots[head]
    }

    /// Doubles the capacity (always a power of two), unwrapping the ring.
    private mutating func grow() {
        var larger: [UnownedJob?] = Array(repeating: nil, count: slots.count * 2)
        for offset in 0..<count {
            larger[offset] = slots[(head + offset) & (slots.count - 1)]
        }
        slots = larger
        head = 0
    }
}
