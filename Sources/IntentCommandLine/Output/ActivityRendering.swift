import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the command line shows Live Activities, as text and as JSON.
enum ActivityRendering {
    /// A date as ISO 8601, as in `2027-01-15T08:00:00Z`.
    static func date(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// A duration in at most two units, as in `1h 30m`, `45s`, `2d 3h`.
    static func duration(_ interval: TimeInterval) -> String {
        var rest = Int(abs(interval).rounded(.down))
        var parts: [String] = []
        for (name, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] {
            let count = rest / size
            rest %= size
            if count > 0 || !parts.isEmpty { parts.append("\(count)\(name)") }
            if parts.count == 2 { break }
        }
        if parts.count == 2, parts[1].hasPrefix("0") { parts.removeLast() }
        return parts.isEmpty ? "0s" : parts.joined(separator: " ")
    }

    /// A count of bytes against the limit, as in `11 of 4,096 bytes`.
    static func size(_ snapshot: LiveActivitySnapshot, limit: Int) -> String {
        "\(grouped(snapshot.contentStateSize)) of \(grouped(limit)) bytes"
    }

    /// A number with thousands separators.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    /// The lines `intents activities` prints for one activity.
    static func printText(_ snapshot: LiveActivitySnapshot, limits: LiveActivityLimits, console: Console) {
        let state = snapshot.activityState
        let style: Console.Style = state.hasEnded ? .boldRed : .boldGreen
        console.print(
            "\(snapshot.attributesTypeName) \(snapshot.id): " + console.styled(state.rawValue, style))
        let updates = snapshot.updateCount == 1 ? "1 update" : "\(snapshot.updateCount) updates"
        console.print(
            "  requested: \(date(snapshot.requestDate)) (\(duration(snapshot.age)) ago), \(updates)")
        if state.hasEnded {
            let how = snapshot.isEndedByApp ? "by the app" : "its \(duration(limits.lifetimeSeconds)) lifetime ran out"
            console.print("  ended: \(date(snapshot.endDate)) (\(how))")
        } else {
            console.print(
                "  ends: \(date(snapshot.endDate)) at the latest (\(duration(limits.lifetimeSeconds)) lifetime)")
        }
        let dismissal = state == .dismissed ? "dismissed" : "dismissal"
        console.print("  \(dismissal): \(date(snapshot.dismissalDate))")
        console.print("  stale date: \(snapshot.staleDate.map(date) ?? "none")")
        console.print(
            "  content state: \(snapshot.contentStateJSON) (\(size(snapshot, limit: limits.maximumContentStateSize)))")
        if let pushType = snapshot.pushType {
            console.print("  push type: \(pushType) (accepted; no push service here)")
        }
        for (region, link) in snapshot.deepLinks.sorted(by: { $0.key < $1.key }) {
            console.print("  link \(region): \(link)")
        }
        if let error = snapshot.deepLinkError {
            console.print("  links: \(error)")
        }
    }

    /// One activity as JSON.
    static func json(_ snapshot: LiveActivitySnapshot) -> JSONText {
        .object([
            ("id", .string(snapshot.id)),
            ("attributesType", .string(snapshot.attributesType)),
            ("state", .string(snapshot.activityState.rawValue)),
            ("requestDate", .string(date(snapshot.requestDate))),
            ("ageSeconds", .int(Int(snapshot.age.rounded(.down)))),
            ("updateCount", .int(snapshot.updateCount)),
            ("endDate", .string(date(snapshot.endDate))),
            ("endedByApp", .bool(snapshot.isEndedByApp)),
            ("dismissalDate", .string(date(snapshot.dismissalDate))),
            ("staleDate", snapshot.staleDate.map { .string(date($0)) } ?? .null),
            ("relevanceScore", .double(snapshot.relevanceScore)),
            ("attributes", .string(snapshot.attributesJSON)),
            ("contentState", .string(snapshot.contentStateJSON)),
            ("contentStateSize", .int(snapshot.contentStateSize)),
            ("pushType", snapshot.pushType.map { .string($0.description) } ?? .null),
            (
                "deepLinks",
                .object(
                    snapshot.deepLinks.sorted { $0.key < $1.key }.map {
                        ($0.key.description, .string($0.value.description))
                    })
            ),
        ])
    }
}

/// The Live Activities a run changed: the center's events after a mark, one entry per activity,
/// and the refusals.
struct ActivityChanges {
    /// One activity a run changed.
    struct Change {
        var kinds: [LiveActivityEvent.Kind]
        var snapshot: LiveActivitySnapshot
    }

    var changes: [Change] = []
    var refusals: [LiveActivityEvent] = []

    init(center: LiveActivityCenter, after mark: Int) {
        var order: [String] = []
        var kinds: [String: [LiveActivityEvent.Kind]] = [:]
        for event in center.events(after: mark) {
            if event.kind == .refused {
                refusals.append(event)
                continue
            }
            guard let id = event.activityID else { continue }
            if kinds[id] == nil { order.append(id) }
            if kinds[id, default: []].last != event.kind { kinds[id, default: []].append(event.kind) }
        }
        for id in order {
            if let snapshot = center.snapshot(id: id) {
                changes.append(Change(kinds: kinds[id] ?? [], snapshot: snapshot))
            }
        }
    }

    var isEmpty: Bool { changes.isEmpty && refusals.isEmpty }

    func printText(console: Console) {
        guard !isEmpty else { return }
        console.print("live activities:")
        for change in changes {
            let snapshot = change.snapshot
            var events = change.kinds.map(\.rawValue).joined(separator: ", ")
            if change.kinds.last?.rawValue != snapshot.activityState.rawValue {
                events += " → \(snapshot.activityState)"
            }
            console.print(
                "  \(snapshot.attributesTypeName) \(snapshot.id): \(events), content state "
                    + "\(snapshot.contentStateJSON) (\(ActivityRendering.grouped(snapshot.contentStateSize)) bytes)"
            )
        }
        for refusal in refusals {
            let what = refusal.activityID.map { "refused \($0)" } ?? "refused request"
            console.print("  \(what): \(refusal.error.map(ErrorText.message(of:)) ?? "")")
        }
    }

    func json() -> JSONText {
        .object([
            (
                "changed",
                .array(
                    changes.map { change in
                        guard case .object(let fields) = ActivityRendering.json(change.snapshot) else { return .null }
                        return .object([("events", .array(change.kinds.map { .string($0.rawValue) }))] + fields)
                    })
            ),
            (
                "refused",
                .array(
                    refusals.map { refusal in
                        .object([
                            ("id", refusal.activityID.map(JSONText.string) ?? .null),
                            ("error", .string(refusal.error.map(ErrorText.message(of:)) ?? "")),
                        ])
                    })
            ),
        ])
    }
}

extension LiveActivityLimits {
    /// The lifetime in seconds.
    fileprivate var lifetimeSeconds: TimeInterval {
        let (seconds, attoseconds) = maximumLifetime.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
