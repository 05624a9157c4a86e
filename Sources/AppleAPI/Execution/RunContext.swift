import Dispatch

/// What code running inside `perform()` can know about its run: the intent being performed.
///
/// The executor binds it around each `perform()`; parameter requests use it to name the
/// parameter they ask about.
package enum RunContext {
    /// The run whose `perform()` is running: its intent, and how to tell why it was cancelled.
    package struct Run: Sendable {
        /// The intent being performed.
        package var intent: any AppIntent
        /// When the run's time is up, in `DispatchTime` uptime nanoseconds (`UInt64.max`: never). The executor's
        /// watchdog cancels a run only once this has passed, so a cancellation seen after it is the timeout's.
        /// A plain number: binding it retains nothing.
        package var deadline: UInt64
        /// Where an executor that times runs on a clock of its own records a timeout; `nil` for the watchdog.
        package var cancellation: (any RunCancellationRecord)?

        /// A run of `intent`.
        package init(intent: any AppIntent, deadline: UInt64 = .max, cancellation: (any RunCancellationRecord)? = nil) {
            self.intent = intent
            self.deadline = deadline
            self.cancellation = cancellation
        }

        /// Whether the run was cancelled because its time was up, asked when it is cancelled.
        package var timedOut: Bool {
            if let cancellation { return cancellation.timedOut }
            return deadline != .max && DispatchTime.now().uptimeNanoseconds >= deadline
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

/// Where an executor that times runs on a clock of its own records why it cancelled a run, read by a
/// ``CancellableIntent``'s cancellation handler (the watchdog's runs compare the time with their deadline instead).
///
/// The executor's per-run ending slot conforms (no allocation of its own); it records a timeout before it cancels the
/// run's task, so a handler that runs on that cancellation, or is installed after it, reads the reason.
package protocol RunCancellationRecord: AnyObject, Sendable {
    /// Whether the run was cancelled because it timed out.
    var timedOut: Bool { get }
}
