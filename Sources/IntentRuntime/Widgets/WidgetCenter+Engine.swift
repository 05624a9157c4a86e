// What a host asks of a widget center beyond WidgetKit's API: its initializers, the entry a widget shows now, the day's reload
// count, and the reloads and configurations after an intent's run. Declared here, in the engine, so that a file
// that imports only WidgetKit sees WidgetCenter as Apple declares it.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WidgetCenter: TimelineReloader {
    /// Creates a center for the widgets of a catalog.
    /// - Parameters:
    ///   - catalog: The registered widgets.
    ///   - clock: The clock reloads are scheduled and timed on: a ``ManualClock`` in tests.
    ///   - startDate: The date at the clock's current instant; dates advance with the clock.
    ///   - limits: The limits to enforce; by default those of the catalog.
    public init(
        catalog: WidgetCatalog,
        clock: any Clock<Duration> = ContinuousClock(),
        startDate: Date = Date(),
        limits: Limits? = nil
    ) {
        self.init(
            widgets: catalog.list, clock: clock, startDate: startDate, limits: (limits ?? catalog.limits).widgetReloads,
            registration: catalog)
    }

    /// The widgets the center keeps: the catalog it was made with (an empty one for a center the process made).
    package nonisolated var catalog: WidgetCatalog {
        registration as? WidgetCatalog ?? WidgetCatalog(list: widgets, limits: .platform)
    }

    /// Creates a center for the widgets of a bundle.
    /// - Parameters:
    ///   - bundle: The extension's bundle.
    ///   - clock: The clock reloads are scheduled and timed on.
    ///   - startDate: The date at the clock's current instant.
    ///   - limits: The limits to enforce.
    /// - Throws: ``WidgetError`` when the bundle is refused.
    public init<Bundle: WidgetBundle>(
        bundle: Bundle,
        clock: any Clock<Duration> = ContinuousClock(),
        startDate: Date = Date(),
        limits: Limits = .platform
    ) throws(WidgetError) {
        self.init(catalog: try WidgetCatalog(bundle: bundle, limits: limits), clock: clock, startDate: startDate)
    }

    /// The entry a widget of a kind shows now: of its current timeline, the latest entry whose
    /// date has come (or the earliest, when none has).
    /// - Parameters:
    ///   - kind: The widget kind.
    ///   - family: The family; the kind's first supported family by default.
    /// - Returns: The entry, or `nil` when there is no timeline.
    public func currentEntry(ofKind kind: String, family: WidgetFamily? = nil) -> AnyTimelineEntry? {
        timeline(ofKind: kind, family: family)?.entry(at: now).map { AnyTimelineEntry($0.base) }
    }

    /// The entry a widget of a kind shows now, as its concrete type.
    /// - Parameters:
    ///   - kind: The widget kind.
    ///   - family: The family; the kind's first supported family by default.
    ///   - type: The entry type.
    /// - Returns: The entry, or `nil` when there is none or it has another type.
    public nonisolated func currentEntry<Entry: TimelineEntry>(
        ofKind kind: String,
        family: WidgetFamily? = nil,
        as type: Entry.Type
    ) async -> Entry? {
        // Nonisolated: entries need not be `Sendable` (as in WidgetKit), so the entry leaves the
        // actor inside its `Sendable` wrapper and is unwrapped here, in the caller's task.
        await currentEntry(ofKind: kind, family: family)?.base as? Entry
    }

    /// How many budgeted reloads of a kind started today, on the center's clock.
    /// - Parameter kind: The widget kind.
    /// - Returns: The count.
    public func reloadsToday(ofKind kind: String) -> Int {
        budgetedReloadsToday(ofKind: kind)
    }

    /// Places a run's configuration on the widgets it configures.
    /// - Parameter configuration: The intent, its parameters set.
    public func configureWidgets(with configuration: any WidgetConfigurationIntent) async {
        configure(with: configuration)
    }

    /// Reloads timelines after an intent ran, exempt from the budget: the kinds named, or every
    /// kind when `kinds` is `nil`.
    /// - Parameters:
    ///   - actionIdentifier: The intent that ran.
    ///   - kinds: The widget kinds the interaction came from; `nil` for all.
    public func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        await reloadTimelinesOutsideTheBudget(afterRunOf: actionIdentifier, kinds: kinds)
    }
}

// MARK: - Reload events

extension WidgetCenter {
    /// A stream of everything that happens to the timelines from now on.
    /// - Parameter limit: How many unread events to keep; older ones are dropped.
    /// - Returns: A new stream; it ends when the subscriber stops iterating or the center is
    ///   released.
    package nonisolated func events(bufferingNewest limit: Int = 4096) -> AsyncStream<WidgetReloadEvent> {
        let records = reloadRecords(bufferingNewest: limit)
        return AsyncStream(bufferingPolicy: .bufferingNewest(limit)) { continuation in
            let forwarding = Task {
                for await record in records { continuation.yield(WidgetReloadEvent(record)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    /// Calls `observer` with every event from now on, as it happens, until
    /// ``removeEventObserver(_:)``: what a test records without waiting on a stream.
    /// - Parameter observer: Called with each event; it must not call back into the center.
    /// - Returns: A token for ``removeEventObserver(_:)``.
    package nonisolated func addEventObserver(_ observer: @escaping @Sendable (WidgetReloadEvent) -> Void) -> Int {
        addRecordObserver { observer(WidgetReloadEvent($0)) }
    }

    /// Stops calling an observer added with ``addEventObserver(_:)``.
    /// - Parameter token: The observer's token.
    package nonisolated func removeEventObserver(_ token: Int) {
        removeRecordObserver(token)
    }
}
