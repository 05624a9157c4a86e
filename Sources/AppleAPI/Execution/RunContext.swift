/// What code running inside `perform()` can know about its run: the intent being performed.
///
/// The executor binds it around each `perform()`; parameter requests use it to name the
/// parameter they ask about.
package enum RunContext {
    /// The run whose `perform()` is running: its intent, and what cancelled it.
    package struct Run: Sendable {
        /// The intent being performed.
        package var intent: any AppIntent
        /// Where the executor records why it cancelled the run; `nil` outside an executor.
        package var cancellation: (any RunCancellationRecord)?

        /// A run of `intent`.
        package init(intent: any AppIntent, cancellation: (any RunCancellationRecord)?) {
            self.intent = intent
            self.cancellation = cancellation
        }
    }

    /// The run whose `perform()` is running, if any: one binding per run, which the executor makes anyway.
    @TaskLocal package static var run: Run?

    /// The intent whose `perform()` is running, if any.
    package static var intent: (any AppIntent)? { run?.intent }

    /// The dependencies of the host whose work is running (a run, a query, a widget's timeline):
    /// a `@Dependency` of the shared manager resolves through them, so two hosts in one process,
    /// such as two tests running at once, never see each other's dependencies. `nil` outside a host.
    @TaskLocal package static var dependencies: AppDependencyManager?

    /// The decoder of answers to value requests: the engine's, installed once before its first run. It is the
    /// same for every run, so binding it around each run, as a task-local, would only cost each run time.
    package static var answers: (any ParameterAnswerDecoder)? { installedAnswers.withLock { $0 } }

    /// Installs the engine's decoder of answers to value requests.
    /// - Parameter decoder: The decoder.
    package static func install(answers decoder: any ParameterAnswerDecoder) {
        installedAnswers.withLock { $0 = decoder }
    }

    private static let installedAnswers = Locked<(any ParameterAnswerDecoder)?>(nil)

    /// The property name of one of the running intent's parameters.
    /// - Parameter parameter: A parameter object.
    /// - Returns: Its name, or `nil` when no intent is running or it is not one of its parameters.
    package static func name(of parameter: AnyObject) -> String? {
        guard let intent else { return nil }
        return IntentReflection.parameters(of: intent).first { $0.parameter === parameter }?.name
    }
}

/// Where the executor records why it cancelled a run, read by a ``CancellableIntent``'s cancellation handler.
///
/// The executor's per-run object conforms (no allocation of its own); it records a timeout before it cancels the
/// run's task, so a handler that runs on that cancellation, or is installed after it, reads the reason.
package protocol RunCancellationRecord: AnyObject, Sendable {
    /// Whether the run was cancelled because it timed out.
    var timedOut: Bool { get }
}
