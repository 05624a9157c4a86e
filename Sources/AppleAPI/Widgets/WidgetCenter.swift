import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps every widget's timeline current, as WidgetKit's `WidgetCenter` and the system behind
/// it do: one per host.
///
/// - Reloads of one kind are serial: the provider's next `timeline(…)` starts only after the
///   previous one returned (even one that was abandoned).
/// - Requests made while a reload is running wait for one more reload; requests made while
///   that one is waiting join it (they coalesce).
/// - A provider slower than the reload time limit (the engine's `Limits.reloadTimeLimit`) is abandoned: its task is cancelled,
///   whatever it returns is dropped, and the previous timeline stays current.
/// - `.atEnd` and `.after(_:)` schedule the next reload on the center's clock; `.never` does
///   not. A date that has passed is pushed to the minimum reload interval (`Limits.minimumReloadInterval`) from
///   now.
/// - Scheduled and app-requested reloads count against a daily budget per kind
///   (`Limits.reloadsPerDay`, per UTC day of the clock); reloads caused by an intent run
///   (``reloadTimelines(afterRunOf:kinds:)``) are exempt.
///
/// The center does its work in ``run()``, which a program keeps running in a task of its own for
/// as long as widgets live, or after ``start()`` in a task the center starts itself; an
/// `IntentHost` starts the center it is given. Requests made before either wait for it. Every
/// reload method returns once a reload that started after the request has finished, been
/// abandoned, or been refused.
public actor WidgetCenter {
    private struct InFlight {
        let token: Int
        var waiters: [CheckedContinuation<Void, Never>]
        let reason: Cause
        var isAbandoned = false
        let timer: Trigger
        let provider: Trigger
    }

    private struct Pending {
        var reason: Cause
        var waiters: [CheckedContinuation<Void, Never>]
    }

    private struct Schedule {
        let date: Date
        let token: Int
        let timer: Trigger
    }

    private struct KindState {
        let descriptor: WidgetDescriptor
        var timelines: [WidgetFamily: Timeline<ErasedTimelineEntry>] = [:]
        var inFlight: InFlight?
        var pending: Pending?
        var schedule: Schedule?
        var budgetDay = Int.min
        var budgetUsed = 0
        /// The placed configuration, once a run of the configuration intent placed one.
        var configuration: (any WidgetConfigurationIntent)?
    }

    private typealias Job = @Sendable () async -> Void

    /// Why a reload was asked for.
    private typealias Cause = WidgetReloadRecord.Cause

    /// The widgets the center keeps.
    package nonisolated let widgets: WidgetList

    /// The limits the center enforces.
    package nonisolated let reloadLimits: WidgetReloadLimits

    /// What the engine registered the widgets with (its `WidgetCatalog`), which it reads back; `nil` for a center
    /// AppleAPI made.
    package nonisolated let registration: (any Sendable)?

    private nonisolated let clock: TimelineClock
    private nonisolated let hub = EventHub<WidgetReloadRecord>()
    private nonisolated let jobs: AsyncStream<Job>
    private nonisolated let jobSink: AsyncStream<Job>.Continuation
    private nonisolated let running = Atomic<Bool>(false)
    private nonisolated let unanswered = Locked(UnansweredRequests())
    private var states: [String: KindState] = [:]
    private var nextToken = 0

    /// Creates a center for a list of widgets: what the engine's `init(catalog:clock:startDate:limits:)` calls.
    /// - Parameters:
    ///   - widgets: The registered widgets.
    ///   - clock: The clock reloads are scheduled and timed on: a `ManualClock` in tests.
    ///   - startDate: The date at the clock's current instant; dates advance with the clock.
    ///   - limits: The limits to enforce.
    ///   - registration: What the engine registered the widgets with, kept for it to read back.
    package init(
        widgets: WidgetList, clock: any Clock<Duration>, startDate: Date, limits: WidgetReloadLimits,
        registration: (any Sendable)? = nil
    ) {
        self.widgets = widgets
        self.reloadLimits = limits
        self.registration = registration
        self.clock = TimelineClock(clock: clock, startDate: startDate)
        (jobs, jobSink) = AsyncStream<Job>.makeStream()
        for entry in widgets.entries {
            states[entry.kind] = KindState(descriptor: entry.descriptor)
        }
    }

    deinit {
        hub.finish()
        jobSink.finish()
    }

    // MARK: - Running

    /// Does the center's work (provider calls, time limits, scheduled reloads) until the
    /// calling task is cancelled. Call it once; a second call returns at once. Once it has
    /// returned, the center calls no provider again: reloads asked for end at once, abandoned.
    package nonisolated func run() async {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else { return }
        await withDiscardingTaskGroup { group in
            for await job in jobs {
                group.addTask { await job() }
            }
        }
    }

    /// Starts the center's work in a task of its own, unless ``run()`` or an earlier `start()`
    /// already does it: what a host does with the center it is given, so that a run's reload
    /// never waits for a worker nobody started. The task keeps no reference to the center: the
    /// work ends when the center is released.
    package nonisolated func start() {
        guard !running.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Task { [jobs] in
            await withDiscardingTaskGroup { group in
                for await job in jobs {
                    group.addTask { await job() }
                }
            }
        }
    }

    /// Hands a job to ``run()``; `false` when the center has stopped running.
    @discardableResult
    private nonisolated func spawn(_ job: @escaping Job) -> Bool {
        if case .terminated = jobSink.yield(job) { return false }
        return true
    }

    // MARK: - Reading

    /// The date now, on the center's clock.
    package nonisolated var now: Date { clock.now() }

    /// A stream of everything that happens to the timelines from now on: the engine's `events(bufferingNewest:)`
    /// reads it.
    /// - Parameter limit: How many unread records to keep; older ones are dropped.
    /// - Returns: A new stream; it ends when the subscriber stops iterating or the center is
    ///   released.
    package nonisolated func reloadRecords(bufferingNewest limit: Int = 4096) -> AsyncStream<WidgetReloadRecord> {
        hub.subscribe(bufferingNewest: limit)
    }

    /// Calls `observer` with every record from now on, as it happens, until ``removeRecordObserver(_:)``: the
    /// engine's `addEventObserver(_:)` uses it.
    /// - Parameter observer: Called with each record; it must not call back into the center.
    /// - Returns: A token for ``removeRecordObserver(_:)``.
    package nonisolated func addRecordObserver(_ observer: @escaping @Sendable (WidgetReloadRecord) -> Void) -> Int {
        hub.addObserver(observer)
    }

    /// Stops calling an observer added with ``addRecordObserver(_:)``.
    /// - Parameter token: The observer's token.
    package nonisolated func removeRecordObserver(_ token: Int) {
        hub.removeObserver(token)
    }

    /// Returns once every reload asked for so far with the fire-and-forget
    /// ``reloadTimelines(ofKind:)`` and ``reloadAllTimelines()`` has ended, as the waiting forms
    /// would: how a test knows that the reloads an intent asked for are done.
    package nonisolated func waitForRequestedReloads() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = unanswered.withLock { state in
                guard state.count > 0 else { return true }
                state.waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }

    /// Counts a fire-and-forget request until `body` ends.
    private nonisolated func untilAnswered(_ body: @escaping @Sendable () async -> Void) {
        unanswered.withLock { $0.count += 1 }
        Task {
            await body()
            let waiters = unanswered.withLock { state in
                state.count -= 1
                guard state.count == 0 else { return [CheckedContinuation<Void, Never>]() }
                defer { state.waiters = [] }
                return state.waiters
            }
            waiters.forEach { $0.resume() }
        }
    }

    /// The current timeline of a kind.
    /// - Parameters:
    ///   - kind: The widget kind.
    ///   - family: The family; the kind's first supported family by default.
    /// - Returns: The timeline, or `nil` before the first reload finished or for an unknown kind.
    package func timeline(ofKind kind: String, family: WidgetFamily? = nil) -> Timeline<ErasedTimelineEntry>? {
        guard let state = states[kind], let family = family ?? state.descriptor.supportedFamilies.first else {
            return nil
        }
        return state.timelines[family]
    }

    /// When the next scheduled reload of a kind will happen.
    /// - Parameter kind: The widget kind.
    /// - Returns: The date, or `nil` when none is scheduled.
    package func nextReloadDate(ofKind kind: String) -> Date? {
        states[kind]?.schedule?.date
    }

    /// How many budgeted reloads of a kind started today, on the center's clock.
    /// - Parameter kind: The widget kind.
    /// - Returns: The count.
    package func budgetedReloadsToday(ofKind kind: String) -> Int {
        guard let state = states[kind], state.budgetDay == Self.day(of: clock.now()) else { return 0 }
        return state.budgetUsed
    }

    // MARK: - Configuring

    /// Places a configuration on every widget its intent type configures, as a person editing
    /// the widget does; the widget's next reload asks its provider with it. A host does this
    /// before each run of a configuration intent, so the run's reload shows the new settings.
    /// - Parameter configuration: The configuration intent, its parameters set.
    /// - Returns: The kinds configured.
    @discardableResult
    package func configure(with configuration: some WidgetConfigurationIntent) -> [String] {
        configureWidgets(matching: configuration)
    }

    /// The configuration placed on a widget, if a run placed one.
    /// - Parameter kind: The widget kind.
    /// - Returns: The configuration, or `nil` while the widget has its default one.
    package func configuration(ofKind kind: String) -> (any WidgetConfigurationIntent)? {
        states[kind]?.configuration
    }

    private func configureWidgets(matching configuration: any WidgetConfigurationIntent) -> [String] {
        let type = ObjectIdentifier(Swift.type(of: configuration))
        var configured: [String] = []
        for kind in widgets.kinds {
            guard let intentType = states[kind]?.descriptor.configurationIntent, ObjectIdentifier(intentType) == type
            else { continue }
            states[kind]?.configuration = configuration
            configured.append(kind)
        }
        return configured
    }

    // MARK: - Reloading

    /// Asks for the timelines of one kind to be reloaded, as WidgetKit's `WidgetCenter` does:
    /// the request is made and the call returns at once; the reload counts against the daily
    /// budget. ``reloadTimelinesAndWait(ofKind:)`` waits for the reload.
    /// - Parameter kind: The widget kind; an unknown kind is ignored (an `ignored` reload event), as WidgetKit does.
    public nonisolated func reloadTimelines(ofKind kind: String) {
        untilAnswered { await self.reloadTimelinesAndWait(ofKind: kind) }
    }

    /// Asks for the timelines of every kind to be reloaded, as WidgetKit's `WidgetCenter` does:
    /// returns at once. ``reloadAllTimelinesAndWait()`` waits for the reloads.
    public nonisolated func reloadAllTimelines() {
        untilAnswered { await self.reloadAllTimelinesAndWait() }
    }

    /// Asks WidgetKit to fetch the providers' recommended configurations again
    /// (`recommendations()`), as for the widget gallery and watch faces. There is no gallery off
    /// Apple's platforms: the call returns at once and nothing is fetched; providers'
    /// `recommendations()` are read whenever a host asks for them.
    public nonisolated func invalidateConfigurationRecommendations() {}

    /// Marks the relevance of one kind's widgets as out of date, so that WidgetKit asks the
    /// provider's `relevance()` again. No Smart Stack reads relevance off Apple's platforms: the
    /// call returns at once and nothing is asked.
    /// - Parameter kind: The widget kind.
    public nonisolated func invalidateRelevance(ofKind kind: String) {}

    /// Reloads the timelines of one kind and returns when the reload has finished, been
    /// abandoned or been refused; counts against the daily budget.
    /// - Parameter kind: The widget kind; an unknown kind is ignored, as WidgetKit does.
    package func reloadTimelinesAndWait(ofKind kind: String) async {
        await request(kind, reason: .app)
    }

    /// Reloads the timelines of every kind and returns when every reload has ended; counts
    /// against each kind's daily budget.
    package func reloadAllTimelinesAndWait() async {
        await reload(kinds: widgets.kinds, reason: .app)
    }

    /// Reloads timelines after an intent ran, exempt from the budget: the kinds named, or every
    /// kind when `kinds` is `nil`.
    /// - Parameters:
    ///   - actionIdentifier: The intent that ran.
    ///   - kinds: The widget kinds the interaction came from; `nil` for all.
    package func reloadTimelinesOutsideTheBudget(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        await reload(kinds: kinds ?? widgets.kinds, reason: .intent(actionIdentifier: actionIdentifier))
    }

    private func reload(kinds: [String], reason: Cause) async {
        await withTaskGroup(of: Void.self) { group in
            for kind in kinds {
                group.addTask { await self.request(kind, reason: reason) }
            }
        }
    }

    private func request(_ kind: String, reason: Cause) async {
        guard states[kind] != nil else { return emit(kind, .ignored, reason) }
        emit(kind, .requested, reason)
        if !reason.isExemptFromBudget, !hasBudget(kind) {
            refuseOverBudget(kind, reason: reason)
            return
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            enqueue(kind, reason: reason, continuation: continuation)
        }
    }

    private func enqueue(_ kind: String, reason: Cause, continuation: CheckedContinuation<Void, Never>) {
        guard states[kind] != nil else { return continuation.resume() }
        guard states[kind]?.inFlight != nil else {
            start(kind, reason: reason, waiters: [continuation])
            return
        }
        // Mutate the pending waiters in place: a copy of the kind's state held across the append would
        // share the array and make every append copy it, a burst of n requests costing O(n²).
        if let pendingReason = states[kind]?.pending?.reason {
            states[kind]?.pending?.waiters.append(continuation)
            if reason.isExemptFromBudget, !pendingReason.isExemptFromBudget { states[kind]?.pending?.reason = reason }
            emit(kind, .coalesced, reason)
        } else {
            states[kind]?.pending = Pending(reason: reason, waiters: [continuation])
        }
    }

    private func start(_ kind: String, reason: Cause, waiters: [CheckedContinuation<Void, Never>]) {
        // Check the budget first: it may start a new day in the kind's state.
        if !reason.isExemptFromBudget, !hasBudget(kind) {
            refuseOverBudget(kind, reason: reason)
            return waiters.forEach { $0.resume() }
        }
        guard var state = states[kind] else { return waiters.forEach { $0.resume() } }
        if !reason.isExemptFromBudget { state.budgetUsed += 1 }
        nextToken += 1
        let token = nextToken
        let flight = InFlight(token: token, waiters: waiters, reason: reason, timer: Trigger(), provider: Trigger())
        state.inFlight = flight
        states[kind] = state
        emit(kind, .started, reason)

        let descriptor = state.descriptor
        let configuration = state.configuration
        let deadline = clock.now().addingTimeInterval(TimelineClock.seconds(reloadLimits.reloadTimeLimit))
        let started = spawn {
            let timelines = await flight.provider.cancelling {
                var timelines: [WidgetFamily: Timeline<ErasedTimelineEntry>] = [:]
                for family in descriptor.supportedFamilies {
                    timelines[family] = await descriptor.timeline(
                        TimelineProviderContext(family: family), configuration)
                }
                return timelines
            }
            await self.providerReturned(kind, token: token, timelines: timelines ?? [:])
        }
        guard started else {
            // The center has stopped: no provider will be called again.
            states[kind]?.inFlight = nil
            emit(kind, .abandoned, reason)
            return waiters.forEach { $0.resume() }
        }
        spawn { [clock] in
            let expired = await flight.timer.cancelling {
                do {
                    try await clock.sleepUntil(deadline)
                    return true
                } catch {
                    return false
                }
            }
            if expired == true { await self.limitReached(kind, token: token) }
        }
    }

    private func providerReturned(_ kind: String, token: Int, timelines: [WidgetFamily: Timeline<ErasedTimelineEntry>])
    {
        guard var state = states[kind], let flight = state.inFlight, flight.token == token else { return }
        flight.timer.fire()
        state.inFlight = nil
        if !flight.isAbandoned {
            state.timelines.merge(timelines) { _, new in new }
        }
        let pending = state.pending
        state.pending = nil
        states[kind] = state
        if !flight.isAbandoned {
            emit(kind, .finished, flight.reason)
            scheduleNextReload(kind)
            flight.waiters.forEach { $0.resume() }
        }
        if let pending {
            start(kind, reason: pending.reason, waiters: pending.waiters)
        }
    }

    private func limitReached(_ kind: String, token: Int) {
        guard var state = states[kind], var flight = state.inFlight, flight.token == token, !flight.isAbandoned else {
            return
        }
        flight.isAbandoned = true
        let waiters = flight.waiters
        flight.waiters = []
        state.inFlight = flight
        states[kind] = state
        flight.provider.fire()
        emit(kind, .abandoned, flight.reason)
        if states[kind]?.schedule == nil { scheduleNextReload(kind) }
        waiters.forEach { $0.resume() }
    }

    // MARK: - Scheduling

    /// Schedules the next reload from the current timelines' policies: the earliest date any
    /// family asks for; none when every family says `.never`.
    private func scheduleNextReload(_ kind: String) {
        guard let state = states[kind] else { return }
        let now = clock.now()
        let dates = state.timelines.values.compactMap { timeline -> Date? in
            switch timeline.policy.storage {
            case .never: nil
            case .after(let date): date
            case .atEnd: timeline.entries.map(\.date).max() ?? now
            }
        }
        guard let date = dates.min() else {
            cancelSchedule(kind)
            return
        }
        let earliest = now.addingTimeInterval(TimelineClock.seconds(reloadLimits.minimumReloadInterval))
        schedule(kind, at: date > now ? date : earliest)
    }

    private func schedule(_ kind: String, at date: Date) {
        cancelSchedule(kind)
        nextToken += 1
        let token = nextToken
        let timer = Trigger()
        states[kind]?.schedule = Schedule(date: date, token: token, timer: timer)
        spawn { [clock] in
            let due = await timer.cancelling {
                do {
                    try await clock.sleepUntil(date)
                    return true
                } catch {
                    return false
                }
            }
            if due == true { await self.scheduledReloadDue(kind, token: token) }
        }
    }

    private func cancelSchedule(_ kind: String) {
        states[kind]?.schedule?.timer.fire()
        states[kind]?.schedule = nil
    }

    private func scheduledReloadDue(_ kind: String, token: Int) async {
        guard states[kind]?.schedule?.token == token else { return }
        states[kind]?.schedule = nil
        await request(kind, reason: .scheduled)
    }

    // MARK: - Budget

    private static func day(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    private func hasBudget(_ kind: String) -> Bool {
        guard var state = states[kind] else { return false }
        let today = Self.day(of: clock.now())
        if state.budgetDay != today {
            state.budgetDay = today
            state.budgetUsed = 0
            states[kind] = state
        }
        return state.budgetUsed < reloadLimits.reloadsPerDay
    }

    private func refuseOverBudget(_ kind: String, reason: Cause) {
        emit(kind, .overBudget, reason)
        if reason == .scheduled, states[kind]?.schedule == nil {
            let tomorrow = Date(timeIntervalSince1970: TimeInterval(Self.day(of: clock.now()) + 1) * 86_400)
            schedule(kind, at: tomorrow)
        }
    }

    private func emit(_ kind: String, _ phase: WidgetReloadRecord.Phase, _ reason: Cause) {
        hub.emit(WidgetReloadRecord(kind: kind, phase: phase, cause: reason, date: clock.now()))
    }
}

/// The fire-and-forget reload requests of a center that have not ended, and who waits for none.
private struct UnansweredRequests {
    var count = 0
    var waiters: [CheckedContinuation<Void, Never>] = []
}
