/// Calls an intent's `perform()` as the system does: when it throws an error that asks the person
/// something (`$item.needsValueError()`, `needsDisambiguationError`, `.restartPerform`), the
/// question goes to the run's ``IntentPromptPolicy``; an answer is applied to the parameter and
/// `perform()` runs again, a bounded number of times.
enum IntentPerformance {
    /// How many times one run may perform its intent again.
    static let maximumRestarts = 8

    /// The engine's decoder of answers, installed for the surface the first time an intent is performed.
    private static let answersInstalled: Void = RunContext.install(answers: ParameterAnswerDecoding())

    /// Performs the intent, answering its questions.
    /// - Parameters:
    ///   - intent: The intent, parameters set.
    ///   - deadline: When the watchdog's time for the run is up (`DispatchTime` uptime nanoseconds), for a
    ///     `CancellableIntent` to tell a timeout from its caller's cancellation.
    ///   - cancellation: Where an executor timing runs on its own clock records a timeout instead.
    ///   Both are bound with the intent in the run's one task-local value.
    /// - Returns: What `perform()` returned.
    /// - Throws: What `perform()` threw, when no answer lets it go on.
    static func perform(
        _ intent: any AppIntent,
        deadline: UInt64 = .max,
        cancellation: (any RunCancellationRecord)? = nil
    ) async throws -> IntentResultContent {
        _ = answersInstalled
        let run = RunContext.Run(intent: intent, deadline: deadline, cancellation: cancellation)
        return try await RunContext.$run.withValue(run) {
            var restarts = 0
            while true {
                do {
                    return try await intent.perform().resultContent
                } catch let error as AppIntentError where restarts < maximumRestarts {
                    guard try await answer(error) else { throw error }
                    restarts += 1
                }
            }
        }
    }

    /// Answers a question an intent threw, if the policy can.
    /// - Returns: Whether `perform()` should run again.
    private static func answer(_ error: AppIntentError) async throws -> Bool {
        if error.code == .restartPerform { return true }
        guard let question = error.prompt, let apply = error.applyAnswer,
            let answer = await IntentPromptPolicy.current.answer(IntentPrompt(question))
        else { return false }
        try await apply(answer.reply)
        return true
    }
}
