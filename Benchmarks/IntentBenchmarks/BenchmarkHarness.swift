import Foundation

/// A group of benchmarks run by `intents-benchmarks`. Add one by conforming a type and listing it in `main.swift`.
protocol BenchmarkSuite {
    /// The suite's name, printed as a heading and matched by command-line filters.
    static var name: String { get }

    /// Runs the suite's measurements.
    /// - Parameter harness: Measures closures and prints result lines.
    static func run(_ harness: BenchmarkHarness) throws
}

/// A tiny benchmark harness: warm-up, calibrated batches, N samples, median and p10/p90, and a ratio against a
/// baseline measured in the same run.
struct BenchmarkHarness {
    /// Samples taken per measurement.
    var samples: Int
    /// Unmeasured runs before sampling.
    var warmUpRuns: Int
    /// The least time one sample's batch should take, so that clock resolution does not matter.
    var minimumSampleTime: Duration

    /// 25 samples after 5 warm-up runs; `--quick` takes 3 after 1, for smoke runs.
    static func fromArguments(_ arguments: [String]) -> (BenchmarkHarness, filters: [String]) {
        var harness = BenchmarkHarness(samples: 25, warmUpRuns: 5, minimumSampleTime: .milliseconds(2))
        var filters: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick":
                harness.samples = 3
                harness.warmUpRuns = 1
                harness.minimumSampleTime = .microseconds(200)
            case "--samples":
                if let value = iterator.next().flatMap(Int.init), value > 0 { harness.samples = value }
            default:
                filters.append(argument)
            }
        }
        return (harness, filters)
    }

    /// Times `body`: runs it in batches sized so each sample takes at least ``minimumSampleTime``.
    /// - Parameters:
    ///   - name: What is measured.
    ///   - body: The work; its result is kept alive so the optimizer cannot drop it.
    /// - Returns: The per-run times.
    func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> BenchmarkResult {
        let clock = ContinuousClock()
        for _ in 0..<warmUpRuns { blackHole(try body()) }
        let single = try clock.measure { blackHole(try body()) }
        let batch = max(1, Int(minimumSampleTime / max(single, .nanoseconds(1))))
        var times: [Duration] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            let elapsed = try clock.measure {
                for _ in 0..<batch { blackHole(try body()) }
            }
            times.append(elapsed / batch)
        }
        return BenchmarkResult(name: name, times: times)
    }

    /// Prints a heading and the column titles.
    func printHeading(_ title: String) {
        print("\n\(title)")
        print(pad("", 44) + padLeft("median", 11) + padLeft("p10", 11) + padLeft("p90", 11) + "   ratio (median)")
    }

    /// Prints the name of a group of lines (an input, a configuration).
    func printGroup(_ label: String) {
        print("  \(label)")
    }

    /// Prints one result line, with its ratio to `baseline` (median over median) when given.
    func printLine(_ result: BenchmarkResult, baseline: BenchmarkResult? = nil) {
        var line = "    " + pad(result.name, 40)
        line += padLeft(format(result.median), 11) + padLeft(format(result.p10), 11) + padLeft(format(result.p90), 11)
        if let baseline {
            line += String(format: "   %.2f× %@", result.ratio(to: baseline), baseline.name)
        }
        print(line)
    }

    private func format(_ duration: Duration) -> String {
        let nanoseconds = Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
        switch nanoseconds {
        case ..<1_000: return String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: return String(format: "%.1f µs", nanoseconds / 1e3)
        case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1e6)
        default: return String(format: "%.2f s", nanoseconds / 1e9)
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

/// The samples of one measurement.
struct BenchmarkResult {
    let name: String
    let times: [Duration]

    private var sorted: [Duration] { times.sorted() }

    /// The median per-run time.
    var median: Duration { percentile(50) }
    /// The 10th percentile.
    var p10: Duration { percentile(10) }
    /// The 90th percentile.
    var p90: Duration { percentile(90) }

    func percentile(_ percent: Int) -> Duration {
        let values = sorted
        guard !values.isEmpty else { return .zero }
        return values[min(values.count - 1, (values.count - 1) * percent / 100)]
    }

    /// This median divided by `baseline`'s median.
    func ratio(to baseline: BenchmarkResult) -> Double {
        median / max(baseline.median, .nanoseconds(1))
    }
}

/// Keeps a value alive so the optimizer cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
