import Foundation
import IntentMetadata
import IntentRuntime

/// The runtime core: registry resolution against the Swift runtime's `_typeByName`, dispatch
/// through the executor against a bare `Task`, and resolving 10,000 actions against 10,000
/// registered types.
enum RuntimeBenchmark: BenchmarkSuite {
    static let name = "Runtime: registry resolution and executor dispatch"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        try registryLookup(harness)
        dispatch(harness)
        try bulkResolution(harness)
    }

    // MARK: - Registry lookup vs _typeByName

    private static func registryLookup(_ harness: BenchmarkHarness) throws {
        var registry = IntentRegistry()
        registry.register(NoOpBenchmarkIntent.self)
        registry.register(ParameterBenchmarkIntent.self)
        for type in ScaleTypes.all.prefix(1_000) { registry.register(type) }
        let index = registry
        harness.printGroup("mangled name → type (\(index.intents.count) registered)")
        for type in [NoOpBenchmarkIntent.self, ScaleTypes.all[517]] as [any AppIntent.Type] {
            guard let mangled = _mangledTypeName(type) else { continue }
            let label = String(describing: type).prefix(24)
            let baseline = harness.measure("\(label): _typeByName") { _typeByName(mangled) }
            let lookup = harness.measure("\(label): registry") { index.type(mangledName: mangled) }
            harness.printLine(baseline)
            harness.printLine(lookup, baseline: baseline)
        }
    }

    // MARK: - Dispatch vs a bare Task

    private static func dispatch(_ harness: BenchmarkHarness) {
        harness.printGroup("dispatch of a no-op intent (caller awaits the result)")
        let intent = NoOpBenchmarkIntent()
        let executor = IntentExecutor()
        let baseline = measureAsync(harness, "bare Task { perform() }.value") {
            _ = try? await Task { try await intent.perform() }.value
        }
        let serial = measureAsync(harness, "IntentExecutor.run, serial") {
            _ = await executor.run(intent)
        }
        let bounded = IntentExecutor(configuration: ExecutorConfiguration(concurrency: .concurrent(maxRuns: 4)))
        let concurrent = measureAsync(harness, "IntentExecutor.run, concurrent(4)") {
            _ = await bounded.run(intent)
        }
        harness.printLine(baseline)
        harness.printLine(serial, baseline: baseline)
        harness.printLine(concurrent, baseline: baseline)

        // A perform() that suspends once: its second half cannot run inline in the caller.
        harness.printGroup("dispatch of an intent whose perform() yields once")
        let yielding = YieldingBenchmarkIntent()
        let yieldingBaseline = measureAsync(harness, "bare Task { perform() }.value") {
            _ = try? await Task { try await yielding.perform() }.value
        }
        let yieldingSerial = measureAsync(harness, "IntentExecutor.run, serial") {
            _ = await executor.run(yielding)
        }
        let yieldingConcurrent = measureAsync(harness, "IntentExecutor.run, concurrent(4)") {
            _ = await bounded.run(yielding)
        }
        harness.printLine(yieldingBaseline)
        harness.printLine(yieldingSerial, baseline: yieldingBaseline)
        harness.printLine(yieldingConcurrent, baseline: yieldingBaseline)

        // The same from a thread outside the cooperative pool (a CLI's or an app's main thread):
        // here the bare Task pays for the thread hand-off too.
        harness.printGroup("the same, the caller a plain thread waiting for the result")
        let threadBaseline = harness.measure("bare Task { perform() }, waited") {
            let done = DispatchSemaphore(value: 0)
            Task {
                _ = try? await intent.perform()
                done.signal()
            }
            done.wait()
        }
        let threadSerial = harness.measure("Task { IntentExecutor.run }, waited") {
            let done = DispatchSemaphore(value: 0)
            Task {
                _ = await executor.run(intent)
                done.signal()
            }
            done.wait()
        }
        harness.printLine(threadBaseline)
        harness.printLine(threadSerial, baseline: threadBaseline)
    }

    /// Times an async body the way the harness times a synchronous one: warm-up, then samples of
    /// batches, each awaited in turn from one task.
    private static func measureAsync(
        _ harness: BenchmarkHarness,
        _ name: String,
        _ body: @escaping @Sendable () async -> Void
    ) -> BenchmarkResult {
        let samples = harness.samples
        let warmUpRuns = max(harness.warmUpRuns, 1) * 100
        let minimumSampleTime = harness.minimumSampleTime
        let done = DispatchSemaphore(value: 0)
        let times = ResultBox()
        Task {
            let clock = ContinuousClock()
            for _ in 0..<warmUpRuns { await body() }
            let start = clock.now
            for _ in 0..<100 { await body() }
            let single = (clock.now - start) / 100
            let batch = max(1, Int(minimumSampleTime / max(single, .nanoseconds(1))))
            var collected: [Duration] = []
            for _ in 0..<samples {
                let begin = clock.now
                for _ in 0..<batch { await body() }
                collected.append((clock.now - begin) / batch)
            }
            times.set(collected)
            done.signal()
        }
        done.wait()
        return BenchmarkResult(name: name, times: times.value)
    }

    // MARK: - 100, 1,000 and 10,000 types × as many actions

    /// Registers the first `size` scale types, describes each in metadata, and measures resolving them all.
    private static func resolution(
        of size: Int,
        _ harness: BenchmarkHarness
    ) -> (registry: IntentRegistry, actions: [String: ActionMetadata]) {
        let types = ScaleTypes.all.prefix(size)
        let clock = ContinuousClock()
        var registry = IntentRegistry()
        let registration = clock.measure {
            for type in types { registry.register(type) }
        }
        var actions: [String: ActionMetadata] = [:]
        for intent in registry.intents {
            actions[intent.identifier] = ActionMetadata(
                identifier: intent.identifier,
                mangledTypeNameV2: intent.mangledTypeName,
                fullyQualifiedTypeName: intent.fullyQualifiedTypeName,
                parameters: [ParameterMetadata(name: "value", valueType: .primitive(.int))]
            )
        }
        let bundle = MetadataBundle(actions: actions, source: "generated")
        let count = registry.intents.count
        harness.printGroup("\(count) registered types × \(actions.count) actions")
        print("    registration: \(format(registration / count)) per type")
        let resolve = harness.measure("resolve all (clean), per action") {
            registry.resolve([bundle], hostBundleIdentifier: "com.example.host")
        }
        harness.printLine(BenchmarkResult(name: resolve.name, times: resolve.times.map { $0 / count }))
        return (registry, actions)
    }

    private static func bulkResolution(_ harness: BenchmarkHarness) throws {
        // Three sizes, to show the cost per action stays flat as the registry and the bundle grow.
        var largest: (registry: IntentRegistry, actions: [String: ActionMetadata])?
        for size in [100, 1_000, ScaleTypes.all.count] {
            largest = resolution(of: size, harness)
        }
        guard let (registry, actions) = largest else { return }
        // The same actions, as if the types had moved to another module: every one is diagnosed.
        let module = String(reflecting: NoOpBenchmarkIntent.self).prefix { $0 != "." }
        var moved: [String: ActionMetadata] = [:]
        for (key, var action) in actions.prefix(100) {
            action.mangledTypeNameV2 = action.mangledTypeNameV2?.replacingOccurrences(
                of: "\(module.count)\(module)",
                with: "8OtherKit"
            )
            moved[key] = action
        }
        let staleOne = MetadataBundle(actions: moved)
        let diagnose = harness.measure("diagnose an unresolved action") {
            registry.resolve([staleOne], hostBundleIdentifier: "com.example.host")
        }
        harness.printLine(BenchmarkResult(name: diagnose.name, times: diagnose.times.map { $0 / 100 }))
    }

    private static func format(_ duration: Duration) -> String {
        let nanoseconds = Double(duration.components.attoseconds) / 1e9 + Double(duration.components.seconds) * 1e9
        return nanoseconds < 1_000
            ? String(format: "%.0f ns", nanoseconds) : String(format: "%.1f µs", nanoseconds / 1e3)
    }
}

