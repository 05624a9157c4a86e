import Foundation
import IntentMetadata
import IntentRuntime

/// A run in a separate host process: `<host> run <intent> --input <values.json> --json`, its
/// printed outcome read back as a result.
struct OutOfProcessRun {
    let target: IntentTarget
    let parameters: [String: InvocationValue]
    let options: IntentRunOptions
    let process: HostProcess

    /// The largest outcome read from a host process: what `run --json` prints at most.
    private static let outputLimits = ExchangeLimits.runReport

    func run() async throws(IntentTestingError) -> ResolvedIntentResult {
        let testHost = target.context.testHost
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intent-testing-input-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = try encoder.encode(parameters)
            // The host reads its --input file with these limits: refuse here what it would refuse there.
            do {
                _ = try JSONValue(parsing: data, source: "the parameter values", limits: InvocationValue.inputLimits)
            } catch {
                throw IntentTestingError(
                    .invalidValue,
                    "the parameter values are over what a host process reads (\(error.message)); they were not sent")
            }
            try data.write(to: input)
        } catch let error as IntentTestingError {
            throw error
        } catch {
            throw IntentTestingError(.hostFailed, "cannot write the parameter values for the host process: \(error)")
        }
        var arguments = ["run", target.identifier, "--input", input.path, "--json"]
        for kind in options.widgetKinds ?? [] {
            arguments += ["--widget-kind", kind]
        }
        if let confirmations = options.confirmations {
            arguments += ["--confirm", confirmations ? "yes" : "no"]
        }
        for name in options.answers.keys.sorted() {
            guard let value = options.answers[name]?._intentValue.invocationValue, let text = Self.text(value) else {
                throw IntentTestingError(.invalidValue, "the answer for '\(name)' cannot be passed to a host process")
            }
            arguments += ["--answer", "\(name)=\(text)"]
        }
        var environment = ProcessInfo.processInfo.environment
        environment[AppGroup.containersEnvironmentVariable] = testHost.containersDirectory.path
        environment["NO_COLOR"] = "1"
        // A crash reports its Swift runtime message ("Fatal error: …") and ends. Without this the
        // runtime starts a backtracer process first, which can outlive the crashed host.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (name, value) in process.environment {
            environment[name] = value
        }
        let ended = try await process.launch(arguments, environment: environment)
        return try read(ended)
    }

    /// The result a host process printed, or why there is none.
    private func read(_ ended: ProcessOutcome) throws(IntentTestingError) -> ResolvedIntentResult {
        let host = process.executable.lastPathComponent
        let identifier = target.identifier
        if ended.timedOut {
            throw IntentTestingError(
                .hostTimedOut,
                "\(identifier) did not finish within \(process.timeout) in the host process \(host), which was "
                    + "killed; perform() hangs or waits for something that never comes. Its standard error ends:\n"
                    + ended.standardErrorTail
            )
        }
        if ended.wasSignalled {
            throw IntentTestingError(
                .hostCrashed,
                "the host process \(host) crashed (\(HostProcess.signalName(ended.status))) while running "
                    + "\(identifier): a fatalError, a failed precondition or a force unwrap in perform() ends the "
                    + "process, as on a device. It said:\n" + ended.crashReport
            )
        }
        // The document `run --json` printed, read by the wire schema's one decoder.
        let document: RunOutcomeDocument
        do {
            document = try RunOutcomeDocument(decoding: Array(ended.standardOutput.utf8), limits: Self.outputLimits)
        } catch {
            throw noOutcome(ended, host: host, reason: error.message)
        }
        guard let first = document.runs.first else { throw noOutcome(ended, host: host, reason: nil) }
        var reloaded: [String] = []
        for widget in document.reloadedWidgets where !reloaded.contains(widget.kind) {
            reloaded.append(widget.kind)
        }
        let registry = target.context.testHost.host.registry
        let result = Self.result(first, reloaded: reloaded, registry: registry, isFirst: true)
        guard result.phase == .succeeded else {
            throw RunFailure.error(
                identifier: result.identifier,
                phase: result.phase,
                reason: first.failure?.message,
                result: result,
                underlyingError: nil
            )
        }
        return result
    }

    /// Why a host process printed no run: it refused (64 usage, 65 bad data, 66 no such intent), or
    /// failed otherwise; with what it said on standard error, and why its output was no outcome when
    /// it printed something that is not one.
    private func noOutcome(_ ended: ProcessOutcome, host: String, reason: String?) -> IntentTestingError {
        let refused: Set<Int32> = [64, 65, 66]
        let unreadable = ended.standardOutput.isEmpty || reason == nil ? "" : " (its output: \(reason ?? ""))"
        return IntentTestingError(
            refused.contains(ended.status) ? .refused : .hostFailed,
            "the host process \(host) exited with status \(ended.status) and printed no outcome for "
                + "\(target.identifier)\(unreadable): " + ended.standardErrorTail
        )
    }

    /// A printed run and the run it opened.
    private static func result(
        _ run: RunOutcomeDocument.Run,
        reloaded: [String],
        registry: IntentRegistry,
        isFirst: Bool
    ) -> ResolvedIntentResult {
        let hint = registry.intents(identifier: run.identifier).first?.resultValueType.flatMap {
            ValueHint(type: $0.type)
        }
        return ResolvedIntentResult(
            identifier: run.identifier,
            phase: run.phase,
            phases: [run.phase],
            value: IntentValue.make(json: run.value.jsonValue, hint: hint, registry: registry),
            dialog: run.dialog,
            openedIntents: run.openedRun.map { [result($0, reloaded: [], registry: registry, isFirst: false)] } ?? [],
            reloadedWidgetKinds: isFirst ? reloaded : [],
            widgetReloads: [],
            ranInSeparateProcess: true,
            failureDescription: run.failure?.message
        )
    }

    /// A value as `--answer name=value` text.
    private static func text(_ value: InvocationValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .array(let values):
            values.map { text($0) }.contains(nil) ? nil : values.compactMap { text($0) }.joined(separator: ",")
        case .null: nil
        }
    }
}
