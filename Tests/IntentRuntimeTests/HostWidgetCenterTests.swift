import Foundation
import IntentRuntime
import Testing

@Suite("A host and the widget center it is given")
struct HostWidgetCenterTests {
    /// The README's embedding snippet: a center that nobody runs, handed to a host. The run used
    /// to wait forever for the reload; now the host starts the center.
    @Test func aRunReturnsAndReloadsWithACenterNobodyStarted() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [CompletionWidget()]))
        var registry = IntentRegistry()
        registry.register(NoOpIntent.self)
        let host = IntentHost(bundleIdentifier: "com.example.tests", registry: registry, reloader: center)
        let outcome = try await withTimeLimit(.seconds(20)) {
            try await host.run(identifier: "NoOpIntent")
        }
        #expect(outcome?.phase == .succeeded, "the run did not return within 20 s")
        #expect(
            await center.currentEntry(ofKind: "Completion", as: CompletionProvider.Entry.self)?.text
                == "from completion")
    }

    @Test func startingTwiceOrAfterRunIsHarmless() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [CompletionWidget()]))
        center.start()
        center.start()
        await center.reloadTimelinesAndWait(ofKind: "Completion")
        #expect(await center.reloadsToday(ofKind: "Completion") == 1)
    }
}

/// The value of `body`, or `nil` when it does not finish within `limit`. A body that hangs is
/// left behind (and cancelled), never awaited: a task group would wait for it forever.
func withTimeLimit<Value: Sendable>(
    _ limit: Duration,
    _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value? {
    let work = Task { try await body() }
    let result = Locked<Result<Value, any Error>??>(nil)
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value?, any Error>) in
        @Sendable func finish(_ outcome: Result<Value, any Error>?) {
            let first = result.withLock { stored -> Bool in
                guard stored == nil else { return false }
                stored = .some(outcome)
                return true
            }
            guard first else { return }
            if let outcome {
                continuation.resume(with: outcome.map { $0 })
            } else {
                continuation.resume(returning: nil)
            }
        }
        Task { finish(await work.result) }
        Task {
            try? await Task.sleep(for: limit)
            work.cancel()
            finish(nil)
        }
    }
}
