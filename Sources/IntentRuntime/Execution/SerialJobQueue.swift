import Foundation

/// A serial executor backed by one worker thread: jobs run one at a time, in the order they
/// were enqueued, like the main actor's.
///
/// It is both the ``IntentExecutor`` actor's executor and the task executor its runs prefer,
/// so a nonisolated `perform()` runs here too and the actor never hops. The worker thread is
/// started on demand and ends after a second without work.
final class SerialJobQueue: SerialExecutor, TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var hasWorker = false
    private var idleWorkers = 0
    private let name: String
    private let idleLifetime: TimeInterval

    /// The worker thread, for ``checkIsolated()``.
    private var worker: Thread?

    init(name: String, idleLifetime: TimeInterval = 1) {
        self.name = name
        self.idleLifetime = idleLifetime
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        if idleWorkers > 0 {
            condition.signal()
        } else if !hasWorker {
            hasWorker = true
            startWorker()
        }
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    func checkIsolated() {
        precondition(isOnWorker, "not on the intent executor's serial queue \(name)")
    }

    /// Whether the calling thread is this queue's worker.
    var isOnWorker: Bool {
        let current = Thread.current
        condition.lock()
        defer { condition.unlock() }
        return worker === current
    }

    private func startWorker() {
        let thread = Thread { [self] in self.work() }
        thread.name = name
        thread.start()
    }

    private func work() {
        condition.lock()
        worker = Thread.current
        condition.unlock()
        let serial = asUnownedSerialExecutor()
        let task = asUnownedTaskExecutor()
        while let job = nextJob() {
            job.runSynchronously(isolatedTo: serial, taskExecutor: task)
        }
    }

    /// The next job, waiting for one up to the idle lifetime; `nil` ends the worker.
    private func nextJob() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        var deadline: Date?
        while head == jobs.count {
            let limit = deadline ?? Date(timeIntervalSinceNow: idleLifetime)
            deadline = limit
            idleWorkers += 1
            let signalled = condition.wait(until: limit)
            idleWorkers -= 1
            if !signalled && head == jobs.count {
                hasWorker = false
                worker = nil
                return nil
            }
        }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1024 && head * 2 > jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
