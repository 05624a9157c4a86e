import AppIntentsTesting
import Foundation
import IntentRuntime  // the registry and clock a test host is made of
import IntentTesting  // the test host, its error and a run's details, beyond Apple's AppIntentsTesting
import TasksKit
import Testing

/// The Tasks app tested by name, as Apple's AppIntentsTesting does: intents, entities and enums are
/// looked up in the app's checked-in metadata, so a test fails when the metadata no longer matches
/// the code.
extension TasksTests {
    static let bundleIdentifier = "com.example.tasks"

    /// What the app's bundle identifier stands for off-device: a host over its registered intents
    /// and its checked-in metadata, each with a task list of its own.
    static let registered: Void = {
        let metadata = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TasksKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
            .appendingPathComponent("Intents/Tasks.appintents")
        IntentTestHost.register(bundleIdentifier: bundleIdentifier) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID().uuidString)")
            // The host's own list: tests running at once never see each other's tasks.
            let dependencies = AppDependencyManager()
            dependencies.add(dependency: TaskList(directory: folder))
            var registry = IntentRegistry()
            try registry.register(package: TasksPackage.self)
            return try IntentTestHost(
                bundleIdentifier: bundleIdentifier,
                registry: registry,
                bundles: [try IntentTestHost.metadataBundle(at: metadata)],
                clock: ManualClock(),  // test time: a slow CI machine never times a run out
                dependencies: dependencies
            )
        }
    }()

    @Test func addsAndCompletesATaskByName() async throws {
        Self.registered
        let definitions = IntentDefinitions(bundleIdentifier: Self.bundleIdentifier)

        let added = try await definitions.intents["AddTaskIntent"]
            .makeIntent(taskTitle: "Water the plants", urgency: definitions.enums["Urgency"].makeCase("today"))
            .run()
        #expect(IntentRunDetails(added).dialog == "Added Water the plants")
        let task: AnyAppEntity = try added.value
        #expect(try task.title == "Water the plants")

        var complete = definitions.intents["CompleteTaskIntent"].makeIntent()
        complete.task = task
        let completed = try await complete.run()
        #expect(IntentRunDetails(completed).dialog == "Completed Water the plants")
        #expect(try await definitions.entities["TaskEntity"].suggestedEntities().isEmpty)
    }

    @Test func aMisspeltParameterNamesTheRealOnes() async throws {
        Self.registered
        let definitions = IntentDefinitions(bundleIdentifier: Self.bundleIdentifier)

        let intent = definitions.intents["AddTaskIntent"].makeIntent(title: "Water the plants")
        let error = await #expect(throws: IntentTestingError.self) { try await intent.run() }
        #expect(error?.description.contains("taskTitle") == true, "\(String(describing: error))")
    }
}
