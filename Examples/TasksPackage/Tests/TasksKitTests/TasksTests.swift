import Foundation
import IntentRuntime
import TasksKit
import Testing

/// Tests run at once: each host has a list of its own, in its own dependencies.
@Suite("Tasks")
struct TasksTests {
    /// A host over the app's package, its list in a fresh folder.
    static func host() throws -> IntentHost {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID().uuidString)")
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: TaskList(directory: folder))
        var registry = IntentRegistry()
        try registry.register(package: TasksPackage.self)
        return IntentHost(bundleIdentifier: "com.example.tasks", registry: registry, dependencies: dependencies)
    }

    /// The package's checked-in metadata, `Intents/`.
    static let metadata = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TasksKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Intents")

    @Test func theCheckedInMetadataMatchesTheCode() throws {
        var registry = IntentRegistry()
        try registry.register(package: TasksPackage.self)
        try registry.verifyMetadata(at: Self.metadata, hostBundleIdentifier: "com.example.tasks")
    }

    @Test func theAppleStylePackageRegistersTheModulesIntents() throws {
        #expect(try Self.host().registry.intents.map(\.identifier) == ["AddTaskIntent", "CompleteTaskIntent"])
    }

    @Test func aTaskIsAddedThenCompletedByItsNumber() async throws {
        let host = try Self.host()
        let added = try await host.run(identifier: "AddTaskIntent", parameters: ["taskTitle": "Water the plants"])
        let task = try #require(added.value as? TaskEntity)
        #expect(added.dialog?.description == "Added Water the plants")

        let completed = try await host.run(identifier: "CompleteTaskIntent", parameters: ["task": .int(task.id)])
        #expect(completed.phase == .succeeded)
        #expect(completed.dialog?.description == "Completed Water the plants")
    }

    @Test func aTaskThatDoesNotExistIsRefusedBeforePerform() async throws {
        let error = await #expect(throws: IntentHostError.self) {
            try await Self.host().run(identifier: "CompleteTaskIntent", parameters: ["task": 42])
        }
        #expect(error?.parameterError?.code == .entityNotFound)
    }
}
