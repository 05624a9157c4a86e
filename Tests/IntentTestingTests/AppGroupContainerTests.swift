import Foundation
import IntentRuntime
import IntentTesting
import Testing

@Suite("Per-test app-group containers")
struct AppGroupContainerTests {
    @Test("the task-local location wins over the environment, for the task and the tasks it starts")
    func taskLocal() async throws {
        let environment = [AppGroup.containersEnvironmentVariable: "/tmp/from-the-environment"]
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("containers-\(UUID())")
        let outside = try AppGroup(identifier: "group.a", environment: environment)
        #expect(outside.containerURL.path == "/tmp/from-the-environment/group.a")
        try await AppGroup.$containersLocation.withValue(scratch) {
            let inside = try AppGroup(identifier: "group.a", environment: environment)
            #expect(inside.containerURL == scratch.appendingPathComponent("group.a", isDirectory: true))
            let child = try await Task { try AppGroup(identifier: "group.a", environment: environment) }.value
            #expect(child.containerURL == inside.containerURL)
        }
    }

    @Test("two hosts running at once write their own app groups; a host's folder goes with it")
    func hostsKeepApart() async throws {
        let second = try Hosts.shelf()
        let firstFolder: URL
        do {
            let first = try Hosts.shelf()
            firstFolder = first.containersDirectory
            async let a = IntentDefinitions(host: first).intents["StampIntent"].makeIntent(text: "a").run()
            async let b = IntentDefinitions(host: second).intents["StampIntent"].makeIntent(text: "b").run()
            let (pathA, pathB): (String, String) = (try await a.value, try await b.value)
            #expect(pathA.hasPrefix(firstFolder.path))
            #expect(pathB.hasPrefix(second.containersDirectory.path))
            #expect(FileManager.default.fileExists(atPath: firstFolder.path))
        }
        let storeB = try AppGroupStore(
            group: AppGroup(identifier: "group.com.example.shelf", containersDirectory: second.containersDirectory))
        #expect(try storeB.value(forKey: "stamp") == .string("b"))
        #expect(!FileManager.default.fileExists(atPath: firstFolder.path))
    }
}
