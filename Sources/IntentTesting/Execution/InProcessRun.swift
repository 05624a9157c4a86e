import IntentRuntime

/// A run on the test host's executor, in the test's process, recording the phases the run went
/// through and what happened to the widgets meanwhile.
struct InProcessRun {
    let target: IntentTarget
    let parameters: [String: InvocationValue]
    let options: IntentRunOptions

    /// Runs the intent.
    /// - Parameter supplied: The transient entities the test made, by the token their invocation values pass.
    func run(supplying supplied: [String: any AppEntity] = [:]) async throws(IntentTestingError)
        -> ResolvedIntentResult
    {
        let testHost = target.context.testHost
        let executor = testHost.host.executor
        // Events of runs that join an in-flight run may have been sent before this caller
        // listened; with the coalescing policy only the final phase is reported.
        let listensForPhases = executor.configuration.reentrancy != .coalesce
        let events = listensForPhases ? executor.events(bufferingNewest: .max) : nil
        let recorder = testHost.widgetCenter.map { WidgetEventRecorder(center: $0) }
        let identifier = target.identifier
        let parameters = parameters
        let widgetKinds = options.widgetKinds
        let work: @Sendable () async -> Result<RunOutcome, IntentHostError> = {
            do throws(IntentHostError) {
                return .success(
                    try await testHost.run(identifier: identifier, parameters: parameters, widgetKinds: widgetKinds))
            } catch {
                return .failure(error)
            }
        }
        // Advice in the messages names what a test passes: makeIntent's arguments.
        let ran: Result<RunOutcome, IntentHostError> = await InvocationChannel.$current.withValue(.tests) {
            await SuppliedEntities.$current.withValue(supplied) {
                if let prompts = options.promptPolicy {
                    return await IntentPromptPolicy.$current.withValue(prompts) { await work() }
                }
                return await work()
            }
        }
        let outcome: RunOutcome
        switch ran {
        case .success(let value):
            outcome = value
        case .failure(let error):
            _ = recorder?.stop()
            throw IntentTestingError(.refused, error.description, underlyingError: error)
        }
        // The reloads perform() asked for with the fire-and-forget WidgetCenter calls end too.
        await testHost.widgetCenter?.waitForRequestedReloads()
        let widgetEvents = recorder?.stop() ?? []
        var phases: [RunID: [RunPhase]] = [:]
        if let events { phases = await Self.phases(of: outcome, in: events) }
        let result = Self.result(of: outcome, phases: phases, widgetEvents: widgetEvents, isFirst: true)
        guard outcome.phase == .succeeded else {
            throw RunFailure.error(
                identifier: outcome.actionIdentifier,
                phase: outcome.phase,
                reason: outcome.error.map(ErrorText.message(of:)),
                result: result,
                underlyingError: outcome.error
            )
        }
        return result
    }

    /// The phases of every run of an outcome's chain, read from the executor's events until each
    /// run's final phase: all were sent before the run returned.
    private static func phases(of outcome: RunOutcome, in events: AsyncStream<RunEvent>) async -> [RunID: [RunPhase]] {
        let runs = Set(outcome.chain.map(\.runID))
        var unfinished = runs
        var phases: [RunID: [RunPhase]] = [:]
        for await event in events where runs.contains(event.runID) {
            phases[event.runID, default: []].append(event.phase)
            if event.phase.isTerminal { unfinished.remove(event.runID) }
            if unfinished.isEmpty { break }
        }
        return phases
    }

    private static func result(
        of outcome: RunOutcome,
        phases: [RunID: [RunPhase]],
        widgetEvents: [WidgetReloadEvent],
        isFirst: Bool
    ) -> ResolvedIntentResult {
        // The first run gets every event of the run; an opened run those its own reload caused.
        let own =
            isFirst
            ? widgetEvents : widgetEvents.filter { $0.reason == .intent(actionIdentifier: outcome.actionIdentifier) }
        return ResolvedIntentResult(
            identifier: outcome.actionIdentifier,
            phase: outcome.phase,
            phases: phases[outcome.runID] ?? [outcome.phase],
            value: IntentValue.make(outcome.value, native: outcome.value),
            dialog: outcome.dialog?.description,
            openedIntents: outcome.openedRun.map {
                [result(of: $0, phases: phases, widgetEvents: widgetEvents, isFirst: false)]
            } ?? [],
            reloadedWidgetKinds: RunFailure.finishedKinds(in: own),
            widgetReloads: own,
            ranInSeparateProcess: false,
            failureDescription: outcome.error.map(ErrorText.message(of:))
        )
    }
}

extension IntentRunOptions {
    /// The answers as a host's prompt policy; `nil` when the options answer nothing.
    var promptPolicy: IntentPromptPolicy? {
        guard confirmations != nil || !answers.isEmpty else { return nil }
        return .answering(
            confirmations: confirmations, values: answers.compactMapValues(\._intentValue.invocationValue))
    }
}
