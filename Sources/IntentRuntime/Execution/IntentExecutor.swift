/// Runs intents the way the system does for a widget tap or a Shortcut: serialized like the main
/// actor, with reentrancy guards, timeouts, chained intents and a timeline reload after each run.
///
/// ```swift
/// let executor = IntentExecutor(reloader: widgetCenter)
/// let outcome = await executor.run(ConfigurationAppIntent())
/// ```
///
/// With the default ``ExecutorConfiguration/ConcurrencyPolicy-swift.struct/serial`` policy every
/// `perform()` runs on the executor's one serial queue, even a one: runs start one at
/// a time, in arrival order, and interleave only where they suspend. Each run's `perform()` is a
/// task whose executor is the queue; the bookkeeping around it is done under a lock in the
/// caller's task, and a caller that finds the queue idle runs the task's start itself, so a run
/// that does not suspend costs no hand-off between threads (a bare `Task` costs two). Under
/// ``ExecutorConfiguration/ConcurrencyPolicy-swift.struct/concurrent(maxRuns:)`` each run's task
/// has an executor of its own (``InlineStartExecutor``) whose first job its caller runs likewise.
///
/// The executor is a `Sendable` class, not an actor: its state (run numbers, guards) is under one lock taken in
/// the caller's task, so asking it something costs no hop to another executor.
///
/// Each run passes through ``RunPhase/queued``, then ``RunPhase/running`` and one terminal phase;
/// ``events(bufferingNewest:)`` streams them. The reentrancy guard of a run is held until its
/// outcome is final — through `perform()`, the timeline reload and any opened intents — and
/// released on every terminal phase.
public final class IntentExecutor: Sendable {
    /// How this executor schedules, guards and times out runs.
    public let configuration: ExecutorConfiguration

    private let queue: SerialJobQueue
    private let hub = EventHub<RunEvent>()
    private let admission: AdmissionQueue?
    /// The timer of runs timed out in real time; `nil` when timeouts are measured on a clock.
    private let watchdog: TimeoutWatchdog?
    private let reloader: (any TimelineReloader)?
    private let state = Locked(State())

    /// Run numbers, reentrancy guards and cached identifiers; each run locks it twice, when it
    /// starts and when its outcome is final.
    private struct State {
        var lastRunNumber: UInt64 = 0
        var guards = GuardTable()
        var types: [ObjectIdentifier: IntentType] = [:]

        /// What the executor knows of an intent type.
        struct IntentType {
            /// Its simple type name, the default action identifier.
            var identifier: String
            /// The number of that identifier's guard in ``GuardTable``.
            var guardNumber: Int
        }

        mutating func nextRunID() -> RunID {
            lastRunNumber += 1
            return RunID(rawValue: lastRunNumber)
        }

        /// The default action identifier of an intent and its guard number; cached per type.
        mutating func type(of intent: any AppIntent) -> IntentType {
            let type = ObjectIdentifier(Swift.type(of: intent))
            if let known = types[type] { return known }
            let identifier = _typeName(Swift.type(of: intent), qualified: false)
            let entry = IntentType(identifier: identifier, guardNumber: guards.number(of: identifier))
            types[type] = entry
            return entry
        }
    }

    /// Creates an executor.
    /// - Parameters:
    ///   - configuration: Scheduling, reentrancy and timeout rules.
    ///   - reloader: What reloads widget timelines after each started run; `nil` for none.
    public init(configuration: ExecutorConfiguration = ExecutorConfiguration(), reloader: (any TimelineReloader)? = nil)
    {
        self.configuration = configuration
        self.reloader = reloader
        self.queue = SerialJobQueue()
        self.admission = configuration.concurrency.maxRuns.map { AdmissionQueue(limit: $0) }
        self.watchdog =
            configuration.timeoutMeasurement.isRealTime ? TimeoutWatchdog(timeout: configuration.timeout) : nil
    }

    deinit {
        hub.finish()
    }

    /// A stream of the phase changes of every run from now on. Each call makes a new stream;
    /// the stream ends when the executor is released.
    /// - Parameter limit: How many unread events to keep; older ones are dropped.
    /// - Returns: The stream.
    public func events(bufferingNewest limit: Int = 4096) -> AsyncStream<RunEvent> {
        hub.subscribe(bufferingNewest: limit)
    }

