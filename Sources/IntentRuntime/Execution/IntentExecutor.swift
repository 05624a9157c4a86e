/// Runs intents the way the system does for a widget tap or a Shortcut: serialized like the main
/// actor, with reentrancy guards, timeouts, chained intents and a timeline reload after each run.
///
/// ```swift
/// let executor = IntentExecutor(reloader: widgetCenter)
/// let outcome = await executor.run(ConfigurationAppIntent())
/// ```
///
/// With the default ``ExecutorConfiguration/ConcurrencyPolicy-swift.struct/serial`` policy every
/// `perform()` runs on the executor's one serial queue, even a nonisolated one: runs start one at
/// a time, in arrival order, and interleave only where they suspend. The queue is the task
/// executor of every run's `perform()`; the actor's own bookkeeping runs on the shared pool, so a
/// run costs one hand-off to the queue and back.
///
/// Each run passes through ``RunPhase/queued``, then ``RunPhase/running`` and one terminal phase;
/// ``events(bufferingNewest:)`` streams them. The reentrancy guard of a run is held until its
/// outcome is final — through `perform()`, the timeline reload and any opened intents — and
/// released on every terminal phase.
public actor IntentExecutor {
    /// How this executor schedules, guards and times out runs.
    public nonisolated let configuration: ExecutorConfiguration

    private nonisolated let queue: SerialJobQueue
    private nonisolated let broadcaster = EventBroadcaster()
    private nonisolated let admission: AdmissionQueue?
    private nonisolated let watchdog: TimeoutWatchdog
    private let reloader: (any TimelineReloader)?

    private var lastRunNumber: UInt64 = 0
    private var inFlight: [String: InFlightRun] = [:]

    /// Creates an executor.
    /// - Parameters:
    ///   - configuration: Scheduling, reentrancy and timeout rules.
    ///   - reloader: What reloads widget timelines after each started run; `nil` for none.
    public init(configuration: ExecutorConfiguration = ExecutorConfiguration(), reloader: (any TimelineReloader)? = nil)
    {
        self.configuration = configuration
        self.reloader = reloader
        self.queue = SerialJobQueue(label: "IntentExecutor")
        self.admission = configuration.concurrency.maxRuns.map { AdmissionQueue(limit: $0) }
        self.watchdog = TimeoutWatchdog(timeout: configuration.timeout)
    }

    deinit {
        broadcaster.finish()
    }

    /// A stream of the phase changes of every run from now on. Each call makes a new stream;
    /// the stream ends when the executor is released.
    /// - Parameter limit: How many unread events to keep; older ones are dropped.
    /// - Returns: The stream.
    public nonisolated func events(bufferingNewest limit: Int = 4096) -> AsyncStream<RunEvent> {
        broadcaster.subscribe(bufferingNewest: limit)
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
        let identifier = actionIdentifier ?? self.identifier(of: intent)
        return await run(intent, identifier: identifier, widgetKinds: widgetKinds, chain: [])
    }

    // MARK: - One run

    private struct InFlightRun {
        var runID: RunID
        var waiters: [CheckedContinuation<RunOutcome?, Never>] = []
    }

    private enum Ending: Sendable {
        case returned(IntentResultContent)
        case threw(any Error)
        case timedOut
    }

    private func run(
        _ intent: any AppIntent,
        identifier: String,
        widgetKinds: [String]?,
        chain: [String]
    ) async -> RunOutcome {
        let key = guardKey(for: intent, identifier: identifier)
        guarding: while let existing = inFlight[key] {
            switch configuration.reentrancy {
            case .reject:
                return refuse(identifier, error: .rejectedInFlight(identifier, key: key, inFlight: existing.runID))
            case .coalesce:
                // `await` may hop: the run may have ended by the time the body runs. Then nobody
                // is left to join, and this request checks the guard again.
                let shared = await withCheckedContinuation { (waiter: CheckedContinuation<RunOutcome?, Never>) in
                    if inFlight[key] != nil {
                        inFlight[key]?.waiters.append(waiter)
                    } else {
                        waiter.resume(returning: nil)
                    }
                }
                if let shared { return shared }
            case .allow:
                break guarding
            }
        }
        let runID = nextRunID()
        emit(runID, identifier, .queued)
        let ownsGuard = inFlight[key] == nil
        if ownsGuard { inFlight[key] = InFlightRun(runID: runID) }

        var outcome = RunOutcome(
            runID: runID,
            actionIdentifier: identifier,
            phase: .cancelled,
            error: ExecutionError.cancelled(identifier)
        )
        defer {
            if ownsGuard { releaseGuard(key, with: outcome) }
        }
        let started: Bool
        (outcome, started) = await admitAndPerform(intent, runID: runID, identifier: identifier)
        if started {
            await reloader?.reloadTimelines(afterRunOf: identifier, kinds: widgetKinds)
        }
        if outcome.phase == .succeeded, let next = opened(by: outcome) {
            outcome.openedRuns = [
                await open(next, after: chain + [identifier], widgetKinds: widgetKinds)
            ]
        }
        return outcome
    }

    /// Waits for admission (bounded policy), then calls `perform()` racing the timeout.
    private func admitAndPerform(
        _ intent: any AppIntent,
        runID: RunID,
        identifier: String
    ) async -> (RunOutcome, started: Bool) {
        let cancelled = RunOutcome(
            runID: runID,
            actionIdentifier: identifier,
            phase: .cancelled,
            error: ExecutionError.cancelled(identifier)
        )
        if let admission {
            guard await admission.admit(runID) else {
                emit(runID, identifier, .cancelled)
                return (cancelled, false)
            }
        }
        defer { admission?.release() }
        guard !Task.isCancelled else {
            emit(runID, identifier, .cancelled)
            return (cancelled, false)
        }
        emit(runID, identifier, .running)
        let ending: Ending
        if admission == nil {
            ending = await withTaskExecutorPreference(queue) { await race(intent) }
        } else {
            ending = await race(intent)
        }
        let outcome: RunOutcome
        switch ending {
        case .returned(let content):
            outcome = RunOutcome(
                runID: runID,
                actionIdentifier: identifier,
                phase: .succeeded,
                value: content.value,
                dialog: content.dialog
            )
            pendingOpened[runID] = content.opensIntent
        case .threw(let error):
            let wasCancelled = error is CancellationError || Task.isCancelled
            outcome = RunOutcome(
                runID: runID,
                actionIdentifier: identifier,
                phase: wasCancelled ? .cancelled : .failed,
                error: error
            )
        case .timedOut:
            outcome = RunOutcome(
                runID: runID,
                actionIdentifier: identifier,
                phase: .timedOut,
                error: ExecutionError.timedOut(identifier, after: configuration.timeout)
            )
        }
        emit(runID, identifier, outcome.phase)
        return (outcome, true)
    }

    /// Intents returned by `.result(opensIntent:)`, until the run that returned them opens them.
    private var pendingOpened: [RunID: any AppIntent] = [:]

    private func opened(by outcome: RunOutcome) -> (any AppIntent)? {
        pendingOpened.removeValue(forKey: outcome.runID)
    }

    /// Calls `perform()` in a child task and cancels it when the timeout elapses first.
    ///
    /// On the default continuous clock the executor's watchdog timer cancels the child; on any other clock a
    /// second child sleeps on that clock and the loser is cancelled. Either way the child is
    /// awaited: the run ends when `perform()` returns.
    private func race(_ intent: any AppIntent) async -> Ending {
        guard configuration.clock is ContinuousClock else {
            return await race(intent, sleepingOn: configuration.clock, for: configuration.timeout)
        }
        let watchdog = self.watchdog
        let timer = watchdog.start()
        let ending = await withTaskGroup(of: Ending.self) { group in
            group.addTask {
                withUnsafeCurrentTask { timer.register($0) }
                defer { watchdog.ended(timer) }
                do {
                    return .returned(try await intent.perform().content)
                } catch {
                    return .threw(error)
                }
            }
            return await group.next() ?? .threw(CancellationError())
        }
        return timer.hasFired ? .timedOut : ending
    }

    private func race(_ intent: any AppIntent, sleepingOn clock: any Clock<Duration>, for timeout: Duration) async
        -> Ending
    {
        await withTaskGroup(of: Ending?.self) { group in
            group.addTask {
                do {
                    return .returned(try await intent.perform().content)
                } catch {
                    return .threw(error)
                }
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
        inFlight[key]?.waiters.count ?? 0
    }

    /// Whether a run with guard key `key` is in flight.
    /// - Parameter key: A guard key: the action identifier, by default.
    /// - Returns: `true` while the guard is held.
    public func isGuarded(_ key: String) -> Bool {
        inFlight[key] != nil
    }

    private func open(_ next: any AppIntent, after chain: [String], widgetKinds: [String]?) async -> RunOutcome {
        let identifier = self.identifier(of: next)
        if chain.contains(identifier) {
            return refuse(identifier, error: .openedIntentCycle(chain + [identifier]))
        }
        if chain.count > configuration.maximumChainDepth {
            return refuse(
                identifier, error: .chainTooDeep(chain + [identifier], limit: configuration.maximumChainDepth))
        }
        return await run(next, identifier: identifier, widgetKinds: widgetKinds, chain: chain)
    }

    private func refuse(_ identifier: String, error: ExecutionError) -> RunOutcome {
        let runID = nextRunID()
        emit(runID, identifier, .queued)
        emit(runID, identifier, .rejected)
        return RunOutcome(runID: runID, actionIdentifier: identifier, phase: .rejected, error: error)
    }

    private func releaseGuard(_ key: String, with outcome: RunOutcome) {
        guard let released = inFlight.removeValue(forKey: key) else { return }
        for waiter in released.waiters {
            waiter.resume(returning: outcome)
        }
    }

    private func guardKey(for intent: any AppIntent, identifier: String) -> String {
        switch configuration.guardKey {
        case .actionIdentifier: identifier
        case .actionIdentifierAndParameters: identifier + "?" + IntentReflection.parameterSignature(of: intent)
        }
    }

    /// The simple type name of an intent, the default action identifier; cached per type.
    private func identifier(of intent: any AppIntent) -> String {
        let type = ObjectIdentifier(Swift.type(of: intent))
        if let known = identifiers[type] { return known }
        let identifier = String(describing: Swift.type(of: intent))
        identifiers[type] = identifier
        return identifier
    }

    private var identifiers: [ObjectIdentifier: String] = [:]

    private func nextRunID() -> RunID {
        lastRunNumber += 1
        return RunID(rawValue: lastRunNumber)
    }

    private func emit(_ runID: RunID, _ identifier: String, _ phase: RunPhase) {
        guard broadcaster.hasSubscribers else { return }
        broadcaster.emit(RunEvent(runID: runID, actionIdentifier: identifier, phase: phase))
    }
}
