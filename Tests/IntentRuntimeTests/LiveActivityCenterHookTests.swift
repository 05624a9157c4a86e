import Foundation
import IntentRuntime
import Testing

/// Attributes only this suite requests, so that the process's shared center lists its activities apart.
struct HookAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        var step: Int
    }

    var name: String
}

/// ActivityKit's API lives in AppleAPI and the center in the engine, which builds on it: the API reaches the center
/// through a `package` hook. These tests show it reaches the center a task binds, and the shared one otherwise.
@Suite("ActivityKit's API reaches the engine's LiveActivityCenter", .timeLimit(.minutes(1)))
struct LiveActivityCenterHookTests {
    @Test("with no binding, Activity.request starts the activity in LiveActivityCenter.shared")
    func unboundRequestsGoToTheSharedCenter() async throws {
        let activity = try Activity.request(
            attributes: HookAttributes(name: UUID().uuidString),
            content: ActivityContent(state: .init(step: 1), staleDate: nil))
        #expect(activity.center === LiveActivityCenter.shared)
        #expect(LiveActivityCenter.shared.snapshot(id: activity.id)?.id == activity.id)
        #expect(Activity<HookAttributes>.activities.contains { $0.id == activity.id })
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(LiveActivityCenter.shared.snapshot(id: activity.id)?.activityState == .dismissed)
    }

    @Test("bound with LiveActivityCenter.$current, the API and ActivityAuthorizationInfo use the task's center")
    func boundRequestsGoToTheTasksCenter() async throws {
        let center = LiveActivityCenter()
        let denied = LiveActivityCenter(areActivitiesEnabled: false)
        let id = try await LiveActivityCenter.$current.withValue(center) {
            var started = Activity<HookAttributes>.activityUpdates.makeAsyncIterator()
            let activity = try Activity.request(
                attributes: HookAttributes(name: "bound"),
                content: ActivityContent(state: .init(step: 1), staleDate: nil))
            #expect(activity.center === center)
            #expect(await started.next()?.id == activity.id)
            #expect(Activity<HookAttributes>.activities.map(\.id) == [activity.id])
            #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
            return activity.id
        }
        #expect(
            LiveActivityCenter.$current.withValue(denied) { ActivityAuthorizationInfo().areActivitiesEnabled } == false)
        #expect(LiveActivityCenter.shared.snapshot(id: id) == nil)
    }
}