    /// Runs an intent whose parameters are set, then the intents it opens.
    ///
    /// Never throws: how the run ended is in the outcome's ``RunOutcome/phase``. Cancelling the
    /// calling task cancels the run; `perform()` sees it as task cancellation. A caller coalesced
    /// into an in-flight run waits for that run's outcome.
    /// - Parameters:
    ///   - intent: The intent, parameters set.
    ///   - actionIdentifier: The action identifier; by default the type's simple name.
    ///   - widgetKinds: The widget kinds the interaction came from, reloaded afterwards;
    ///     `nil` reloads every kind.
    /// - Returns: How the run ended.
    public func run(
        _ intent: any AppIntent,
        actionIdentifier: String? = nil,
        widgetKinds: [String]? = nil
    ) async -> RunOutcome {
        await run(intent, identifier: actionIdentifier, widgetKinds: widgetKinds, chain: [])
    }

    // MARK: - One run

    /// A numbered run.
    private struct Run {
        var runID: RunID
        var identifier: String
        /// Its reentrancy guard key.
        var key: GuardTable.Key
        /// Whether this run holds the guard (not so for a run the `.allow` policy let in).
        var ownsGuard: Bool
    }

    /// Where a numbered run stands once it is queued.
    private enum Start {
        /// Its `perform()` runs in this task; when the caller found the serial queue idle, it
        /// runs the task's first job itself, sparing a hand-off to another thread.
        case started(StartedRun, drainsQueue: Bool)
        /// Its caller was cancelled before it could start.
        case cancelled
        /// Bounded policy: admitted, to be started.
        case admitted
        /// Bounded policy: waiting for a slot.
        case waiting
    }

    /// A run's task, and where it leaves its ending.
    private struct StartedRun {
        var task: Task<Void, Never>
        var slot: RunEndingSlot
    }

    /// What a request found when it arrived.
    private enum Arrival {
        /// Refused by the reentrancy guard.
        case refused(RunOutcome)
        /// To wait for the outcome of the in-flight run with this guard key.
        case coalescing(key: GuardTable.Key)
        /// Numbered and queued.
        case queued(Run, Start)
    }

    private func run(
        _ intent: any AppIntent,
        identifier: String?,
        widgetKinds: [String]?,
        chain: [String]
    ) async -> RunOutcome {
        let signature: String? =
            switch configuration.guardKey {
            case .actionIdentifier: nil
            case .actionIdentifierAndParameters: IntentReflection.parameterSignature(of: intent)
            }
        while true {
            switch arrive(intent, identifier: identifier, signature: signature) {
            case .refused(let outcome):
                return outcome
            case .coalescing(let key):
                // The run may have ended by the time this caller joins it: then it arrives again.
                if let shared = await join(key) { return shared }
            case .queued(let run, let start):
                // The guard is held until the outcome is final: through perform(), the reload
                // and the opened intents.
                var (outcome, started, opened) = await perform(intent, run, start)
                if started {
                    await reloader?.reloadTimelines(afterRunOf: run.identifier, kinds: widgetKinds)
                }
                if outcome.phase == .succeeded, let opened {
                    outcome.openedRun = await open(opened, after: chain + [run.identifier], widgetKinds: widgetKinds)
                }
                if run.ownsGuard { releaseGuard(run.key, with: outcome) }
                return outcome
            }
        }
    }

    /// Numbers a request, takes its guard and starts it if it can, in one critical section: runs
    /// start in the order they are numbered.
    private func arrive(_ intent: any AppIntent, identifier given: String?, signature: String?) -> Arrival {
        state.withLock { state in
            let identifier: String
            var guardNumber: Int?
            if let given {
                identifier = given
            } else {
                let type = state.type(of: intent)
                (identifier, guardNumber) = (type.identifier, type.guardNumber)
            }
            let key: GuardTable.Key
            if let signature {
                key = .text(identifier + "?" + signature)
            } else {
                key = .numbered(guardNumber ?? state.guards.number(of: identifier))
            }
            let ownsGuard: Bool
            if let existing = state.guards[key] {
                switch configuration.reentrancy {
                case .reject:
                    let keyText = if case .text(let text) = key { text } else { identifier }
                    let error = ExecutionError.rejectedInFlight(identifier, key: keyText, inFlight: existing.runID)
                    return .refused(refuse(identifier, error: error, numberedIn: &state))
                case .coalesce:
                    return .coalescing(key: key)
                case .allow:
                    ownsGuard = false
                }
            } else {
                ownsGuard = true
            }
            let runID = state.nextRunID()
            emit(runID, identifier, .queued)
            if ownsGuard { state.guards[key] = GuardTable.Holder(runID: runID) }
            let run = Run(runID: runID, identifier: identifier, key: key, ownsGuard: ownsGuard)
            guard let admission else {
                guard !Task.isCancelled else { return .queued(run, .cancelled) }
                let drainsQueue = queue.reserve()
                return .queued(run, .started(start(intent, run, on: queue), drainsQueue: drainsQueue))
            }
            return .queued(run, admission.enter(runID) ? .admitted : .waiting)
        }
    }

