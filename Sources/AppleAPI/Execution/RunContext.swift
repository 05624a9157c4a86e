/// What code running inside `perform()` can know about its run: the intent being performed.
///
/// The executor binds it around each `perform()`; parameter requests use it to name the
/// parameter they ask about.
package enum RunContext {
    /// The intent whose `perform()` is running, if any.
    @TaskLocal package static var intent: (any AppIntent)?

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
