import Foundation
import IntentRuntime

/// Sustained throughput of the executor: 100,000 runs across 100 distinct no-op intent types,
/// 100 callers (one per intent, each awaiting its runs in turn, so no run is refused by the
/// reentrancy guard), under the serial and a bounded-concurrency policy. Reported as runs/s.
enum ThroughputBenchmark: BenchmarkSuite {
    static let name = "Throughput: runs across 100 intents"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        let runsPerIntent = AsyncSampling.isQuick ? 20 : 1_000
        let samples = AsyncSampling.isQuick ? 3 : min(harness.samples, 10)
        let intents = ThroughputIntents.all
        let total = intents.count * runsPerIntent
        harness.printGroup("\(total) runs across \(intents.count) intents, \(samples) samples (time per run, runs/s)")
        for policy in [ExecutorConfiguration.ConcurrencyPolicy.serial, .concurrent(maxRuns: 4)] {
            let executor = IntentExecutor(configuration: ExecutorConfiguration(concurrency: policy))
            let (result, succeeded) = try AsyncSampling.sampleWorkload(
                "\(policy), per run",
                samples: samples,
                warmUps: 1,
                operations: total
            ) {
                await runAll(intents, runsPerIntent: runsPerIntent, on: executor)
            }
            guard succeeded.allSatisfy({ $0 == total }) else {
                throw SamplingError.unexpected("\(policy): \(succeeded) of \(total) runs succeeded per sample")
            }
            harness.printLine(result)
            let rate = { (time: Duration) in String(format: "%.0f", 1 / AsyncSampling.seconds(time)) }
            // The fastest per-run time is the highest rate: p10 of the rate is p90 of the time.
            AsyncSampling.printFigure(
                "\(policy), runs/s", median: rate(result.median), p10: rate(result.p90), p90: rate(result.p10))
        }
    }

    /// Runs every intent `runsPerIntent` times, one caller per intent; returns how many succeeded.
    private static func runAll(
        _ intents: [(identifier: String, intent: any AppIntent)],
        runsPerIntent: Int,
        on executor: IntentExecutor
    ) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            for (identifier, intent) in intents {
                group.addTask {
                    var succeeded = 0
                    for _ in 0..<runsPerIntent {
                        let outcome = await executor.run(intent, actionIdentifier: identifier)
                        if outcome.phase == .succeeded { succeeded += 1 }
                    }
                    return succeeded
                }
            }
            return await group.reduce(0, +)
        }
    }
}

/// One digit of a generated throughput intent: ten make 100 distinct ``ThroughputIntent`` types.
protocol ThroughputDigit: Sendable {}
enum ThroughputDigit0: ThroughputDigit {}
enum ThroughputDigit1: ThroughputDigit {}
enum ThroughputDigit2: ThroughputDigit {}
enum ThroughputDigit3: ThroughputDigit {}
enum ThroughputDigit4: ThroughputDigit {}
enum ThroughputDigit5: ThroughputDigit {}
enum ThroughputDigit6: ThroughputDigit {}
enum ThroughputDigit7: ThroughputDigit {}
enum ThroughputDigit8: ThroughputDigit {}
enum ThroughputDigit9: ThroughputDigit {}

/// A no-op intent, one distinct type per pair of digits.
struct ThroughputIntent<Tens: ThroughputDigit, Ones: ThroughputDigit>: AppIntent {
    static var title: LocalizedStringResource { "Throughput" }

    func perform() async throws -> some IntentResult { .result() }
}

/// The 100 throughput intents with their action identifiers, as a host passes them to the executor.
enum ThroughputIntents {
    static let digits: [any ThroughputDigit.Type] = [
        ThroughputDigit0.self, ThroughputDigit1.self, ThroughputDigit2.self, ThroughputDigit3.self,
        ThroughputDigit4.self, ThroughputDigit5.self, ThroughputDigit6.self, ThroughputDigit7.self,
        ThroughputDigit8.self, ThroughputDigit9.self,
    ]

    static let all: [(identifier: String, intent: any AppIntent)] = {
        var intents: [(identifier: String, intent: any AppIntent)] = []
        for (tens, tensType) in digits.enumerated() {
            for (ones, onesType) in digits.enumerated() {
                intents.append(("ThroughputIntent\(tens)\(ones)", make(tensType, onesType)))
            }
        }
        return intents
    }()

    private static func make<Tens: ThroughputDigit, Ones: ThroughputDigit>(
        _: Tens.Type,
        _: Ones.Type
    ) -> any AppIntent {
        ThroughputIntent<Tens, Ones>()
    }
}
