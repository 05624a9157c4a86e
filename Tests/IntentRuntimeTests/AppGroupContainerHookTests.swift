import Foundation
import IntentRuntime
import Testing

/// Foundation's `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` is declared by AppleAPI and the app
/// groups by the engine, which builds on it: the call reaches `AppGroup` through a `package` hook.
@Suite("FileManager's app-group containers are the engine's AppGroup containers")
struct AppGroupContainerHookTests {
    @Test("containerURL(forSecurityApplicationGroupIdentifier:) is the group's container under the task's location")
    func containerFollowsTheTasksLocation() throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("app-group-hook-\(UUID().uuidString)", isDirectory: true)
        let url = AppGroup.$containersLocation.withValue(scratch) {
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.test.hook")
        }
        let expected = try AppGroup(identifier: "group.test.hook", containersDirectory: scratch).containerURL
        #expect(url == expected)
        #expect(url?.deletingLastPathComponent().standardizedFileURL == scratch.standardizedFileURL)
    }

    @Test("an identifier that could name a path outside the containers has no container")
    func unsafeIdentifierHasNone() {
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "..") == nil)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "a/b") == nil)
    }
}
