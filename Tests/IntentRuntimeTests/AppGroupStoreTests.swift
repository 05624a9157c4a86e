import Foundation
import IntentRuntime
import ProcessTestSupport
import Testing

@Suite("AppGroupStore")
struct AppGroupStoreTests {
    /// A fresh containers directory per test.
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("app-group-tests-\(UUID().uuidString)", isDirectory: true)

    func makeStore(_ group: String = "group.test.counter") throws -> AppGroupStore {
        try AppGroupStore(group: AppGroup(identifier: group, containersDirectory: directory))
    }

    @Test(arguments: [
        "", ".", "..", "../etc", "a/b", "/abs", "group with space", "naïve", String(repeating: "a", count: 256),
    ])
    func refusesIdentifiersThatAreNotPlainNames(_ identifier: String) {
        #expect(throws: AppGroupError.self) {
            _ = try AppGroup(identifier: identifier, containersDirectory: directory)
        }
        #expect(throws: AppGroupError.self) {
            _ = try AppGroupStore(group: AppGroup(identifier: "ok", containersDirectory: directory), name: identifier)
        }
    }

    @Test func containerComesFromTheEnvironmentVariableThenXDGThenHome() throws {
        let custom = try AppGroup(identifier: "g", environment: [AppGroup.containersEnvironmentVariable: "/tmp/groups"])
        #expect(custom.containerURL.path == "/tmp/groups/g")
        let xdg = try AppGroup(identifier: "g", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.containerURL.path == "/data/intent-runtime/app-groups/g")
        let home = try AppGroup(identifier: "g", environment: ["HOME": "/home/u"])
        #expect(home.containerURL.path == "/home/u/.local/share/intent-runtime/app-groups/g")
    }

    @Test func setReadAndIncrement() throws {
        let store = try makeStore()
        #expect(try store.values().isEmpty)
        #expect(try store.increment("count") == 1)
        #expect(try store.increment("count", by: 41) == 42)
        try store.set(.string("sending"), forKey: "state")
        try store.set(.bool(true), forKey: "locked")
        try store.set(.double(2.5), forKey: "ratio")
        #expect(
            try store.values() == [
                "count": .int(42), "state": .string("sending"), "locked": .bool(true), "ratio": .double(2.5),
            ])
        try store.set(nil, forKey: "state")
        #expect(try store.value(forKey: "state") == nil)
        #expect(try store.integer(forKey: "count") == 42)
    }

    struct Settings: Codable, Equatable {
        var city: String
        var favourites: [Int]
    }

    @Test func bytesAndCodableValuesSurviveTheFileAndAreNeverMistakenForStrings() throws {
        let store = try makeStore()
        let bytes = Data([0, 1, 2, 255])
        try store.set(.data(bytes), forKey: "blob")
        // Text that happens to be valid base64 stays text.
        try store.set(.string("AAEC/w=="), forKey: "text")
        try store.setEncoded(Settings(city: "Oslo", favourites: [3, 1]), forKey: "settings")

        let reopened = try makeStore()
        #expect(try reopened.data(forKey: "blob") == bytes)
        #expect(try reopened.value(forKey: "text") == .string("AAEC/w=="))
        #expect(try reopened.decoded(Settings.self, forKey: "settings") == Settings(city: "Oslo", favourites: [3, 1]))
        #expect(try reopened.decoded(Settings.self, forKey: "missing") == nil)
        #expect(throws: AppGroupError.self) { try reopened.decoded(Settings.self, forKey: "text") }
        #expect(throws: AppGroupError.self) { try reopened.decoded([String].self, forKey: "settings") }

        try reopened.setEncoded(Settings?.none, forKey: "settings")
        #expect(try reopened.value(forKey: "settings") == nil)
    }

    @Test func incrementRefusesANonIntegerAndOverflowWithoutWriting() throws {
        let store = try makeStore()
        try store.set(.string("x"), forKey: "count")
        #expect(throws: AppGroupError.self) { try store.increment("count") }
        try store.set(.int(.max), forKey: "count")
        #expect(throws: AppGroupError.self) { try store.increment("count") }
        #expect(try store.integer(forKey: "count") == .max)
    }

    @Test func aCorruptStoreIsReportedWithItsPath() throws {
        let store = try makeStore()
        try store.set(.int(1), forKey: "count")
        try Data("{not json".utf8).write(to: store.fileURL)
        let error = try #require(throws: AppGroupError.self) { try store.values() }
        #expect(error.code == .corruptStore)
        #expect(error.path == store.fileURL.path)
    }

    @Test func concurrentIncrementsInOneProcessLoseNothing() async throws {
        let store = try makeStore()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<100 { _ = try? store.increment("count") }
                }
            }
        }
        #expect(try store.integer(forKey: "count") == 800)
    }

    @Test func twentyProcessesTimesOneHundredIncrementsLoseNoUpdate() async throws {
        let writer = try #require(BuiltProduct.url(named: "app-group-writer"), "app-group-writer was not built")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let processes = try (0..<20).map { _ in
            try BuiltProduct.start(writer, arguments: [directory.path, "group.test.counter", "count", "100"])
        }
        for process in processes {
            await process.ended()
            #expect(process.terminationStatus == 0)
        }
        #expect(try makeStore().integer(forKey: "count") == 2_000)
    }

    @Test func aWriterKilledMidWayLeavesAValidStore() async throws {
        let writer = try #require(BuiltProduct.url(named: "app-group-writer"), "app-group-writer was not built")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try makeStore()
        var previous = 0
        for round in 0..<5 {
            let process = try BuiltProduct.start(
                writer, arguments: [directory.path, "group.test.counter", "count", "1000000"])
            // Let it write for a while, then kill it without warning, wherever it is.
            try await Task.sleep(for: .milliseconds(100 + 37 * round))
            kill(process.processIdentifier, SIGKILL)
            await process.ended()
            #expect(process.terminationReason == .uncaughtSignal)
            let count = try #require(try store.integer(forKey: "count"))
            #expect(count >= previous)
            previous = count
        }
        #expect(previous > 0)
        // The store is still usable after the kills.
        #expect(try store.increment("count") == previous + 1)
    }
}
