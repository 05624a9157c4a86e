import Foundation

// intents-benchmarks [--quick] [--samples N] [suite name filter…]
// To add a suite: conform a type to BenchmarkSuite and list it here.
let suites: [any BenchmarkSuite.Type] = [
    ManglingBenchmark.self,
    MetadataLoadBenchmark.self,
    RuntimeBenchmark.self,
    ThroughputBenchmark.self,
    RejectionBenchmark.self,
    WidgetReloadBenchmark.self,
    ProcessStartBenchmark.self,
    TestingSpeedBenchmark.self,
    MemoryBenchmark.self,
]

let (harness, filters) = BenchmarkHarness.fromArguments(Array(CommandLine.arguments.dropFirst()))
var failed = false
for suite in suites
where filters.isEmpty || filters.contains(where: { suite.name.localizedCaseInsensitiveContains($0) }) {
    do {
        try suite.run(harness)
    } catch {
        failed = true
        FileHandle.standardError.write(Data("\(suite.name): \(error)\n".utf8))
    }
}
exit(failed ? 1 : 0)
