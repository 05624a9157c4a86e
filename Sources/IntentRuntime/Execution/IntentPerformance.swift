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
    ///   - cancellation: Where the executor records why it cancelled the run, for a `CancellableIntent`; bound with
    ///     the intent in the run's one task-local value.
    /// - Returns: What `perform()` returned.
    /// - Throws: What `perform()` threw, when no answer lets it go on.
    static func perform(
        _ intent: any AppIntent,
        cancellation: (any RunCancellationRecord)? = nil
    ) async throws -> IntentResultContent {
        _ = answersInstalled
        return try await RunContext.$run.withValue(RunContext.Run(intent: intent, cancellation: cancellation)) {
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
