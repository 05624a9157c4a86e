import Foundation
import IntentRuntime
import RuntimeTestSupport
import Synchronization
import Testing

/// Issue 18: a host that counts the reloads `perform()` asks for waits for them instead of sleeping.
@Suite("Waiting for the reloads a run requested")
struct RequestedReloadsTests {
    @Test func aThousandTapsAreCountedWithoutSleeping() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [BadInputWidget(kind: "Tapped")]))
        var registry = IntentRegistry()
        registry.register(RequestingReloadIntent.self)
        let host = IntentHost(
            bundleIdentifier: "com.example.taps", registry: registry, configuration: .notAboutTime, reloader: center)
        let requested = Atomic(0)
        let token = center.addEventObserver { event in
            if event.phase == .requested, event.reason == .app { requested.add(1, ordering: .relaxed) }
        }
        defer { center.removeEventObserver(token) }

        for _ in 0..<1_000 {
            #expect(try await host.run(identifier: "RequestingReloadIntent").phase == .succeeded)
        }
        await host.waitForRequestedReloads()

        // Every fire-and-forget request perform() made has been answered: all 1,000 are counted.
        #expect(requested.load(ordering: .relaxed) == 1_000)
    }

    @Test func theRunsOwnReloadIsDoneWhenRunReturns() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [BadInputWidget(kind: "Tapped")]))
        var registry = IntentRegistry()
        registry.register(RequestingReloadIntent.self)
        let host = IntentHost(
            bundleIdentifier: "com.example.taps", registry: registry, configuration: .notAboutTime, reloader: center)
        let order = Mutex<[String]>([])
        let stream = host.executor.events()  // subscribed now, before the run
        let runEvents = Task {
            for await event in stream {
                order.withLock { $0.append("run \(event.phase)") }
                if event.phase == .succeeded { break }
            }
        }
        let token = center.addEventObserver { event in
            if case .intent = event.reason { order.withLock { $0.append("reload \(event.phase.rawValue)") } }
        }
        defer { center.removeEventObserver(token) }

        _ = try await host.run(identifier: "RequestingReloadIntent")
        await runEvents.value

        // The documented order: the run ends, then its own reload is requested and done, then run returns.
        let seen = order.withLock { $0 }
        let ended = try #require(seen.firstIndex(of: "run succeeded"))
        let requestedAt = try #require(seen.firstIndex(of: "reload requested"))
        let finishedAt = try #require(seen.firstIndex(of: "reload finished"))
        #expect(ended < requestedAt && requestedAt < finishedAt)
    }
}

/// Asks WidgetKit for a reload of its widget, fire-and-forget, as intents do.
private struct RequestingReloadIntent: AppIntent {
    static let title: LocalizedStringResource = "Tap"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "Tapped")
        return .result()
    }
}