    /// Starts `perform()` in a task of its own, which the watchdog cancels if it times out.
    private func start(
        _ intent: any AppIntent,
        _ run: Run,
        on executor: (any TaskExecutor)?
    ) -> StartedRun {
        emit(run.runID, run.identifier, .running)
        let slot = RunEndingSlot()
        guard let watchdog else {
            guard case .clock(let clock) = configuration.timeoutMeasurement.kind else {
                preconditionFailure("an executor without a watchdog measures timeouts on a clock")
            }
            let timeout = configuration.timeout
            let task = Task(executorPreference: executor) {
                slot.fill(await Self.perform(intent, slot, racing: clock, for: timeout))
            }
            return StartedRun(task: task, slot: slot)
        }
        let number = run.runID.rawValue
        let deadline = watchdog.start(number)
        let task = Task(executorPreference: executor) {
            let performed = await Self.perform(intent, deadline: deadline)
            slot.fill(watchdog.ended(number) ? .timedOut : performed)
        }
        watchdog.attach(task, to: number)
        return StartedRun(task: task, slot: slot)
    }

    /// Waits for admission (bounded policy), then for `perform()`.
    /// - Returns: The run's outcome, whether it started, and the intent it opens.
    private func perform(
        _ intent: any AppIntent,
        _ run: Run,
        _ start: Start
    ) async -> (RunOutcome, started: Bool, opens: (any AppIntent)?) {
        let started: StartedRun
        var handsOffQueue = false
        switch start {
        case .started(let run, let drainsQueue):
            handsOffQueue = drainsQueue && queue.runFirstJob()
            started = run
        case .cancelled:
            return (cancelledBeforeStart(run), false, nil)
        case .admitted, .waiting:
            guard let admission else { preconditionFailure("only the bounded policy admits") }
            if case .waiting = start, await !admission.wait(run.runID) {
                return (cancelledBeforeStart(run), false, nil)
            }
            guard !Task.isCancelled else {
                admission.release()
                return (cancelledBeforeStart(run), false, nil)
            }
            // The caller runs the task's start itself, on its own thread, as the serial policy's does.
            let starter = InlineStartExecutor()
            started = self.start(intent, run, on: starter)
            starter.runFirstJob()
        }
        if started.slot.isFilled {
            // perform() ended while the caller ran the task's start: nothing to wait for or cancel.
            if handsOffQueue { queue.handOff() }
        } else {
            let task = started.task
            await withTaskCancellationHandler {
                if handsOffQueue { queue.handOff() }
                await task.value
            } onCancel: {
                task.cancel()
            }
        }
        guard let ending = started.slot.take() else { preconditionFailure("a run's task fills its slot as it ends") }
        admission?.release()
        let outcome: RunOutcome
        var opens: (any AppIntent)?
        switch ending {
        case .returned(let content):
            outcome = RunOutcome(
                runID: run.runID,
                actionIdentifier: run.identifier,
                phase: .succeeded,
                value: content.value,
                dialog: content.dialog
            )
            opens = content.opensIntent
        case .threw(let error):
            let wasCancelled = error is CancellationError || Task.isCancelled
            outcome = RunOutcome(
                runID: run.runID,
                actionIdentifier: run.identifier,
                phase: wasCancelled ? .cancelled : .failed,
                error: error
            )
        case .timedOut:
            outcome = RunOutcome(
                runID: run.runID,
                actionIdentifier: run.identifier,
                phase: .timedOut,
                error: ExecutionError.timedOut(run.identifier, after: configuration.timeout)
            )
        }
        emit(run.runID, run.identifier, outcome.phase)
        return (outcome, true, opens)
    }

    private func cancelledBeforeStart(_ run: Run) -> RunOutcome {
        emit(run.runID, run.identifier, .cancelled)
        return RunOutcome(
            runID: run.runID,
            actionIdentifier: run.identifier,
            phase: .cancelled,
            error: ExecutionError.cancelled(run.identifier)
        )
    }

