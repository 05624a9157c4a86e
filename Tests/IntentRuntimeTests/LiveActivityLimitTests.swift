import Foundation
import IntentRuntime
import Testing

/// A Live Activity whose content state is a string of any length: for the size limit.
struct NoteAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        var text: String
    }

    var title: String
}

/// A center on a manual clock, starting at a fixed date.
struct ActivityFixture {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let hour: Duration = .seconds(3600)

    let clock = ManualClock()
    let center: LiveActivityCenter

    init(limits: LiveActivityLimits = .platform, persistence: LiveActivityCenter.Persistence = .memory) {
        center = LiveActivityCenter(clock: clock, startDate: Self.start, limits: limits, persistence: persistence)
    }

    /// A content state whose JSON (`{"text":"…"}`, 11 bytes of syntax) is `size` bytes.
    static func note(bytes size: Int) -> NoteAttributes.ContentState {
        NoteAttributes.ContentState(text: String(repeating: "a", count: size - 11))
    }

    static func content(_ text: String, staleDate: Date? = nil) -> ActivityContent<NoteAttributes.ContentState> {
        ActivityContent(state: NoteAttributes.ContentState(text: text), staleDate: staleDate)
    }

    func request(_ text: String = "hello", staleDate: Date? = nil) throws -> Activity<NoteAttributes> {
        try center.request(attributes: NoteAttributes(title: "note"), content: Self.content(text, staleDate: staleDate))
    }
}

@Suite("Live Activity limits, on a manual clock")
struct LiveActivityLimitTests {
    // MARK: - 4 KB

