#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a process's Live Activities live: what the system keeps on a device, for a host.
///
/// ActivityKit's API is static (`Activity.request(…)`, `Activity.activities`); its calls go to
/// the center of the calling task, ``current``. That is ``shared`` unless a host or a test binds
/// another for the duration of an operation, so tests running at once never share activities:
///
/// ```swift
/// let clock = ManualClock()
/// let center = LiveActivityCenter(clock: clock, startDate: start)
/// try await LiveActivityCenter.$current.withValue(center) {
///     let activity = try Activity.request(attributes: attributes, content: content)
///     clock.advance(by: .seconds(8 * 3600))
///     #expect(activity.activityState == .ended)
/// }
/// ```
///
/// A center enforces ``limits`` on its clock: the content state's size on request, update and
/// end; the lifetime, after which an activity ends; the dismissal window, after which an ended
/// activity is dismissed; the number of ongoing activities. States follow from the activities'
/// dates, so they are exact at any moment however the clock moves; observers
/// (``Activity/activityStateUpdates``) are told of each change as it happens on the clock.
///
/// With ``Persistence-swift.struct/appGroup(_:)`` persistence the activities live in the app
/// group's container, so every process of the app (the `intents` command line run twice, an app
/// and its extension) sees the same activities; each operation reads and writes the store under
/// its file lock. Another process's changes are seen at the next operation or ``refresh()``.
///
/// The default, ``shared``, keeps its activities in memory, on the continuous clock, with
/// ``LiveActivityLimits/platform`` limits.
public final class LiveActivityCenter: Sendable {
    /// Where a center keeps its activities.
    public struct Persistence: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case memory
            case appGroup(AppGroup)
        }

        let kind: Kind

        /// In this process's memory only.
        public static let memory = Persistence(kind: .memory)

        /// In the app group's container (the store named ``storeName``), shared by every process
        /// of the app.
        /// - Parameter group: The app group.
        /// - Returns: The persistence.
        public static func appGroup(_ group: AppGroup) -> Persistence {
            Persistence(kind: .appGroup(group))
        }

        /// The name of the app-group store that holds the activities: the file
        /// `live-activities.json` in the group's container.
        public static let storeName = "live-activities"

        /// `memory` or `app group <identifier>`.
        public var description: String {
            switch kind {
            case .memory: "memory"
            case .appGroup(let group): "app group \(group.identifier)"
            }
        }
    }

    /// The process-wide center: in memory, on the continuous clock, with the platform's limits.
    public static let shared = LiveActivityCenter()

    /// The center ActivityKit's static API uses in the calling task: ``shared`` unless bound to
    /// another with `LiveActivityCenter.$current.withValue(center) { … }` (a host's command line
    /// does this around every run; tests do it to keep their activities to themselves).
    @TaskLocal public static var current: LiveActivityCenter = shared

    /// How many ended activities a center keeps for listing after their dismissal, at most.
    static let retainedDismissedActivities = 32

    /// How long a dismissed activity is kept for listing.
    static let dismissedRetention: TimeInterval = 24 * 3600

    /// How many recent events ``events(after:)`` can return.
    static let retainedEvents = 256

    /// The limits the center enforces.
    public let limits: LiveActivityLimits

    /// Where the center keeps its activities.
    public let persistence: Persistence

    /// Whether the app may start Live Activities; when not, every request is refused with
    /// `ActivityAuthorizationError.denied`.
    public let areActivitiesEnabled: Bool

    let clock: TimelineClock
    let store: AppGroupStore?
    let state = Locked(State())
    let hub = EventHub<LiveActivityEvent>()

    typealias Linker = @Sendable (ActivityRecord) throws -> [LiveActivityRegion: DeepLink]

    struct State {
        var records: [String: ActivityRecord] = [:]
        /// The store generation the records come from.
        var generation = 0
        /// Whether the store has been read once: what the first read finds is adopted, not reported.
        var hasLoaded = false
        /// The last state the center reported for each activity.
        var reported: [String: ActivityState] = [:]
        var objects: [String: any ActivityObject] = [:]
        var watchers: [String: (date: Date, task: Task<Void, Never>)] = [:]
        var events: [LiveActivityEvent] = []
        var lastEventNumber = 0
        var linkers: [String: Linker] = [:]
        var nextRevision = 1
        /// Other processes' changes seen by the last merge, to report.
        var pending: [(LiveActivityEvent.Kind, String)] = []
    }

    /// Creates a center.
    /// - Parameters:
    ///   - clock: The clock lifetimes and stale dates run on: a ``ManualClock`` in tests.
    ///   - startDate: The date at the clock's current instant; dates advance with the clock.
    ///   - limits: The limits to enforce.
    ///   - persistence: Where to keep the activities.
    ///   - areActivitiesEnabled: Whether the app may start Live Activities.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        startDate: Date = Date(),
        limits: LiveActivityLimits = .platform,
        persistence: Persistence = .memory,
        areActivitiesEnabled: Bool = true
    ) {
        self.clock = TimelineClock(clock: clock, startDate: startDate)
        self.limits = limits
        self.persistence = persistence
        self.areActivitiesEnabled = areActivitiesEnabled
        switch persistence.kind {
        case .memory: store = nil
        case .appGroup(let group): store = try? AppGroupStore(group: group, name: Persistence.storeName)
        }
    }

    deinit {
        let (watchers, objects) = state.withLock { state in
            (state.watchers.values.map(\.task), Array(state.objects.values))
        }
        watchers.forEach { $0.cancel() }
        objects.forEach { $0.finish() }
        hub.finish()
    }

    /// The center's current date, on its clock.
    public var now: Date { clock.now() }

    var window: TimeInterval { limits.dismissalInterval }

    // MARK: - Requests, updates and ends

    /// Starts a Live Activity; what `Activity.request(attributes:content:pushType:)` calls.
    /// - Parameters:
    ///   - attributes: The static attributes.
    ///   - content: The first content.
    ///   - pushType: Accepted and recorded; inert off Apple's platforms.
    /// - Returns: The activity, ``ActivityState/active`` (or ``ActivityState/stale`` if its
    ///   stale date has passed).
    /// - Throws: Always an ``ActivityAuthorizationError`` (declared untyped, as ActivityKit's
    ///   `request` is, so `catch ActivityAuthorizationError.denied` works as there): `denied`
    ///   when activities are turned off,
    ///   `attributesTooLarge` when the attributes or the content state are over the size limit
    ///   (ActivityKit documents no separate code for the content state), `globalMaximumExceeded`
    ///   when the app has as many ongoing activities as the limit allows, `persistenceFailure`
    ///   when a value cannot be encoded or the store cannot be written. The refusal is also
    ///   reported as a ``LiveActivityEvent``.
    public func request<Attributes: ActivityAttributes>(
        attributes: Attributes,
        content: ActivityContent<Attributes.ContentState>,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        do throws(ActivityAuthorizationError) {
            return try makeRequest(attributes: attributes, content: content, pushType: pushType)
        } catch {
            report(.refused, id: nil, error: error)
            throw error
        }
    }

    private func makeRequest<Attributes: ActivityAttributes>(
        attributes: Attributes,
        content: ActivityContent<Attributes.ContentState>,
        pushType: PushType?
    ) throws(ActivityAuthorizationError) -> Activity<Attributes> {
        let typeName = Self.typeName(of: Attributes.self)
        guard areActivitiesEnabled else {
            throw .denied.with("Live Activities are turned off for this app; \(typeName) was not started")
        }
        let attributesJSON: String
        let stateJSON: String
        do throws(LiveActivityError) {
            attributesJSON = try encode(attributes, what: "the attributes (\(typeName))", activityID: nil)
            stateJSON = try encode(content.state, what: "the content state", activityID: nil)
        } catch {
            if error.code == .contentStateTooLarge { throw .attributesTooLarge.with(error.message) }
            throw .persistenceFailure.with(error.message)
        }
        let id = UUID().uuidString
        let cap = limits.maximumConcurrentActivities
        let lifetime = limits.lifetimeInterval
        let window = self.window
        do {
            try transact { (records, now, revision) throws(OperationFailure) in
                let ongoing = records.values.filter { !$0.state(at: now, window: window).hasEnded }
                guard ongoing.count < cap else {
                    let list = ongoing.sorted { $0.precedes($1) }
                        .map { "\($0.id) (\(Self.shortName($0.attributesType)))" }
                    throw .authorization(
                        .globalMaximumExceeded.with(
                            "the app already has \(ongoing.count) ongoing Live Activities (\(list.joined(separator: ", "))), "
                                + "at most \(cap) at once; end one before requesting \(typeName)"))
                }
                records[id] = ActivityRecord(
                    id: id,
                    attributesType: typeName,
                    attributes: attributesJSON,
                    contentState: stateJSON,
                    staleDate: content.staleDate,
                    relevanceScore: content.relevanceScore,
                    pushType: pushType?.spelling,
                    requestDate: now,
                    sequence: (records.values.map(\.sequence).max() ?? 0) + 1,
                    lifetimeEndDate: now.addingTimeInterval(lifetime),
                    endDate: nil,
                    dismissalDate: nil,
                    updateDate: now,
                    updateCount: 0,
                    revision: revision
                )
            }
        } catch {
            switch error {
            case .authorization(let error): throw error
            case .activity(let error): throw .persistenceFailure.with(error.message)
            }
        }
        let activity = state.withLock { state in
            if let existing = state.objects[id] as? Activity<Attributes> { return existing }
            let revision = state.records[id]?.revision ?? 0
            let activity = Activity(
                id: id, attributes: attributes, content: content, stateJSON: stateJSON, revision: revision,
                state: state.records[id].map { $0.state(at: clock.now(), window: window) } ?? .active, center: self)
            state.objects[id] = activity
            return activity
        }
        publish(explicit: [(.requested, id)])
        return activity
    }

    /// Replaces an activity's content; what ``Activity/update(_:)`` calls, throwing what that
    /// method ignores.
    /// - Parameters:
    ///   - activity: The activity.
    ///   - content: The new content.
    /// - Throws: ``LiveActivityError``: `contentStateTooLarge` over the size limit,
    ///   `activityEnded` once the activity has ended, `unknownActivity`, `encodingFailed`,
    ///   `storeFailure`. The refusal is also reported as a ``LiveActivityEvent``.
    public func update<Attributes: ActivityAttributes>(
        _ activity: Activity<Attributes>,
        with content: ActivityContent<Attributes.ContentState>
    ) throws(LiveActivityError) {
        let id = activity.id
        do {
            let json = try encode(content.state, what: "the content state", activityID: id)
            let window = self.window
            try transactActivity { (records, now, revision) throws(LiveActivityError) in
                guard var record = records[id] else { throw Self.unknown(id) }
                let current = record.state(at: now, window: window)
                guard !current.hasEnded else {
                    throw Self.ended(record, state: current, window: window, refusing: "updates after the end")
                }
                record.contentState = json
                record.staleDate = content.staleDate
                record.relevanceScore = content.relevanceScore
                record.updateDate = now
                record.updateCount += 1
                record.revision = revision
                records[id] = record
            }
        } catch {
            report(.refused, id: id, error: error)
            throw error
        }
        publish(explicit: [(.updated, id)])
    }

    /// Ends an activity; what ``Activity/end(_:dismissalPolicy:)`` calls, throwing what that
    /// method ignores.
    ///
    /// An activity that has already ended (its lifetime ran out, or the app ended it) takes no
    /// new content, but its dismissal may be brought forward: ending it again with no content
    /// and ``ActivityUIDismissalPolicy/immediate`` dismisses it now.
    /// - Parameters:
    ///   - activity: The activity.
    ///   - content: The final content; `nil` keeps the current one.
    ///   - dismissalPolicy: When the ended activity leaves the screen.
    /// - Throws: ``LiveActivityError``: `contentStateTooLarge` over the size limit,
    ///   `activityEnded` for new content after the end or for a dismissed activity,
    ///   `unknownActivity`, `encodingFailed`, `storeFailure`. The refusal is also reported as a
    ///   ``LiveActivityEvent``.
    public func end<Attributes: ActivityAttributes>(
        _ activity: Activity<Attributes>,
        with content: ActivityContent<Attributes.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) throws(LiveActivityError) {
        let id = activity.id
        do {
            var json: String?
            if let content {
                json = try encode(content.state, what: "the final content state", activityID: id)
            }
            let window = self.window
            try transactActivity { (records, now, revision) throws(LiveActivityError) in
                guard var record = records[id] else { throw Self.unknown(id) }
                let current = record.state(at: now, window: window)
                switch current {
                case .dismissed:
                    throw Self.ended(record, state: current, window: window, refusing: "ending it again")
                case .ended:
                    guard content == nil else {
                        throw Self.ended(record, state: current, window: window, refusing: "new content")
                    }
                    let proposed = max(
                        now, dismissalPolicy.dismissalDate(endingAt: record.effectiveEndDate, window: window))
                    guard proposed < record.effectiveDismissalDate(window: window) else { return }
                    record.dismissalDate = proposed
                    if record.endDate == nil { record.endDate = record.lifetimeEndDate }
                default:
                    if let json, let content {
                        record.contentState = json
                        record.staleDate = content.staleDate
                        record.relevanceScore = content.relevanceScore
                        record.updateDate = now
                        record.updateCount += 1
                    }
                    record.endDate = now
                    record.dismissalDate = dismissalPolicy.dismissalDate(endingAt: now, window: window)
                }
                record.revision = revision
                records[id] = record
            }
        } catch {
            report(.refused, id: id, error: error)
            throw error
        }
        publish(explicit: [(.ended, id)])
    }

    // MARK: - Reading

    /// The activities of one attributes type that are not dismissed, oldest first; what
    /// `Activity.activities` returns. Reads the store first when persistent.
    /// - Parameter type: The attributes type.
    /// - Returns: The activities; one object per activity, the same on every call.
    public func activities<Attributes: ActivityAttributes>(of type: Attributes.Type) -> [Activity<Attributes>] {
        try? refresh()
        let typeName = Self.typeName(of: type)
        let now = clock.now()
        let records = state.withLock { state in
            state.records.values.filter {
                $0.attributesType == typeName && $0.state(at: now, window: window) != .dismissed
            }
        }
        return records.sorted { $0.precedes($1) }.compactMap { object(for: $0) }
    }

    /// Every activity of every attributes type, dismissed ones still kept included, oldest first,
    /// at ``now``. Reads the store first when persistent.
    /// - Returns: The snapshots.
    /// - Throws: ``LiveActivityError`` with ``LiveActivityError/Code/storeFailure`` when the
    ///   app group's store cannot be read or is not a store of activities.
    public func snapshots() throws(LiveActivityError) -> [LiveActivitySnapshot] {
        try refresh()
        let now = clock.now()
        let (records, linkers) = state.withLock { ($0.records, $0.linkers) }
        return records.values.sorted { $0.precedes($1) }.map {
            snapshot(of: $0, at: now, linkers: linkers)
        }
    }

    /// One activity at ``now``, from what the center holds (without reading the store).
    /// - Parameter id: The activity's identifier.
    /// - Returns: The snapshot, or `nil` when the center has no such activity.
    public func snapshot(id: String) -> LiveActivitySnapshot? {
        let (record, linkers) = state.withLock { ($0.records[id], $0.linkers) }
        return record.map { snapshot(of: $0, at: clock.now(), linkers: linkers) }
    }

    /// Reads the store (when persistent) and tells observers of every change seen: another
    /// process's requests, updates and ends, and changes of state with time.
    /// - Throws: ``LiveActivityError`` with ``LiveActivityError/Code/storeFailure`` when the
    ///   store cannot be read or is not a store of activities.
    public func refresh() throws(LiveActivityError) {
        if let store {
            let data: Data?
            do {
                data = try store.readDocument()
            } catch {
                throw LiveActivityError(.storeFailure, message: error.description)
            }
            let document = try decodeDocument(data, path: store.fileURL.path)
            merge(document)
        }
        publish(explicit: [])
    }

    /// Lets snapshots of an attributes type carry the deep link of each region.
    /// - Parameter type: The attributes type.
    public func registerLinks<Attributes: LiveActivityLinking>(for type: Attributes.Type) {
        // Through an existential: attributes types need not be `Sendable`, nor their metatypes,
        // which a generic closure would capture.
        let typed: any RecordLinking = TypedRecordLinking<Attributes>()
        let linker: Linker = { record in try typed.links(for: record) }
        state.withLock { $0.linkers[Self.typeName(of: type)] = linker }
    }

    // MARK: - Events

    /// A stream of the center's events from now on. Each call makes a new stream; it ends when
    /// the center is released.
    /// - Parameter limit: How many unread events to keep; older ones are dropped.
    /// - Returns: The stream.
    public func events(bufferingNewest limit: Int = 256) -> AsyncStream<LiveActivityEvent> {
        hub.subscribe(bufferingNewest: limit)
    }

    /// The number of the latest event; 0 before the first.
    public var lastEventNumber: Int { state.withLock { $0.lastEventNumber } }

    /// The recent events after a number, oldest first (the center keeps the latest 256).
    /// - Parameter number: An event number, such as ``lastEventNumber`` before a run.
    /// - Returns: The events numbered after it.
    public func events(after number: Int) -> [LiveActivityEvent] {
        state.withLock { $0.events.filter { $0.number > number } }
    }

    // MARK: - State of one activity

    /// An activity's state now, telling observers if it changed with time.
    package func currentState(of id: String) -> ActivityState? {
        let now = clock.now()
        let (current, reported) = state.withLock { state in
            (state.records[id]?.state(at: now, window: window), state.reported[id])
        }
        if let current, current != reported { publish(explicit: []) }
        return current
    }

    // MARK: - Objects

    /// The one object of an activity, made from its record the first time it is asked for.
    private func object<Attributes: ActivityAttributes>(for record: ActivityRecord) -> Activity<Attributes>? {
        if let existing = state.withLock({ $0.objects[record.id] }) { return existing as? Activity<Attributes> }
        let decoder = JSONDecoder()
        guard let attributes = try? decoder.decode(Attributes.self, from: Data(record.attributes.utf8)),
            let contentState = try? decoder.decode(Attributes.ContentState.self, from: Data(record.contentState.utf8))
        else {
            return nil
        }
        let content = ActivityContent(
            state: contentState, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
        let now = clock.now()
        return state.withLock { state in
            if let existing = state.objects[record.id] { return existing as? Activity<Attributes> }
            let activity = Activity(
                id: record.id, attributes: attributes, content: content, stateJSON: record.contentState,
                revision: record.revision, state: record.state(at: now, window: window), center: self)
            state.objects[record.id] = activity
            return activity
        }
    }

    /// The activity of a type with an identifier, if the center has it.
    package func activity<Attributes: ActivityAttributes>(id: String, of type: Attributes.Type) -> Activity<Attributes>?
    {
        guard let record = state.withLock({ $0.records[id] }),
            record.attributesType == Self.typeName(of: type)
        else { return nil }
        return object(for: record)
    }

    // MARK: - Helpers

    func snapshot(of record: ActivityRecord, at now: Date, linkers: [String: Linker]) -> LiveActivitySnapshot {
        var links: [LiveActivityRegion: DeepLink] = [:]
        var linkError: String?
        if let linker = linkers[record.attributesType] {
            do {
                links = try linker(record)
            } catch let error as DeepLinkError {
                linkError = error.description
            } catch {
                linkError = "cannot decode the activity: \(Self.describe(decodingError: error))"
            }
        }
        return LiveActivitySnapshot(
            record: record, date: now, window: window, deepLinks: links, deepLinkError: linkError)
    }

    private func encode(_ value: some Encodable, what: String, activityID: String?) throws(LiveActivityError) -> String
    {
        let data: Data
        do {
            data = try LiveActivityLimits.encode(value)
        } catch {
            throw LiveActivityError(
                .encodingFailed, activityID: activityID,
                message: "\(what) cannot be encoded as JSON: \(Self.describe(decodingError: error))")
        }
        let limit = limits.maximumContentStateSize
        guard data.count <= limit else {
            throw LiveActivityError(
                .contentStateTooLarge, activityID: activityID,
                message: "\(what) is \(Self.bytes(data.count)) as JSON (JSONEncoder, default options), over the "
                    + "limit of \(Self.bytes(limit))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func unknown(_ id: String) -> LiveActivityError {
        LiveActivityError(
            .unknownActivity, activityID: id,
            message: "no such activity in this center (it was removed, or belongs to another center)")
    }

    private static func ended(
        _ record: ActivityRecord, state: ActivityState, window: TimeInterval, refusing what: String
    ) -> LiveActivityError {
        let how =
            record.endDate.map { "the app ended it at \($0.formatted(.iso8601))" }
            ?? "its lifetime ran out at \(record.lifetimeEndDate.formatted(.iso8601))"
        let dismissed =
            state == .dismissed
            ? "; it was dismissed at \(record.effectiveDismissalDate(window: window).formatted(.iso8601))" : ""
        return LiveActivityError(
            .activityEnded, activityID: record.id,
            message: "the activity has ended (\(how)\(dismissed)); \(what) are refused")
    }

    /// A type's fully qualified name, as records name it: the text `String(reflecting:)` gives, without its three
    /// dynamic casts, each of which scans every conformance record of the program on first use.
    static func typeName(of type: Any.Type) -> String {
        _typeName(type, qualified: true)
    }

    private static func shortName(_ typeName: String) -> String {
        typeName.split(separator: ".").last.map(String.init) ?? typeName
    }

    /// A byte count with thousands separators, as in `4,097 bytes`.
    static func bytes(_ count: Int) -> String {
        let digits = String(count)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped + (count == 1 ? " byte" : " bytes")
    }

    static func describe(decodingError error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the top level" : "`\(text)`"
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): no `\(key.stringValue)`"
        case DecodingError.typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(type)"
        case DecodingError.valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected \(type), found null"
        case DecodingError.dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        case EncodingError.invalidValue(_, let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }

}

extension LiveActivityCenter: ActivityCenterEngine {
    /// ``current``, for ActivityKit's static API.
    package static var centerOfCurrentTask: any ActivityCenterEngine { current }

    /// The identifiers of the activities requested from now on, for `Activity.activityUpdates`; the stream ends when
    /// the center is released.
    package func requestedActivityIDs() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let requests = hub.subscribe(bufferingNewest: 256)
        let task = Task {
            for await event in requests where event.kind == .requested {
                if let id = event.activityID { continuation.yield(id) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}

/// Reads the deep links of a stored activity.
private protocol RecordLinking: Sendable {
    func links(for record: ActivityRecord) throws -> [LiveActivityRegion: DeepLink]
}

/// Reads the deep links of a stored activity of one attributes type.
private struct TypedRecordLinking<Attributes: LiveActivityLinking>: RecordLinking {
    func links(for record: ActivityRecord) throws -> [LiveActivityRegion: DeepLink] {
        let decoder = JSONDecoder()
        let attributes = try decoder.decode(Attributes.self, from: Data(record.attributes.utf8))
        let state = try decoder.decode(Attributes.ContentState.self, from: Data(record.contentState.utf8))
        return try attributes.deepLinks(for: state)
    }
}
