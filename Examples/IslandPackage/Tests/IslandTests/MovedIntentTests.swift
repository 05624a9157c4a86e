import AppIntent
import DynamicIslandExtension
import Foundation
import IntentRuntime
import Testing
import Todo
import Weather

/// The check a test target runs first: does the checked-in metadata match the code? Here it does not, in the two
/// ways the founding story went wrong, and the check says how.
@Suite("The checked-in metadata against the code")
struct MovedIntentTests {
    static let intents = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // IslandTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Intents")
    static let host = "com.example.island.LiveActivity"

    @Test func theFreshMetadataMatches() throws {
        var weather = IntentRegistry()
        try weather.register(package: WeatherPackage.self)
        var todo = IntentRegistry()
        try todo.register(package: TodoPackage.self)

        try weather.verifyMetadata(
            at: Self.intents.appendingPathComponent("Weather.appintents"), hostBundleIdentifier: Self.host)
        try todo.verifyMetadata(
            at: Self.intents.appendingPathComponent("Todo.appintents"), hostBundleIdentifier: Self.host)
    }

    @Test func theMoveIsCaughtWhenTheOldCopyIsGone() throws {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentPackage.self)  // only the framework's copy

        let mismatch = #expect(throws: MetadataMismatch.self) {
            try registry.verifyMetadata(
                at: Self.intents.appendingPathComponent("DynamicIsland.appintents"), hostBundleIdentifier: Self.host)
        }

        #expect(mismatch?.findings.map(\.code) == [.movedModule])
        #expect(mismatch?.description.contains("the intent moved into module `AppIntent`") == true)
    }

    @Test func aMoveHalfDoneIsCaught() throws {
        var registry = IntentRegistry()
        try registry.register(package: DynamicIslandExtensionPackage.self)  // both copies

        let mismatch = #expect(throws: MetadataMismatch.self) {
            try registry.verifyMetadata(
                at: Self.intents.appendingPathComponent("DynamicIsland.appintents"), hostBundleIdentifier: Self.host)
        }

        #expect(mismatch?.findings.map(\.code) == [.staleCopy])
        let text = mismatch?.description ?? ""
        #expect(text.contains("runs `DynamicIslandExtension.ConfigurationAppIntent`"))
        #expect(
            text.contains("`AppIntent.ConfigurationAppIntent` (`9AppIntent013ConfigurationaB0V`) is registered too"))
        #expect(text.contains("it never runs"))
    }

    @Test func aHostWithoutMetadataCannotTell() throws {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentPackage.self)
        let host = IntentHost(bundleIdentifier: Self.host, registry: registry)

        let mismatch = #expect(throws: MetadataMismatch.self) { try host.verifyMetadata() }

        #expect(mismatch?.problems.first?.contains("no metadata loaded") == true)
    }
}
