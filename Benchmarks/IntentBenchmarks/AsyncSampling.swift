import Foundation

/// Runs async work from a suite's synchronous `run(_:)` and samples it the way the harness samples
/// synchronous work.
enum AsyncSampling {
    /// Whether `--quick` was given: suites shrink their workloads for a smoke run.
    static let isQuick = CommandLine.arguments.dropFirst().contains("--quick")

    /// Blocks the calling thread until `body`, run in a new task, returns.
    /// - Parameter body: The async work.
    /// - Returns: What `body` returned.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultHandOff<Result<T, any Error>>()
        Task {
            do {
                box.set(.success(try await body()))
            } catch {
                box.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        guard let result = box.value else { throw SamplingError.noResult }
        return try result.get()
    }

    /// Times a workload whose one run is already long (many operations): `warmUps` unmeasured runs,
    /// then `samples` measured runs, each divided by `operations`.
    /// - Parameters:
    ///   - name: What is measured.
    ///   - samples: Measured runs.
    ///   - warmUps: Unmeasured runs first.
    ///   - operations: Operations in one run; each sample is the time per operation.
    ///   - body: One run; it returns something to check (a count of outcomes, say).
    /// - Returns: The per-operation times and what each measured run returned.
    static func sampleWorkload<T: Sendable>(
        _ name: String,
        samples: Int,
        warmUps: Int,
        operations: Int,
        _ body: @escaping @Sendable () async throws -> T
    ) throws -> (result: BenchmarkResult, values: [T]) {
        try wait {
            let clock = ContinuousClock()
            for _ in 0..<warmUps { _ = try await body() }
            var times: [Duration] = []
            var values: [T] = []
            for _ in 0..<samples {
                var value: T?
                let elapsed = try await clock.measure { value = try await body() }
                times.append(elapsed / operations)
                if let value { values.append(value) }
            }
            return (BenchmarkResult(name: name, times: times), values)
        }
    }

    /// Times a short async operation in calibrated batches, as ``BenchmarkHarness/measure(_:_:)`` does.
    /// - Parameters:
    ///   - harness: Samples, warm-up and the minimum time per sample.
    ///   - name: What is measured.
    ///   - body: One operation, awaited in turn from one task.
    /// - Returns: The per-operation times.
    static func measure(
        _ harness: BenchmarkHarness,
        _ name: String,
        _ body: @escaping @Sendable () async throws -> Void
    ) throws -> BenchmarkResult {
        let samples = harness.samples
        let warmUps = max(harness.warmUpRuns, 1) * 100
        let minimumSampleTime = harness.minimumSampleTime
        return try wait {
            let clock = ContinuousClock()
            for _ in 0..<warmUps { try await body() }
            let single = try await clock.measure { for _ in 0..<100 { try await body() } } / 100
            let batch = max(1, Int(minimumSampleTime / max(single, .nanoseconds(1))))
            var times: [Duration] = []
            for _ in 0..<samples {
                let elapsed = try await clock.measure { for _ in 0..<batch { try await body() } }
                times.append(elapsed / batch)
            }
            return BenchmarkResult(name: name, times: times)
        }
    }

    /// Prints a line of a derived figure (a rate, a count, a size) with its median and spread.
    /// - Parameters:
    ///   - name: What the figure is.
    ///   - median: The median, formatted.
    ///   - p10: The 10th percentile, formatted.
    ///   - p90: The 90th percentile, formatted.
    ///   - note: Printed after the columns.
    static func printFigure(_ name: String, median: String, p10: String, p90: String, note: String = "") {
        func padLeft(_ text: String) -> String {
            text.count >= 11 ? text : String(repeating: " ", count: 11 - text.count) + text
        }
        let label = name.count >= 40 ? name : name + String(repeating: " ", count: 40 - name.count)
        print("    " + label + padLeft(median) + padLeft(p10) + padLeft(p90) + (note.isEmpty ? "" : "   " + note))
    }

    /// The value at a percentile of `values`, by the harness's rule (nearest rank below).
    static func percentile<T: Comparable>(_ values: [T], _ percent: Int) -> T? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        return sorted[min(sorted.count - 1, (sorted.count - 1) * percent / 100)]
    }

    /// Seconds in a duration.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// Why an async measurement ended without a figure.
enum SamplingError: Error, CustomStringConvertible {
    case noResult
    case unexpected(String)

    var description: String {
        switch self {
        case .noResult: "the measuring task ended without a result"
        case .unexpected(let message): message
        }
    }
}

/// A value handed from the measuring task to the waiting thread.
final class ResultHandOff<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) {
        lock.withLock { stored = value }
    }

    var value: Value? { lock.withLock { stored } }
}
