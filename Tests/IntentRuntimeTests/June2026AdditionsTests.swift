import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

@Suite("The June 2026 additions: cancellable and long-running intents, entity collections, visibility")
struct June2026AdditionsTests {
    @Test func aCancellableIntentTimedOutByTheWatchdogHearsTimeout() async throws {
        let reasons = Locked<[String]>([])
        let executor = IntentExecutor(configuration: ExecutorConfiguration(timeout: .milliseconds(30)))
        let outcome = await executor.run(CleaningIntent(reasons: reasons, gate: Gate()))
        #expect(outcome.phase == .timedOut)
        #expect(reasons.withLock { $0 } == ["timeout"])
    }

    @Test func aCancellableIntentTimedOutOnAClockHearsTimeout() async throws {
        let reasons = Locked<[String]>([])
        let executor = IntentExecutor(
            configuration: ExecutorConfiguration(
                timeout: .milliseconds(30), timeoutMeasurement: .clock(ForwardingClock()))
        )
        let outcome = await executor.run(CleaningIntent(reasons: reasons, gate: Gate()))
        #expect(outcome.phase == .timedOut)
        #expect(reasons.withLock { $0 } == ["timeout"])
    }

    @Test func aCancellableIntentCancelledByItsCallerHearsUserCancelled() async throws {
        let reasons = Locked<[String]>([])
        let executor = IntentExecutor(configuration: .notAboutTime)
        let started = Gate()
        let run = Task {
            await executor.run(CleaningIntent(reasons: reasons, gate: Gate(), started: started))
        }
        try await started.wait()
        run.cancel()
        let outcome = await run.value
        #expect(outcome.phase == .cancelled)
        #expect(reasons.withLock { $0 } == ["userCancelled"])
    }

    @Test func aCancellableIntentThatFinishesHearsNothing() async throws {
        let reasons = Locked<[String]>([])
        let gate = Gate()
        gate.open()
        let executor = IntentExecutor(configuration: .notAboutTime)
        let outcome = await executor.run(CleaningIntent(reasons: reasons, gate: gate))
        #expect(outcome.phase == .succeeded)
        #expect(reasons.withLock { $0 }.isEmpty)
    }

    @Test func aLongRunningIntentsBackgroundTaskRunsAndHearsItsCancellation() async throws {
        let reasons = Locked<[String]>([])
        let quick = Gate()
        quick.open()
        let finished = await IntentExecutor(configuration: .notAboutTime)
            .run(SyncingIntent(reasons: reasons, gate: quick))
        #expect(finished.phase == .succeeded)
        #expect(finished.value as? Int == 7)
        let timedOut = await IntentExecutor(configuration: ExecutorConfiguration(timeout: .milliseconds(30)))
            .run(SyncingIntent(reasons: reasons, gate: Gate()))
        #expect(timedOut.phase == .timedOut)
        #expect(reasons.withLock { $0 } == ["timeout"])
    }

    @Test func anEntityCollectionResolvesItsEntitiesThroughTheQueryOrFromItsOwn() async throws {
        let byIdentifier = EntityCollection<Crumb>(identifiers: ["a", "missing", "b"])
        #expect(try await byIdentifier.resolvedEntities().map(\.id) == ["a", "b"])
        let own = EntityCollection(entities: [Crumb(id: "c", name: "kept")])
        #expect(own.identifiers == ["c"])
        #expect(try await own.resolvedEntities().map(\.name) == ["kept"])
        var changed = own
        changed.identifiers = ["a"]
        #expect(try await changed.resolvedEntities().map(\.name) == ["queried"])
        #expect(try await EntityCollection<Crumb>().resolvedEntities().isEmpty)
    }

    @Test func aPropertyWithAVisibilityKeepsItsTitle() {
        let titled = EntityProperty<String>(title: "Tax ID", visibility: .internal)
        #expect(titled.title?.key == "Tax ID")
        #expect(EntityProperty<String>(description: "d", visibility: .default).title == nil)
        #expect(IntentVisibility.internal != IntentVisibility.default)
    }

