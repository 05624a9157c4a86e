import Foundation
import Testing

/// Several `intents` processes sharing one app-group container, as an app and its extension do.
@Suite("intents across processes")
struct CrossProcessTests {
    /// The value the single run of `intents run … --json` returned.
    static func value(of outcome: IntentsProcess.Outcome) throws -> Any {
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        let runs = try #require(object?["runs"] as? [[String: Any]], "\(outcome)")
        return try #require(runs.first?["value"], "\(outcome)")
    }

    @Test("ConfigurationAppIntent twice: the counter goes up across processes")
    func counterAcrossProcesses() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(appGroups: scratch)
        let first = try await IntentsProcess.run(["run", "ConfigurationAppIntent", "--json"], environment: environment)
        let second = try await IntentsProcess.run(
            ["run", "ConfigurationAppIntent", "--json"], environment: environment)
        #expect(first.status == 0 && second.status == 0, "\(first.standardError)\(second.standardError)")
        let before = try #require(try Self.value(of: first) as? Int)
        let after = try #require(try Self.value(of: second) as? Int)
        #expect(before == 1)
        #expect(after == before + 1)
    }

    @Test("20 concurrent processes each add one: +20, every value seen once")
    func twentyConcurrentProcesses() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(appGroups: scratch)
        let start = try #require(
            try Self.value(
                of: try await IntentsProcess.run(["run", "ConfigurationAppIntent", "--json"], environment: environment))
                as? Int
        )
        let outcomes = try await withThrowingTaskGroup(of: IntentsProcess.Outcome.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await IntentsProcess.run(["run", "ConfigurationAppIntent", "--json"], environment: environment)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.allSatisfy { $0.status == 0 })
        let values = try outcomes.map { try #require(try Self.value(of: $0) as? Int) }.sorted()
        #expect(values == Array((start + 1)...(start + 20)))
        let end = try #require(
            try Self.value(
                of: try await IntentsProcess.run(["run", "ConfigurationAppIntent", "--json"], environment: environment))
                as? Int
        )
        #expect(end == start + 21)
    }

    @Test("while CommandAppIntent sends, another process's widget shows the toggle as sending")
    func sendingStateIsShared() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let slow = IntentsProcess.environment(appGroups: scratch, extra: ["CARCONTROL_COMMAND_SECONDS": "20"])
        let environment = IntentsProcess.environment(appGroups: scratch)
        async let sending = IntentsProcess.run(
            ["run", "CommandAppIntent", "--param", "control=climate", "--param", "isOn=true"],
            environment: slow
        )
        func climateWidget() async throws -> String {
            let outcome = try await IntentsProcess.run(
                ["widgets", "--extension", "CarControl", "--json"],
                environment: environment
            )
            let extensions =
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]]
            let widgets = try #require(extensions?.first?["widgets"] as? [[String: Any]])
            let climate = try #require(widgets.first { $0["kind"] as? String == "Climate" })
            return try #require(climate["shows"] as? String)
        }
        var seen = try await climateWidget()
        // The command sends for 20 s: time enough to see it from another process even when the suite's
        // compilers hold both cores of a CI machine (the sending process then took over 8 s to start).
        let deadline = Date().addingTimeInterval(19)
        while seen != "Climate: Sending…" && Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
            seen = try await climateWidget()
        }
        #expect(seen == "Climate: Sending…")
        let finished = try await sending
        #expect(finished.status == 0, "\(finished.standardError)")
        #expect(try await climateWidget() == "Climate: On")
    }

    /// The Live Activities `intents activities --json` lists.
    static func activities(environment: [String: String]) async throws -> [[String: Any]] {
        let outcome = try await IntentsProcess.run(["activities", "--json"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        return try #require(object?["activities"] as? [[String: Any]], "\(outcome)")
    }

    @Test("the counter's Live Activity counts up across processes, one activity for every process")
    func liveActivityAcrossProcesses() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(appGroups: scratch)
        let first = try await IntentsProcess.run(["run", "ConfigurationAppIntent", "--json"], environment: environment)
        let firstObject = try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any]
        let changed = try #require(
            (firstObject?["liveActivities"] as? [String: Any])?["changed"] as? [[String: Any]], "\(first)")
        #expect(changed.first?["events"] as? [String] == ["requested"])
        #expect(changed.first?["contentState"] as? String == #"{"count":1}"#)
        let id = try #require(changed.first?["id"] as? String)

        let outcomes = try await withThrowingTaskGroup(of: IntentsProcess.Outcome.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    try await IntentsProcess.run(["run", "ConfigurationAppIntent", "--json"], environment: environment)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.allSatisfy { $0.status == 0 }, "\(outcomes.map(\.standardError))")
        let activities = try await Self.activities(environment: environment)
        #expect(activities.count == 1)
        #expect(activities.first?["id"] as? String == id)
        #expect(activities.first?["state"] as? String == "active")
        #expect(activities.first?["contentState"] as? String == #"{"count":6}"#)
        #expect(activities.first?["updateCount"] as? Int == 5)
    }
}
