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
            guard let value = options.answers[name]?.intentValue.invocationValue, let text = Self.text(value) else {
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
        guard let document = try? JSONValue(parsing: Array(ended.standardOutput.utf8), limits: Self.outputLimits),
            case .object(let members) = document, case .array(let runs)? = members["runs"],
            case .object(let first)? = runs.first
        else {
            // 64 usage, 65 bad data, 66 no such intent: the host refused the run.
            let refused: Set<Int32> = [64, 65, 66]
            throw IntentTestingError(
                refused.contains(ended.status) ? .refused : .hostFailed,
                "the host process \(host) exited with status \(ended.status) and printed no outcome for "
                    + "\(identifier): " + ended.standardErrorTail
            )
        }
        var reloaded: [String] = []
        if case .array(let widgets)? = members["reloadedWidgets"] {
            for widget in widgets {
                if case .object(let fields) = widget, let kind = fields["kind"]?.stringValue, !reloaded.contains(kind) {
                    reloaded.append(kind)
                }
            }
        }
        let registry = target.context.testHost.host.registry
        let result = Self.result(first, reloaded: reloaded, registry: registry, isFirst: true)
        guard result.phase == .succeeded else {
            throw RunFailure.error(
                identifier: result.identifier,
                phase: result.phase,
                reason: first["error"]?.stringValue,
                result: result,
                underlyingError: nil
            )
        }
        return result
    }

    /// A printed run: `{"identifier", "phase", "value", "dialog", "error", "opened"}`.
    private static func result(
        _ run: [String: JSONValue],
        reloaded: [String],
        registry: IntentRegistry,
        isFirst: Bool
    ) -> ResolvedIntentResult {
        let identifier = run["identifier"]?.stringValue ?? "?"
        let phase = run["phase"]?.stringValue.flatMap(RunPhase.init(rawValue:)) ?? .failed
        let hint = registry.intents(identifier: identifier).first?.resultValueType.flatMap { ValueHint(type: $0.type) }
        var opened: [ResolvedIntentResult] = []
        if case .array(let runs)? = run["opened"] {
            for case .object(let openedRun) in runs {
                opened.append(result(openedRun, reloaded: [], registry: registry, isFirst: false))
            }
        }
        return ResolvedIntentResult(
            identifier: identifier,
            phase: phase,
            phases: [phase],
            value: IntentValue.make(json: run["value"] ?? .null, hint: hint, registry: registry),
            dialog: run["dialog"]?.stringValue,
            openedIntents: opened,
            reloadedWidgetKinds: isFirst ? reloaded : [],
            widgetReloads: [],
            ranInSeparateProcess: true,
            failureDescription: run["error"]?.stringValue
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
