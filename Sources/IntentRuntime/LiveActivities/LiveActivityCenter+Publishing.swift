#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// How a center tells observers what changed: events, activity objects, and the watchers that
// wake them when a state changes with time.

extension LiveActivityCenter {
    // MARK: - Publishing

    /// Tells observers what changed: the events of the operation just done, and every change
    /// of state since the last report. Also reschedules the watchers that wake observers when
    /// a state changes with time.
    func publish(explicit: [(LiveActivityEvent.Kind, String)]) {
        let now = clock.now()
        let window = self.window
        let (events, deliveries) = state.withLock { state in
            var events: [LiveActivityEvent] = []
            var deliveries: [(any ActivityObject, ActivityRecord)] = []
            var toWatch: [(String, Date)] = []
            var explained = Set<String>()
            let explicit = state.pending + explicit
            state.pending = []
            for (kind, id) in explicit {
                guard let record = state.records[id] else { continue }
                explained.insert(id)
                state.reported[id] = record.state(at: now, window: window)
                events.append(makeEvent(kind, record: record, now: now, state: &state))
            }
            for record in state.records.values.sorted(by: { $0.precedes($1) }) {
                let current = record.state(at: now, window: window)
                if state.reported[record.id] != current, !explained.contains(record.id) {
                    events.append(makeEvent(.stateChanged, record: record, now: now, state: &state))
                }
                state.reported[record.id] = current
                if let object = state.objects[record.id] { deliveries.append((object, record)) }
                let next = record.nextTransition(after: now, window: window)
                if state.watchers[record.id]?.date != next {
                    state.watchers.removeValue(forKey: record.id)?.task.cancel()
                    if let next { toWatch.append((record.id, next)) }
                }
            }
            for (id, date) in toWatch {
                state.watchers[id] = (date, watcher(for: id, until: date))
            }
            return (events, deliveries)
        }
        for (object, record) in deliveries {
            object.refresh(
                revision: record.revision, contentState: record.contentState, staleDate: record.staleDate,
                relevanceScore: record.relevanceScore, state: record.state(at: clock.now(), window: window))
        }
        events.forEach(hub.emit)
    }

    func makeEvent(
        _ kind: LiveActivityEvent.Kind, record: ActivityRecord, now: Date, state: inout State
    ) -> LiveActivityEvent {
        state.lastEventNumber += 1
        let event = LiveActivityEvent(
            number: state.lastEventNumber,
            kind: kind,
            activityID: record.id,
            snapshot: snapshot(of: record, at: now, linkers: state.linkers),
            error: nil
        )
        Self.keep(event, in: &state.events)
        return event
    }

    func report(_ kind: LiveActivityEvent.Kind, id: String?, error: any Error) {
        let now = clock.now()
        let event = state.withLock { state in
            state.lastEventNumber += 1
            let event = LiveActivityEvent(
                number: state.lastEventNumber,
                kind: kind,
                activityID: id,
                snapshot: id.flatMap { state.records[$0] }.map { snapshot(of: $0, at: now, linkers: state.linkers) },
                error: error
            )
            Self.keep(event, in: &state.events)
            return event
        }
        hub.emit(event)
    }

    static func keep(_ event: LiveActivityEvent, in events: inout [LiveActivityEvent]) {
        events.append(event)
        if events.count > retainedEvents { events.removeFirst(events.count - retainedEvents) }
    }

    /// A task that sleeps on the center's clock until an activity's next change of state, then
    /// reports it.
    func watcher(for id: String, until date: Date) -> Task<Void, Never> {
        let sleepUntil = clock.sleepUntil
        return Task { [weak self] in
            do {
                try await sleepUntil(date)
            } catch {
                return
            }
            guard let self else { return }
            self.state.withLock { state in
                if state.watchers[id]?.date == date { state.watchers[id] = nil }
            }
            self.publish(explicit: [])
        }
    }
}