    @Test func anErrorWithADescriptionFailsTheRunWithIt() async throws {
        let outcome = await IntentExecutor(configuration: .notAboutTime).run(DescribedFailureIntent())
        #expect(outcome.phase == .failed)
        #expect("\(outcome.error.map { "\($0)" } ?? "")" == "the oven is cold")
    }
}

/// Waits for its gate inside a cancellation handler, recording the reason it is given.
private struct CleaningIntent: CancellableIntent {
    static let title: LocalizedStringResource = "Clean"
    var reasons = Locked<[String]>([])
    var gate = Gate()
    var started: Gate? = nil

    init() {}

    init(reasons: Locked<[String]>, gate: Gate, started: Gate? = nil) {
        self.reasons = reasons
        self.gate = gate
        self.started = started
    }

    func perform() async throws -> some IntentResult {
        try await withIntentCancellationHandler {
            started?.open()
            try await gate.wait()
        } onCancel: { [reasons] reason in
            reasons.withLock { $0.append(reason.debugDescription) }
        }
        return .result()
    }
}

/// Syncs in a background task, recording why it was cancelled.
private struct SyncingIntent: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Sync"
    var reasons = Locked<[String]>([])
    var gate = Gate()

    init() {}

    init(reasons: Locked<[String]>, gate: Gate) {
        self.reasons = reasons
        self.gate = gate
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let gate = gate
        let count = try await performBackgroundTask(options: [.requiresGPU]) {
            try await gate.wait()
            return 7
        } onCancel: { [reasons] reason in
            reasons.withLock { $0.append(reason.debugDescription) }
        }
        return .result(value: count)
    }
}

private struct DescribedFailureIntent: AppIntent {
    static let title: LocalizedStringResource = "Bake"
    func perform() async throws -> IntentResultContainer<Never> {
        throw AppIntentError(description: "the oven is cold")
    }
}

private struct Crumb: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crumb"
    static let defaultQuery = CrumbQuery()
    let id: String
    var name = "queried"
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct CrumbQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Crumb] {
        identifiers.filter { $0 != "missing" }.map { Crumb(id: $0) }
    }
}

@Suite("AppIntentError's iOS 27 initializers and CustomAppIntentErrorConvertible")
struct AppIntentErrorConversionTests {
    struct OvenError: Error, CustomAppIntentErrorConvertible, CustomLocalizedStringResourceConvertible {
        var appIntentError: AppIntentError { AppIntentError(description: "the oven is cold") }
        var localizedStringResource: LocalizedStringResource { "never shown" }
    }

    struct KilnError: Error, CustomAppIntentErrorConvertible {
        var appIntentError: AppIntentError { AppIntentError(description: "the kiln is off") }
    }

    struct FlourError: Error, CustomLocalizedStringResourceConvertible {
        var localizedStringResource: LocalizedStringResource { "out of flour" }
    }

    @Test func anErrorThatSaysWhichAppIntentErrorItIsIsShownByThatError() {
        #expect(ErrorText(OvenError()).message == "the oven is cold")
        #expect(AppIntentError(wrapping: KilnError()).description == "the kiln is off")
    }

    @Test func wrappingALocalizedErrorTakesItsText() {
        #expect(AppIntentError(wrapping: FlourError()).description == "out of flour")
    }

    @Test func aPredefinedErrorWithADescriptionKeepsItsKindAndTakesTheText() {
        let error = AppIntentError(predefinedError: .restartPerform, description: "once more")
        #expect(error.description == "once more")
        #expect(error.code == AppIntentError.restartPerform.code)
        let notFound = AppIntentError(
            predefinedError: AppIntentError.Unrecoverable.entityNotFound, description: "no such loaf")
        #expect(notFound.code == AppIntentError.Unrecoverable.entityNotFound.code)
        #expect(ErrorText(notFound).message == "no such loaf")
    }
}
