import Foundation
import IntentRuntime
import IntentTesting

/// An intent whose `perform()` does nothing: named as the `intents` binary's, so that an
/// out-of-process run of it runs that one.
struct NoOpIntent: AppIntent {
    static let title: LocalizedStringResource = "No-Op"

    func perform() async throws -> some IntentResult { .result() }
}

/// What a test of an intent costs (issue 20): a test by name in process, each over a fresh test
/// host as `IntentDefinitions(bundleIdentifier:)` makes one (its own executor, widget center,
/// app-group folder and dependencies), 1,000 of them one after another and 1,000 at once; a run
/// out of process through the `intents` binary. Beside them, what they cannot be faster than: a
/// bare `Task { perform() }` and a bare process start (a Swift program that prints one line).
enum TestingSpeedBenchmark: BenchmarkSuite {
    static let name = "Testing: tests by name in process, runs out of process"

    static let bundleIdentifier = "com.example.Benchmark"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        let tests = AsyncSampling.isQuick ? 100 : 1_000
        let samples = AsyncSampling.isQuick ? 2 : 5
        IntentTestHost.register(bundleIdentifier: bundleIdentifier) {
            var registry = IntentRegistry()
            registry.register(NoOpIntent.self)
            return try IntentTestHost(
                bundleIdentifier: bundleIdentifier, registry: registry, dependencies: AppDependencyManager())
        }

        harness.printGroup("in process, per test (\(tests) tests a sample, \(samples) samples)")
        let bare = try AsyncSampling.measure(harness, "bare Task { perform() }") {
            _ = try await Task { try await NoOpIntent().perform() }.value
        }
        harness.printLine(bare)
        let (oneByOne, ran) = try AsyncSampling.sampleWorkload(
            "test by name, one after another", samples: samples, warmUps: 1, operations: tests
        ) {
            var succeeded = 0
            for _ in 0..<tests { succeeded += try await runOneTest() ? 1 : 0 }
            return succeeded
        }
        harness.printLine(oneByOne, baseline: bare)
        let (atOnce, ranAtOnce) = try AsyncSampling.sampleWorkload(
            "test by name, \(tests) at once", samples: samples, warmUps: 1, operations: tests
        ) {
            try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<tests { group.addTask { try await runOneTest() } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
        }
        harness.printLine(atOnce, baseline: bare)
        guard (ran + ranAtOnce).allSatisfy({ $0 == tests }) else {
            throw SamplingError.unexpected("not every test's run succeeded: \(ran + ranAtOnce) of \(tests)")
        }

        try outOfProcess(harness)
    }

    /// One test as a user writes it: definitions over a fresh host, the intent run by name.
    private static func runOneTest() async throws -> Bool {
        let definitions = IntentDefinitions(bundleIdentifier: bundleIdentifier)
        let result = try await definitions.intents["NoOpIntent"].makeIntent().run()
        return result.phase == .succeeded
    }

    /// A run in a host process, beside a bare process start.
    private static func outOfProcess(_ harness: BenchmarkHarness) throws {
        let executable = try ProcessStartBenchmark.intentsExecutable()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("intents-benchmarks-testing-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let runs = AsyncSampling.isQuick ? 3 : 30
        harness.printGroup("out of process, per run (\(runs) runs, \(executable.lastPathComponent))")

        var bare: BenchmarkResult?
        if let program = try BareProgram.build(in: scratch, compilerVariable: ProcessStartBenchmark.compilerVariable) {
            var times: [Duration] = []
            for _ in 0..<(runs + 1) {
                times.append(
                    try ProcessStartBenchmark.spawnAndWait(
                        program.dynamic, [], environment: ProcessInfo.processInfo.environment
                    ).wall)
            }
            let result = BenchmarkResult(name: "bare process start", times: Array(times.dropFirst()))
            harness.printLine(result)
            bare = result
        } else {
            print("    (no swiftc found to build the bare process: set \(ProcessStartBenchmark.compilerVariable))")
        }
        let definitions = try IntentTestHost.serving(IntentDefinitions(bundleIdentifier: bundleIdentifier))
            .definitions(execution: .outOfProcess(HostProcess(executable: executable)))
        let (result, values) = try AsyncSampling.sampleWorkload(
            "test by name, out of process", samples: runs, warmUps: 1, operations: 1
        ) {
            IntentRunDetails(try await definitions.intents["NoOpIntent"].makeIntent().run()).ranInSeparateProcess
        }
        guard values.allSatisfy({ $0 }) else { throw SamplingError.unexpected("a run did not run out of process") }
        harness.printLine(result, baseline: bare)
    }
}