    @Test("the size is the JSON JSONEncoder() writes with its default options: 4,096 accepted, 4,097 refused")
    func contentStateSizeBoundaryOnRequest() throws {
        let fixture = ActivityFixture()
        let fits = ActivityFixture.note(bytes: 4096)
        let over = ActivityFixture.note(bytes: 4097)
        // The encoding stated: a plain JSONEncoder, measured independently of the runtime.
        #expect(try JSONEncoder().encode(fits).count == 4096)
        #expect(try JSONEncoder().encode(over).count == 4097)
        #expect(try LiveActivityLimits.encodedSize(of: over) == 4097)

        let attributes = NoteAttributes(title: "note")
        let activity = try fixture.center.request(
            attributes: attributes, content: ActivityContent(state: fits, staleDate: nil))
        #expect(activity.content.state == fits)
        #expect(fixture.center.snapshot(id: activity.id)?.contentStateSize == 4096)

        do {
            _ = try fixture.center.request(
                attributes: attributes, content: ActivityContent(state: over, staleDate: nil))
            Issue.record("a 4,097-byte content state was accepted")
        } catch ActivityAuthorizationError.attributesTooLarge {
            // The pattern of Apple's platforms matches.
        }
        let error = try #require(
            throws: ActivityAuthorizationError.self,
            performing: {
                try fixture.center.request(
                    attributes: attributes, content: ActivityContent(state: over, staleDate: nil))
            })
        #expect(error == .attributesTooLarge)
        #expect(
            error.message.contains("4,097 bytes as JSON (JSONEncoder, default options), over the limit of 4,096 bytes"))
        #expect(try fixture.center.snapshots().count == 1)
    }

    @Test("an update is measured the same way: 4,096 accepted, 4,097 refused and the content kept")
    func contentStateSizeBoundaryOnUpdate() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        let fits = ActivityContent(state: ActivityFixture.note(bytes: 4096), staleDate: nil)
        let over = ActivityContent(state: ActivityFixture.note(bytes: 4097), staleDate: nil)

        try fixture.center.update(activity, with: fits)
        #expect(activity.content == fits)

        let error = try #require(throws: LiveActivityError.self) { try fixture.center.update(activity, with: over) }
        #expect(error.code == .contentStateTooLarge)
        #expect(error.activityID == activity.id)
        #expect(error.message.contains("4,097 bytes"))
        #expect(activity.content == fits)

        // ActivityKit's non-throwing update ignores it too, and the center reports the refusal.
        let before = fixture.center.lastEventNumber
        await activity.update(over)
        #expect(activity.content == fits)
        let refusals = fixture.center.events(after: before).filter { $0.kind == .refused }
        #expect(refusals.count == 1)
        #expect((refusals.first?.error as? LiveActivityError)?.code == .contentStateTooLarge)
    }

    @Test("a '/' in the state counts as the two bytes JSONEncoder writes, \\/")
    func slashesAreMeasuredEscaped() throws {
        #expect(try LiveActivityLimits.encodedSize(of: NoteAttributes.ContentState(text: "a/b")) == 15)
    }

    @Test("attributes over the limit are refused as attributesTooLarge")
    func attributesAreMeasured() throws {
        let fixture = ActivityFixture()
        let error = try #require(throws: ActivityAuthorizationError.self) {
            try fixture.center.request(
                attributes: NoteAttributes(title: String(repeating: "t", count: 5000)),
                content: ActivityFixture.content("x"))
        }
        #expect(error == .attributesTooLarge)
        #expect(error.message.contains("the attributes (IntentRuntimeTests.NoteAttributes)"))
    }

    // MARK: - 8 h, then 4 h

    @Test("the 8-hour lifetime ends an activity; updates after it are refused")
    func lifetimeEndsTheActivity() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        fixture.clock.advance(by: ActivityFixture.hour * 8 - .seconds(1))
        #expect(activity.activityState == .active)
        fixture.clock.advance(by: .seconds(1))
        #expect(activity.activityState == .ended)

        let snapshot = try #require(fixture.center.snapshot(id: activity.id))
        #expect(snapshot.endDate == ActivityFixture.start.addingTimeInterval(8 * 3600))
        #expect(!snapshot.isEndedByApp)

        let error = try #require(throws: LiveActivityError.self) {
            try fixture.center.update(activity, with: ActivityFixture.content("late"))
        }
        #expect(error.code == .activityEnded)
        #expect(error.message.contains("its lifetime ran out at 2027-01-15T16:00:00Z"))
        #expect(activity.content.state.text == "hello")
    }

    @Test("an ended activity is dismissed 4 hours after its end, 12 hours after its start")
    func dismissalFourHoursAfterTheEnd() throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        fixture.clock.advance(by: ActivityFixture.hour * 12 - .seconds(1))
        #expect(activity.activityState == .ended)
        #expect(Self.activities(in: fixture.center).map(\.id) == [activity.id])
        fixture.clock.advance(by: .seconds(1))
        #expect(activity.activityState == .dismissed)
        #expect(Self.activities(in: fixture.center).isEmpty)
        #expect(try fixture.center.snapshots().map(\.activityState) == [.dismissed])
    }

    @Test("ended by the app: dismissed 4 hours later by default")
    func endedByTheAppDefaultPolicy() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        fixture.clock.advance(by: ActivityFixture.hour)
        await activity.end(ActivityFixture.content("final"), dismissalPolicy: .default)
        #expect(activity.activityState == .ended)
        #expect(activity.content.state.text == "final")
        fixture.clock.advance(by: ActivityFixture.hour * 4 - .seconds(1))
        #expect(activity.activityState == .ended)
        fixture.clock.advance(by: .seconds(1))
        #expect(activity.activityState == .dismissed)
        #expect(fixture.center.snapshot(id: activity.id)?.isEndedByApp == true)
    }

    @Test("dismissal policies: immediate at once; after(date) at the date, within the 4-hour window")
    func dismissalPolicies() async throws {
        let fixture = ActivityFixture(limits: LiveActivityLimits(maximumConcurrentActivities: 10))
        let start = ActivityFixture.start
        let immediate = try fixture.request()
        let inAnHour = try fixture.request()
        let tooLate = try fixture.request()
        let past = try fixture.request()
        await immediate.end(nil, dismissalPolicy: .immediate)
        await inAnHour.end(nil, dismissalPolicy: .after(start.addingTimeInterval(3600)))
        await tooLate.end(nil, dismissalPolicy: .after(start.addingTimeInterval(10 * 3600)))
        await past.end(nil, dismissalPolicy: .after(start.addingTimeInterval(-60)))
        #expect(immediate.activityState == .dismissed)
        #expect(past.activityState == .dismissed)
        #expect(fixture.center.snapshot(id: inAnHour.id)?.dismissalDate == start.addingTimeInterval(3600))
        #expect(fixture.center.snapshot(id: tooLate.id)?.dismissalDate == start.addingTimeInterval(4 * 3600))
        fixture.clock.advance(by: ActivityFixture.hour)
        #expect(inAnHour.activityState == .dismissed)
        #expect(tooLate.activityState == .ended)
    }

    @Test("an activity past its lifetime can still be dismissed at once, but takes no new content")
    func endingAnEndedActivity() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        fixture.clock.advance(by: ActivityFixture.hour * 9)
        #expect(throws: LiveActivityError.self) {
            try fixture.center.end(activity, with: ActivityFixture.content("late"), dismissalPolicy: .immediate)
        }
        #expect(activity.activityState == .ended)
        try fixture.center.end(activity, with: nil, dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed)
    }

    // MARK: - Concurrent activities

    @Test("at most 2 ongoing activities by default: the third request is refused until one ends")
    func concurrencyCap() async throws {
        let fixture = ActivityFixture()
        let first = try fixture.request("one")
        _ = try fixture.request("two")
        do {
            _ = try fixture.request("three")
            Issue.record("a third concurrent activity was started")
        } catch ActivityAuthorizationError.globalMaximumExceeded {
        }
        let error = try #require(throws: ActivityAuthorizationError.self) { try fixture.request("three") }
        #expect(error.message.contains("already has 2 ongoing Live Activities"))
        #expect(error.message.contains(first.id))

        // Ended (still visible) activities do not count.
        await first.end(nil)
        #expect(first.activityState == .ended)
        _ = try fixture.request("three")
        #expect(Self.activities(in: fixture.center).count == 3)
    }

    @Test("the cap is the host's to set", arguments: [1, 3])
    func configurableCap(_ cap: Int) throws {
        let fixture = ActivityFixture(limits: LiveActivityLimits(maximumConcurrentActivities: cap))
        for index in 0..<cap { _ = try fixture.request("\(index)") }
        #expect(throws: ActivityAuthorizationError.globalMaximumExceeded) { try fixture.request("over") }
    }

    @Test("an activity whose lifetime ran out frees its place")
    func lifetimeFreesAPlace() throws {
        let fixture = ActivityFixture(limits: LiveActivityLimits(maximumConcurrentActivities: 1))
        _ = try fixture.request()
        #expect(throws: ActivityAuthorizationError.self) { try fixture.request() }
        fixture.clock.advance(by: ActivityFixture.hour * 8)
        _ = try fixture.request()
    }

    // MARK: - Updates after the end

    @Test("an update after the app ended the activity is refused, and reported")
    func updateAfterEndRefused() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        await activity.end(ActivityFixture.content("final"))
        let error = try #require(throws: LiveActivityError.self) {
            try fixture.center.update(activity, with: ActivityFixture.content("after"))
        }
        #expect(error.code == .activityEnded)
        #expect(error.message.contains("the app ended it at 2027-01-15T08:00:00Z"))
        #expect(error.message.contains("updates after the end are refused"))

        let before = fixture.center.lastEventNumber
        await activity.update(ActivityFixture.content("after"))
        #expect(activity.content.state.text == "final")
        let refused = fixture.center.events(after: before)
        #expect(refused.map(\.kind) == [.refused])
        #expect(refused.first?.activityID == activity.id)
    }

    // MARK: - Stale, denied

    @Test("past its stale date an activity is stale, until an update brings fresh content")
    func staleUntilUpdated() async throws {
        let fixture = ActivityFixture()
        let start = ActivityFixture.start
        let activity = try fixture.request(staleDate: start.addingTimeInterval(1800))
        fixture.clock.advance(by: .seconds(1800))
        #expect(activity.activityState == .stale)
        await activity.update(ActivityFixture.content("fresh", staleDate: start.addingTimeInterval(3600 * 2)))
        #expect(activity.activityState == .active)
    }

    @Test("a center with activities turned off refuses every request as denied")
    func denied() throws {
        let center = LiveActivityCenter(areActivitiesEnabled: false)
        #expect(throws: ActivityAuthorizationError.denied) {
            try center.request(attributes: NoteAttributes(title: "t"), content: ActivityFixture.content("x"))
        }
        LiveActivityCenter.$current.withValue(center) {
            #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
        }
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    static func activities(in center: LiveActivityCenter) -> [Activity<NoteAttributes>] {
        LiveActivityCenter.$current.withValue(center) { Activity<NoteAttributes>.activities }
    }
}