    /// Calls `perform()`.
    /// - Parameters:
    ///   - intent: The intent.
    ///   - deadline: When the watchdog's time for the run is up, in uptime nanoseconds.
    ///   - slot: Where a timeout on the executor's own clock is recorded; `nil` for the watchdog.
    /// - Returns: How `perform()` ended.
    private static func perform(
        _ intent: any AppIntent, deadline: UInt64 = .max, recordingIn slot: RunEndingSlot? = nil
    ) async -> RunEnding {
        do {
            return .returned(try await IntentPerformance.perform(intent, deadline: deadline, cancellation: slot))
        } catch {
            return .threw(error)
        }
    }

    /// Calls `perform()` in a child task racing a second that sleeps on `clock`; the loser is
    /// cancelled. Either way the child is awaited: the run ends when `perform()` returns.
    private static func perform(
        _ intent: any AppIntent,
        _ slot: RunEndingSlot,
        racing clock: any Clock<Duration>,
        for timeout: Duration
    ) async -> RunEnding {
        await withTaskGroup(of: RunEnding?.self) { group in
            group.addTask {
                await perform(intent, recordingIn: slot)
            }
            group.addTask {
                do {
                    try await clock.sleep(for: timeout)
                    return .timedOut
                } catch {
                    return nil
                }
            }
            while let first = await group.next() {
                if let first {
                    // A timeout is recorded before perform() is cancelled, for a CancellableIntent's handler.
                    if case .timedOut = first { slot.markTimedOut() }
                    group.cancelAll()
                    return first
                }
            }
            return .threw(CancellationError())
        }
    }

    // MARK: - Chains, guards, events

    /// How many callers wait on the in-flight run with guard key `key` (coalesced callers).
    /// - Parameter key: A guard key: the action identifier, by default.
    /// - Returns: The number of waiting callers; 0 when no run with that key is in flight.
    package func coalescedCallerCount(forKey key: String) -> Int {
        state.withLock { $0.guards.holder(named: key)?.waiters.count ?? 0 }
    }

    /// Whether a run with guard key `key` is in flight.
    /// - Parameter key: A guard key: the action identifier, by default.
    /// - Returns: `true` while the guard is held.
    public func isGuarded(_ key: String) -> Bool {
        state.withLock { $0.guards.holder(named: key) != nil }
    }

    /// Waits for the outcome of the in-flight run with guard key `key`.
    /// - Returns: Its outcome; `nil` if it ended before this caller could join.
    private func join(_ key: GuardTable.Key) async -> RunOutcome? {
        await withCheckedContinuation { (waiter: CheckedContinuation<RunOutcome?, Never>) in
            let joined = state.withLock { $0.guards.addWaiter(waiter, to: key) }
            if !joined { waiter.resume(returning: nil) }
        }
    }

    private func open(_ next: any AppIntent, after chain: [String], widgetKinds: [String]?) async
        -> RunOutcome
    {
        let refusal: RunOutcome? = state.withLock { state in
            let identifier = state.type(of: next).identifier
            if chain.contains(identifier) {
                return refuse(identifier, error: .openedIntentCycle(chain + [identifier]), numberedIn: &state)
            }
            if chain.count > configuration.maximumChainDepth {
                let error = ExecutionError.chainTooDeep(chain + [identifier], limit: configuration.maximumChainDepth)
                return refuse(identifier, error: error, numberedIn: &state)
            }
            return nil
        }
        if let refusal { return refusal }
        return await run(next, identifier: nil, widgetKinds: widgetKinds, chain: chain)
    }

    private func refuse(
        _ identifier: String,
        error: ExecutionError,
        numberedIn state: inout State
    ) -> RunOutcome {
        let runID = state.nextRunID()
        emit(runID, identifier, .queued)
        emit(runID, identifier, .rejected)
        return RunOutcome(runID: runID, actionIdentifier: identifier, phase: .rejected, error: error)
    }

    private func releaseGuard(_ key: GuardTable.Key, with outcome: RunOutcome) {
        let released: GuardTable.Holder? = state.withLock { state in
            defer { state.guards[key] = nil }
            return state.guards[key]
        }
        for waiter in released?.waiters ?? [] {
            waiter.resume(returning: outcome)
        }
    }

    private func emit(_ runID: RunID, _ identifier: String, _ phase: RunPhase) {
        guard hub.hasSubscribers else { return }
        hub.emit(RunEvent(runID: runID, actionIdentifier: identifier, phase: phase))
    }
}

/// How a run's `perform()` ended.
enum RunEnding: Sendable {
    case returned(IntentResultContent)
    case threw(any Error)
    case timedOut
}
