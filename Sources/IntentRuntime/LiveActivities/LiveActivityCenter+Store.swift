#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// How a center keeps its records: in memory, or in the app group's store under its file lock,
// and how it takes another process's changes in.

extension LiveActivityCenter {
    // MARK: - Transactions

    enum OperationFailure: Error {
        case authorization(ActivityAuthorizationError)
        case activity(LiveActivityError)
    }

    /// Runs a change on the records, in the store when persistent (under its lock, written
    /// back only when `body` succeeds) or in memory; then takes the result into memory.
    func transact(
        _ body: (inout [String: ActivityRecord], Date, Int) throws(OperationFailure) -> Void
    ) throws(OperationFailure) {
        let revision = state.withLock { state in
            defer { state.nextRevision += 1 }
            return state.nextRevision
        }
        let window = self.window
        guard let store else {
            let outcome = state.withLock { state -> Result<[any ActivityObject], OperationFailure> in
                let now = clock.now()
                var records = state.records
                Self.prune(&records, now: now, window: window)
                do throws(OperationFailure) {
                    // Revisions in memory only need to increase.
                    try body(&records, now, max(revision, (records.values.map(\.revision).max() ?? 0) + 1))
                } catch {
                    return .failure(error)
                }
                let gone = state.records.keys.filter { records[$0] == nil }
                state.records = records
                return .success(gone.compactMap { Self.forget($0, in: &state) })
            }
            try outcome.get().forEach { $0.finish() }
            return
        }
        let path = store.fileURL.path
        var failure: OperationFailure?
        var usedRevision = 0
        let document: ActivityDocument
        do throws(AppGroupError) {
            document = try store.updateDocument(what: "the Live Activities") {
                (data) throws(AppGroupError) -> (Data?, ActivityDocument) in
                var document: ActivityDocument
                do throws(LiveActivityError) {
                    document = try decodeDocument(data, path: path)
                } catch {
                    throw AppGroupError(.corruptStore, path: path, message: error.message)
                }
                let now = clock.now()
                var records = Dictionary(document.activities.map { ($0.id, $0) }) { _, last in last }
                Self.prune(&records, now: now, window: window)
                do throws(OperationFailure) {
                    let next = (records.values.map(\.revision).max() ?? 0) + 1
                    usedRevision = max(revision, next)
                    try body(&records, now, usedRevision)
                } catch {
                    failure = error
                    return (nil, document)
                }
                document.activities = records.values.sorted { $0.precedes($1) }
                document.generation += 1
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                do {
                    return (try encoder.encode(document), document)
                } catch {
                    throw AppGroupError(.io, path: path, message: "cannot encode the activities: \(error)")
                }
            }
        } catch {
            throw .activity(LiveActivityError(.storeFailure, message: error.description))
        }
        merge(document, ownRevision: failure == nil ? usedRevision : nil)
        if let failure { throw failure }
    }

    func transactActivity(
        _ body: (inout [String: ActivityRecord], Date, Int) throws(LiveActivityError) -> Void
    ) throws(LiveActivityError) {
        do throws(OperationFailure) {
            try transact { (records, now, revision) throws(OperationFailure) in
                do throws(LiveActivityError) {
                    try body(&records, now, revision)
                } catch {
                    throw .activity(error)
                }
            }
        } catch {
            switch error {
            case .activity(let error): throw error
            case .authorization(let error): throw LiveActivityError(.storeFailure, message: error.message)
            }
        }
    }

    func decodeDocument(_ data: Data?, path: String) throws(LiveActivityError) -> ActivityDocument {
        guard let data, !data.isEmpty else { return ActivityDocument() }
        do {
            let document = try JSONDecoder().decode(ActivityDocument.self, from: data)
            guard document.version == 1 else {
                throw LiveActivityError(
                    .storeFailure,
                    message: "\(path): version \(document.version) of the Live Activities store; this runtime reads 1")
            }
            return document
        } catch let error as LiveActivityError {
            throw error
        } catch {
            throw LiveActivityError(
                .storeFailure,
                message: "\(path): not a store of Live Activities (\(Self.describe(decodingError: error))); "
                    + "move it aside to start afresh")
        }
    }

    /// Takes a store's records into memory, unless a newer generation is already there, and
    /// notes other processes' changes as events for the next ``publish(explicit:)``: requests,
    /// updates and ends. The first load of a process only adopts what it finds.
    /// - Parameters:
    ///   - document: The store's contents.
    ///   - ownRevision: The revision of this process's own change, which its caller reports.
    func merge(_ document: ActivityDocument, ownRevision: Int? = nil) {
        let now = clock.now()
        let window = self.window
        let removed: [any ActivityObject] = state.withLock { state in
            guard document.generation >= state.generation else { return [] }
            let isFirstLoad = !state.hasLoaded
            state.hasLoaded = true
            state.generation = document.generation
            var records: [String: ActivityRecord] = [:]
            for record in document.activities {
                let known = state.records[record.id]
                if let known, known.revision >= record.revision {
                    records[record.id] = known
                    continue
                }
                records[record.id] = record
                if isFirstLoad {
                    state.reported[record.id] = record.state(at: now, window: window)
                } else if record.revision != ownRevision {
                    let kind: LiveActivityEvent.Kind =
                        known == nil ? .requested : (known?.endDate == nil && record.endDate != nil ? .ended : .updated)
                    state.pending.append((kind, record.id))
                }
            }
            let gone = state.records.keys.filter { records[$0] == nil }
            state.records = records
            return gone.compactMap { Self.forget($0, in: &state) }
        }
        removed.forEach { $0.finish() }
    }

    /// Forgets an activity whose record is gone; returns its object, to be finished.
    static func forget(_ id: String, in state: inout State) -> (any ActivityObject)? {
        state.reported[id] = nil
        state.watchers.removeValue(forKey: id)?.task.cancel()
        return state.objects.removeValue(forKey: id)
    }

    /// Drops dismissed activities kept longer than a day, and all but the latest few.
    static func prune(_ records: inout [String: ActivityRecord], now: Date, window: TimeInterval) {
        let dismissed = records.values.filter { $0.state(at: now, window: window) == .dismissed }
            .sorted { $0.effectiveDismissalDate(window: window) > $1.effectiveDismissalDate(window: window) }
        for (index, record) in dismissed.enumerated()
        where index >= retainedDismissedActivities
            || now.timeIntervalSince(record.effectiveDismissalDate(window: window)) > dismissedRetention
        {
            records[record.id] = nil
        }
    }
}
