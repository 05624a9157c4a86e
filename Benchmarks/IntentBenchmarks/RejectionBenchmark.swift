import Foundation
import IntentRuntime

/// The cost of a request the reentrancy guard refuses: a slow run of an intent is in flight (it
/// holds the guard), and further requests for the same intent are rejected. Beside it, a bare
/// round trip to the executor actor (`isGuarded(_:)`), the least any request can cost.
enum RejectionBenchmark: BenchmarkSuite {
    static let name = "Reentrancy: rejected requests"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        for policy in [ExecutorConfiguration.ConcurrencyPolicy.serial, .concurrent(maxRuns: 4)] {
            harness.printGroup("\(policy): a run of HoldingIntent in flight, the caller awaits each refusal")
            let executor = IntentExecutor(
                configuration: ExecutorConfiguration(concurrency: policy, reentrancy: .reject, timeout: .seconds(3_600))
            )
            let identifier = "HoldingIntent"
            let holder = Task { await executor.run(HoldingIntent(), actionIdentifier: identifier) }
            defer { holder.cancel() }
            try AsyncSampling.wait {
                while !executor.isGuarded(identifier) { await Task.yield() }
            }
            let roundTrip = try AsyncSampling.measure(harness, "actor round trip (isGuarded)") {
                guard executor.isGuarded(identifier) else {
                    throw SamplingError.unexpected("the holding run ended early")
                }
            }
            let rejection = try AsyncSampling.measure(harness, "rejected request") {
                let outcome = await executor.run(HoldingIntent(), actionIdentifier: identifier)
                guard outcome.phase == .rejected else {
                    throw SamplingError.unexpected("expected a rejection, got \(outcome.phase)")
                }
            }
            harness.printLine(roundTrip)
            harness.printLine(rejection, baseline: roundTrip)
            holder.cancel()
            let ending = try AsyncSampling.wait { await holder.value.phase }
            guard ending == .cancelled else {
                throw SamplingError.unexpected("the holding run ended \(ending), not cancelled")
            }
        }
    }
}

/// Holds the reentrancy guard: its run lasts until cancelled.
struct HoldingIntent: AppIntent {
    static let title: LocalizedStringResource = "Hold"

    func perform() async throws -> some IntentResult {
        try await Task.sleep(for: .seconds(3_600))
        return .result()
    }
}