/// A result handed from the measuring task to the waiting thread.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Duration] = []

    func set(_ value: [Duration]) {
        lock.withLock { stored = value }
    }

    var value: [Duration] { lock.withLock { stored } }
}

// MARK: - Intents

/// Does nothing.
struct NoOpBenchmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "No-op"

    func perform() async throws -> some IntentResult { .result() }
}

/// Suspends once (`Task.yield()`), then returns.
struct YieldingBenchmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Yielding"

    func perform() async throws -> some IntentResult {
        await Task.yield()
        return .result()
    }
}

/// Has parameters, for the reflection cost of registration.
struct ParameterBenchmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Parameters"

    @Parameter(title: "Count", default: 1)
    var count: Int

    @Parameter(title: "Label")
    var label: String?

    func perform() async throws -> some IntentResult { .result() }
}

/// One digit of a generated intent type: ten types make 10⁴ distinct `ScaleIntent`s.
protocol BenchmarkDigit: Sendable {}
enum Digit0: BenchmarkDigit {}
enum Digit1: BenchmarkDigit {}
enum Digit2: BenchmarkDigit {}
enum Digit3: BenchmarkDigit {}
enum Digit4: BenchmarkDigit {}
enum Digit5: BenchmarkDigit {}
enum Digit6: BenchmarkDigit {}
enum Digit7: BenchmarkDigit {}
enum Digit8: BenchmarkDigit {}
enum Digit9: BenchmarkDigit {}

/// One of 10,000 distinct intent types, for registry-scale measurements.
struct ScaleIntent<A: BenchmarkDigit, B: BenchmarkDigit, C: BenchmarkDigit, D: BenchmarkDigit>: AppIntent {
    static var title: LocalizedStringResource { "Scale" }

    @Parameter(title: "Value", default: 0)
    var value: Int

    func perform() async throws -> some IntentResult { .result() }
}

/// The 10,000 `ScaleIntent` types.
enum ScaleTypes {
    static let digits: [any BenchmarkDigit.Type] = [
        Digit0.self, Digit1.self, Digit2.self, Digit3.self, Digit4.self,
        Digit5.self, Digit6.self, Digit7.self, Digit8.self, Digit9.self,
    ]

    static let all: [any AppIntent.Type] = {
        var types: [any AppIntent.Type] = []
        types.reserveCapacity(10_000)
        for a in digits {
            for b in digits {
                for c in digits {
                    for d in digits {
                        types.append(make(a, b, c, d))
                    }
                }
            }
        }
        return types
    }()

    private static func make<A: BenchmarkDigit, B: BenchmarkDigit, C: BenchmarkDigit, D: BenchmarkDigit>(
        _: A.Type,
        _: B.Type,
        _: C.Type,
        _: D.Type
    ) -> any AppIntent.Type {
        ScaleIntent<A, B, C, D>.self
    }
}
