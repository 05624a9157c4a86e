import Foundation
import IntentRuntime
import ProcessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether this process runs under AddressSanitizer (its runtime is linked in, or the environment
/// configures it, as `.ci/run`'s ASan step does), whose slower, heavier processes make the timing
/// of kills under load meaningless.
private let isAddressSanitized =
    dlsym(nil, "__asan_init") != nil || ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil

/// SplitMix64: a seeded generator, so that a failing round can be replayed with `KILL_SEED`.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writers on one app-group store and one Live Activities store, killed with SIGKILL at random
/// moments: after every round both files parse, every change a writer saw acknowledged is there
/// exactly once, and at most one unacknowledged change per killed writer is there besides.
@Suite("Kill -9 under load", .serialized)
struct KillUnderLoadTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("kill-under-load-\(UUID().uuidString)", isDirectory: true)

    static let group = "group.test.kill"

    /// A writer process and the file its acknowledgements go to.
    struct Writer {
        var process: Process
        var acknowledgements: URL
        var activities: Bool

        /// The complete lines it acknowledged (a line cut by the kill is not an acknowledgement).
        func acknowledged() throws -> [String] {
            let text = String(decoding: try Data(contentsOf: acknowledgements), as: UTF8.self)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeLast()  // Empty after the last newline, or a line the kill cut.
            return lines
        }
    }

    func start(_ executable: URL, activities: Bool, name: String) throws -> Writer {
        let acknowledgements = directory.appendingPathComponent("\(name).acknowledged")
        #expect(FileManager.default.createFile(atPath: acknowledgements.path, contents: nil))
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [directory.path, Self.group, "count", "1000000", "--acknowledge"] + (activities ? ["--activities"] : [])
        process.standardOutput = try FileHandle(forWritingTo: acknowledgements)
        try process.run()
        return Writer(process: process, acknowledgements: acknowledgements, activities: activities)
    }

    /// The identifiers of the activities in the store's file, which must parse.
    func activityIdentifiers(in file: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let activities = try #require(document["activities"] as? [[String: Any]])
        return try activities.map { try #require($0["id"] as? String) }
    }

    func temporaryFiles(in container: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: container.path).filter {
            $0.hasPrefix(".defaults.json.") || $0.hasPrefix(".live-activities.json.")
        }
    }

    @Test(
        "6 writers per round (4 incrementing, 2 requesting Live Activities), each SIGKILLed at a random moment",
        .disabled(if: isAddressSanitized, "AddressSanitizer's timing makes kills under load meaningless"))
    func killedWritersLoseNothingAndCountNothingTwice() async throws {
        let executable = try #require(BuiltProduct.url(named: "app-group-writer"), "app-group-writer was not built")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = ProcessInfo.processInfo.environment["KILL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...9999)
        var random = SeededGenerator(state: seed)
        let group = try AppGroup(identifier: Self.group, containersDirectory: directory)
        let store = try AppGroupStore(group: group)
        let activitiesFile = group.containerURL.appendingPathComponent("live-activities.json")

        let rounds = 5
        var kills = 0
        var acknowledgedIncrements = 0
        var acknowledgedActivities = 0
        var leftTemporaryFiles = 0
        var counter = 0
        var knownActivities = Set<String>()
        for round in 0..<rounds {
            var writers = try (0..<6).map { index in
                try start(executable, activities: index >= 4, name: "round\(round)-writer\(index)")
            }
            var dead: [Writer] = []
            // Kill them one by one, at random moments, in a random order.
            while !writers.isEmpty {
                try await Task.sleep(for: .milliseconds(Int.random(in: 20...150, using: &random)))
                let writer = writers.remove(at: Int.random(in: 0..<writers.count, using: &random))
                #expect(writer.process.isRunning, "a writer stopped by itself")
                kill(writer.process.processIdentifier, SIGKILL)
                await writer.process.ended()
                #expect(writer.process.terminationReason == .uncaughtSignal)
                kills += 1
                dead.append(writer)
            }
            let killedCounters = dead.filter { !$0.activities }.count
            let killedActivityWriters = dead.count - killedCounters

            // The counter: acknowledged values are distinct, all in the store, and at most one
            // increment per killed writer went unacknowledged.
            let values = try dead.filter { !$0.activities }.flatMap { try $0.acknowledged() }.map {
                try #require(Int($0), "not a number: \($0)")
            }
            #expect(Set(values).count == values.count, "round \(round), seed \(seed): an increment counted twice")
            let now = try store.integer(forKey: "count") ?? 0
            #expect(values.allSatisfy { $0 > counter && $0 <= now }, "round \(round), seed \(seed)")
            #expect(now - counter >= values.count, "round \(round), seed \(seed): acknowledged increments lost")
            #expect(now - counter <= values.count + killedCounters, "round \(round), seed \(seed)")
            acknowledgedIncrements += values.count
            counter = now

            // The activities: the file parses, each acknowledged one is there once.
            let identifiers = try activityIdentifiers(in: activitiesFile)
            #expect(Set(identifiers).count == identifiers.count, "round \(round), seed \(seed): an activity twice")
            let new = Set(identifiers).subtracting(knownActivities)
            let acknowledged = try dead.filter(\.activities).flatMap { try $0.acknowledged() }
            #expect(Set(acknowledged).isSubset(of: new), "round \(round), seed \(seed): acknowledged activity lost")
            #expect(new.count <= acknowledged.count + killedActivityWriters, "round \(round), seed \(seed)")
            acknowledgedActivities += acknowledged.count
            knownActivities.formUnion(identifiers)
            leftTemporaryFiles += try temporaryFiles(in: group.containerURL).count

            // The next process that takes each store's lock removes what the killed writers left.
            #expect(try store.increment("count") == counter + 1)
            counter += 1
            let center = LiveActivityCenter(
                limits: LiveActivityLimits(maximumConcurrentActivities: Int.max), persistence: .appGroup(group))
            _ = try center.snapshots()
            knownActivities.formUnion(try activityIdentifiers(in: activitiesFile))
            #expect(try temporaryFiles(in: group.containerURL).isEmpty)
        }
        #expect(acknowledgedIncrements > 0)
        #expect(acknowledgedActivities > 0)
        print(
            "kill -9 under load (seed \(seed), KILL_SEED replays it): \(rounds) rounds, \(kills) SIGKILLs, "
                + "\(acknowledgedIncrements) acknowledged increments (counter \(counter)), "
                + "\(acknowledgedActivities) acknowledged activities (\(knownActivities.count) in the store), "
                + "\(leftTemporaryFiles) temporary files left by killed writers seen after rounds")
    }
}
