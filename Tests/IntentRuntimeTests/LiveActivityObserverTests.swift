import Foundation
import IntentRuntime
import Testing

@Suite("Live Activity observers and app-group persistence", .timeLimit(.minutes(1)))
struct LiveActivityObserverTests {
    /// A fresh app-group container per test.
    static func appGroup() throws -> AppGroup {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("live-activity-tests-\(UUID().uuidString)", isDirectory: true)
        return try AppGroup(identifier: "group.test.activities", containersDirectory: directory)
    }

    // MARK: - Observers

    @Test("activityStateUpdates reports the end at 8 h and the dismissal at 12 h, then finishes")
    func stateUpdatesFollowTheClock() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        var states = activity.activityStateUpdates.makeAsyncIterator()
        await fixture.clock.waitForSleepers(count: 1)
        #expect(fixture.clock.sleeperDeadlines == [ManualClock.Instant(offset: ActivityFixture.hour * 8)])
        fixture.clock.advance(by: ActivityFixture.hour * 8)
        #expect(await states.next() == .ended)
        await fixture.clock.waitForSleepers(count: 1)
        fixture.clock.advance(by: ActivityFixture.hour * 4)
        #expect(await states.next() == .dismissed)
        #expect(await states.next() == nil)
    }

    @Test("a stale date wakes observers too")
    func staleDateIsObserved() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request(staleDate: ActivityFixture.start.addingTimeInterval(600))
        var states = activity.activityStateUpdates.makeAsyncIterator()
        await fixture.clock.waitForSleepers(count: 1)
        fixture.clock.advance(by: .seconds(600))
        #expect(await states.next() == .stale)
    }

    @Test("contentUpdates reports each update and the final content of the end")
    func contentUpdates() async throws {
        let fixture = ActivityFixture()
        let activity = try fixture.request()
        var contents = activity.contentUpdates.makeAsyncIterator()
        await activity.update(ActivityFixture.content("one"))
        await activity.end(ActivityFixture.content("two"), dismissalPolicy: .immediate)
        #expect(await contents.next()?.state.text == "one")
        #expect(await contents.next()?.state.text == "two")
        #expect(await contents.next() == nil)
    }

    @Test("activityUpdates reports activities of its type as they start")
    func activityUpdates() async throws {
        let fixture = ActivityFixture()
        try await LiveActivityCenter.$current.withValue(fixture.center) {
            var started = Activity<NoteAttributes>.activityUpdates.makeAsyncIterator()
            let activity = try Activity<NoteAttributes>.request(
                attributes: NoteAttributes(title: "t"), content: ActivityFixture.content("x"))
            let seen = await started.next()
            #expect(seen === activity)
            #expect(Activity<NoteAttributes>.activities.map(\.id) == [activity.id])
        }
    }

    @Test("Apple's static API uses the task's center: two centers never share activities")
    func taskLocalCenters() throws {
        let first = ActivityFixture()
        let second = ActivityFixture()
        try LiveActivityCenter.$current.withValue(first.center) {
            _ = try Activity.request(attributes: NoteAttributes(title: "a"), content: ActivityFixture.content("a"))
        }
        #expect(LiveActivityLimitTests.activities(in: first.center).count == 1)
        #expect(LiveActivityLimitTests.activities(in: second.center).isEmpty)
    }

    // MARK: - Persistence

    @Test("two centers on one app group (two processes) see, update and end the same activity")
    func sharedThroughTheAppGroup() async throws {
        let group = try Self.appGroup()
        defer { try? FileManager.default.removeItem(at: group.containerURL.deletingLastPathComponent()) }
        let app = ActivityFixture(persistence: .appGroup(group))
        let widget = ActivityFixture(persistence: .appGroup(group))
        let started = try app.request("from the app")

        let seen = try #require(LiveActivityLimitTests.activities(in: widget.center).first)
        #expect(seen.id == started.id)
        #expect(seen.content.state.text == "from the app")
        #expect(seen.attributes.title == "note")

        var contents = started.contentUpdates.makeAsyncIterator()
        await seen.update(ActivityFixture.content("from the extension"))
        try app.center.refresh()
        #expect(started.content.state.text == "from the extension")
        #expect(await contents.next()?.state.text == "from the extension")

        await started.end(nil, dismissalPolicy: .default)
        try widget.center.refresh()
        #expect(seen.activityState == .ended)
        let file = group.containerURL.appendingPathComponent("live-activities.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test("the cap counts every process's activities")
    func capAcrossProcesses() throws {
        let group = try Self.appGroup()
        defer { try? FileManager.default.removeItem(at: group.containerURL.deletingLastPathComponent()) }
        let first = ActivityFixture(persistence: .appGroup(group))
        let second = ActivityFixture(persistence: .appGroup(group))
        _ = try first.request("one")
        _ = try second.request("two")
        #expect(throws: ActivityAuthorizationError.globalMaximumExceeded) { try first.request("three") }
        #expect(try second.center.snapshots().count == 2)
    }

    @Test("a store that is not a store of activities is reported with its path, never a crash")
    func corruptStore() throws {
        let group = try Self.appGroup()
        defer { try? FileManager.default.removeItem(at: group.containerURL.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: group.containerURL, withIntermediateDirectories: true)
        let file = group.containerURL.appendingPathComponent("live-activities.json")
        try Data(#"{"version":1,"generation":3,"activities":[{"id":7}]}"#.utf8).write(to: file)
        let fixture = ActivityFixture(persistence: .appGroup(group))

        let error = try #require(throws: LiveActivityError.self) { try fixture.center.snapshots() }
        #expect(error.code == .storeFailure)
        #expect(error.message.contains(file.path))
        #expect(error.message.contains("not a store of Live Activities"))
        #expect(error.message.contains("at `activities[0].id`: expected String"))

        let refused = try #require(throws: ActivityAuthorizationError.self) { try fixture.request() }
        #expect(refused == .persistenceFailure)
        #expect(LiveActivityLimitTests.activities(in: fixture.center).isEmpty)
    }

    @Test("dismissed activities are kept for listing, at most 32")
    func dismissedActivitiesArePruned() async throws {
        let fixture = ActivityFixture(limits: LiveActivityLimits(maximumConcurrentActivities: 1))
        for index in 0..<40 {
            let activity = try fixture.request("\(index)")
            await activity.end(nil, dismissalPolicy: .immediate)
            fixture.clock.advance(by: .seconds(1))
        }
        let snapshots = try fixture.center.snapshots()
        #expect(snapshots.count == 33)
        #expect(snapshots.allSatisfy { $0.activityState == .dismissed })
        fixture.clock.advance(by: .seconds(25 * 3600))
        _ = try fixture.request("after a day")
        #expect(try fixture.center.snapshots().count == 1)
    }
}
