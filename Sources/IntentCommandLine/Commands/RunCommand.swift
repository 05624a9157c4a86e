import IntentMetadata
import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intents run <identifier>`: runs one intent through the host's executor and prints its
/// result, its dialog, the runs it opened, and the widget entries reloaded after it.
enum RunCommand: Subcommand {
    static let specification = CommandSpecification(
        name: "run",
        abstract: "Run an intent and print its result, dialog, opened runs and reloaded widgets.",
        discussion: """
            Parameters come from --input (a JSON object, '-' for standard input) and then from
            --param, which wins. Values are decoded by the parameter's type: numbers, true/false,
            enum case identifiers, ISO 8601 dates, URLs, entity identifiers (found through the
            entity's query; see 'entities'). Bad values are refused before perform().
            Questions perform() asks are answered by --confirm (confirmations) and --answer
            (values and choices); an unanswered question fails the run.
            Exit status: 0 succeeded, 65 bad parameters, 66 unknown intent, 70 failed (threw, timed
            out, cancelled, an unanswered question), 75 rejected because a run of the intent is
            already in flight.
            """,
        arguments: [
            PositionalDefinition(
                name: "identifier",
                help: "The intent's identifier (or Module.Type); not with --phrase.",
                isRequired: false
            )
        ],
        options: [
            .option("param", short: "p", value: "name=value", help: "A parameter value.", repeatable: true),
            .option("input", short: "i", value: "file.json", help: "Parameter values as a JSON object."),
            .option("phrase", value: "text", help: "Run the App Shortcut whose phrase matches, as Siri would."),
            .option("widget-kind", value: "kind", help: "Reload only this widget kind afterwards.", repeatable: true),
            .option("confirm", value: "yes|no", help: "Answer the intent's confirmation requests."),
            .option("timeout", value: "seconds", help: "Cancel the run if it has not ended after this long."),
            .option(
                "answer", value: "name=value", help: "Answer the intent's request for a parameter's value or choice.",
                repeatable: true),
            .option(
                "concurrent",
                value: "n",
                help: "Start n runs at once on this host (shows the reentrancy guard)."
            ),
            .flag("json", help: "Print the outcome as JSON."),
        ],
        examples: [
            "intents run ConfigurationAppIntent --param step=2",
            "intents run CommandAppIntent --param control=climate --param isOn=true",
            "intents run SetCityIntent --input city.json --json",
            "intents run --phrase 车控车锁",
            "intents run CompleteTodoIntent -p item=2 --confirm yes",
            "intents run --phrase \"Complete buy milk in Todo\"",
        ]
    )

    static var examplesNeedApplication: Bool { true }

    static func examples(programName: String, application: HostApplication?) -> [String] {
        let examples = application.map { HostExamples.run(programName: programName, application: $0) } ?? []
        return examples.isEmpty ? specification.examples.map { renamed($0, programName: programName) } : examples
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
        let console = context.console
        let phrase = arguments.value("phrase")
        guard (arguments.positionals.first == nil) != (phrase == nil) else {
            return context.usageError(
                "give an intent identifier or --phrase, not both nor neither", command: specification)
        }
        var copies = 1
        if let text = arguments.value("concurrent") {
            guard let count = Int(text), (1...100).contains(count) else {
                return context.usageError(
                    "--concurrent takes a number from 1 to 100, not '\(text)'", command: specification)
            }
            copies = count
        }
        var values: [String: InvocationValue] = [:]
        if let input = arguments.value("input") {
            let data: Data?
            if input == "-" {
                data = context.configuration.readStandardInput().map { Data($0.utf8) }
            } else {
                // A regular file only: a FIFO or a device is refused at once instead of blocking or never ending.
                do {
                    let url = URL(fileURLWithPath: input)
                    data = Data(try MetadataBundle.readFile(url, limit: InvocationValue.inputLimits.maxBytes))
                } catch {
                    if error.code == .tooLarge {
                        console.error("the input file '\(input)' is too large: \(error.message)")
                        return .dataError
                    }
                    let reason = error.code == .fileNotFound ? "" : ": \(error.message)"
                    console.error("cannot read the input file '\(input)'\(reason)")
                    return .noInput
                }
            }
            guard let data else {
                console.error("cannot read the input file '\(input)'")
                return .noInput
            }
            do {
                values = try InvocationValue.parameters(fromJSON: data, source: input)
            } catch {
                console.error(error.description)
                return .dataError
            }
        }
        for assignment in arguments.values("param") {
            guard let (name, value) = InvocationValue.assignment(assignment) else {
                return context.usageError("--param takes name=value, not '\(assignment)'", command: specification)
            }
            values[name] = value
        }

        var timeout: Duration?
        if let text = arguments.value("timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                return context.usageError(
                    "--timeout takes a number of seconds from 0 to 86400, not '\(text)'", command: specification)
            }
            timeout = .milliseconds(Int64(seconds * 1000))
        }
        let confirmations: Bool?
        do {
            confirmations = try arguments.yesOrNo("confirm")
        } catch {
            return context.usageError(error.message, command: specification)
        }
        var answers: [String: InvocationValue] = [:]
        for assignment in arguments.values("answer") {
            guard let (name, value) = InvocationValue.assignment(assignment) else {
                return context.usageError("--answer takes name=value, not '\(assignment)'", command: specification)
            }
            answers[name] = value
        }
        let prompts = IntentPromptPolicy.answering(confirmations: confirmations, values: answers)

        guard let application = await context.application() else { return .dataError }
        let host = application.host
        let identifier: String
        if let phrase {
            guard let match = PhraseLookup.match(phrase, in: application) else {
                console.error("no App Shortcut phrase matches \"\(phrase)\". See '\(context.programName) shortcuts'.")
                return .noInput
            }
            identifier = match.actionIdentifier
            for (name, text) in match.parameters where values[name] == nil {
                do {
                    values[name] = try await PhraseLookup.value(
                        of: text, for: name, of: identifier, in: application)
                } catch {
                    console.error(error.description)
                    return .dataError
                }
            }
            let matched = "\"\(phrase)\" → \(identifier) (phrase \(match.phraseTemplate))"
            if arguments.has("json") { console.note(matched) } else { console.print(matched) }
        } else {
            identifier = arguments.positionals[0]
        }
        do {
            _ = try host.target(for: identifier)
        } catch {
            return report(error, identifier: identifier, application: application, context: context)
        }
        let kinds = arguments.values("widget-kind")
        let knownKinds = application.widgetExtensions.flatMap(\.catalog.kinds)
        for kind in kinds where !knownKinds.contains(kind) {
            return context.usageError(
                "no widget of kind '\(kind)'." + Suggestion.hint(for: kind, among: knownKinds)
                    + (knownKinds.isEmpty
                        ? " The host has no widgets." : " Kinds: \(knownKinds.joined(separator: ", "))."),
                command: specification
            )
        }
        return await execute(
            identifier: identifier,
            parameters: values,
            widgetKinds: kinds.isEmpty ? nil : kinds,
            copies: copies,
            prompts: prompts,
            timeout: timeout,
            timeoutNote: timeout == nil
                ? nil : arguments.value("timeout").map { "did not end within --timeout \($0) s and was cancelled" },
            json: arguments.has("json"),
            application: application,
            context: context
        )
    }

    /// Runs an intent `copies` times at once on the host's executor, with the host's Live
    /// Activity center bound, and prints what happened: the runs, the widgets reloaded, the
    /// Live Activities changed.
    static func execute(
        identifier: String,
        parameters: [String: InvocationValue],
        widgetKinds: [String]?,
        copies: Int,
        prompts: IntentPromptPolicy,
        timeout: Duration? = nil,
        timeoutNote: String? = nil,
        json: Bool,
        application: HostApplication,
        context: CommandContext
    ) async -> ExitCode {
        let console = context.console
        let host = application.host
        application.startWidgetCenters()
        let center = application.activityCenter
        let mark = center.lastEventNumber
        let limit = timeout
        let results = await LiveActivityCenter.$current.withValue(center) {
            await withTaskGroup(of: Result<RunOutcome, IntentHostError>.self) { group in
                for _ in 0..<copies {
                    group.addTask {
                        await IntentPromptPolicy.$current.withValue(prompts) {
                            await cancelling(after: limit) {
                                do throws(IntentHostError) {
                                    return .success(
                                        try await host.run(
                                            identifier: identifier, parameters: parameters, widgetKinds: widgetKinds)
                                    )
                                } catch {
                                    return .failure(error)
                                }
                            }
                        }
                    }
                }
                var results: [Result<RunOutcome, IntentHostError>] = []
                for await result in group { results.append(result) }
                return results
            }
        }
        var outcomes: [RunOutcome] = []
        for result in results {
            switch result {
            case .success(let outcome): outcomes.append(outcome)
            case .failure(let error):
                return report(error, identifier: identifier, application: application, context: context)
            }
        }
        outcomes.sort { $0.runID < $1.runID }
        let reloaded = await reloadedWidgets(application, kinds: widgetKinds, outcomes: outcomes)
        var report = RunReport(outcomes: outcomes, reloaded: reloaded)
        report.timeoutNote = timeoutNote
        let activities = ActivityChanges(center: center, after: mark)
        if json {
            var rendered = report.json()
            if !activities.isEmpty, case .object(var fields) = rendered {
                fields.append(("liveActivities", activities.json()))
                rendered = .object(fields)
            }
            let text = rendered.rendered()
            // Printed only when its readers (the out-of-process test runner) would take it.
            do {
                _ = try JSONValue(parsing: Array(text.utf8), source: "the outcome", limits: ExchangeLimits.runReport)
            } catch {
                console.error(
                    "the outcome as JSON is over what its readers accept (\(error.message)); it was not printed. "
                        + "Run without --json to see it")
                report.printErrors(console: console)
                CompletedFiles.remove(returnedBy: outcomes)
                return .failure
            }
            console.print(text)
        } else {
            report.printText(console: console)
            activities.printText(console: console)
        }
        report.printErrors(console: console)
        CompletedFiles.remove(returnedBy: outcomes)
        return report.exitCode
    }

    /// Runs `operation`, cancelling it when `limit` passes first; the operation still ends (a
    /// cancelled run ends as cancelled).
    private static func cancelling<Result: Sendable>(
        after limit: Duration?,
        _ operation: @escaping @Sendable () async -> Result
    ) async -> Result {
        guard let limit else { return await operation() }
        return await withTaskGroup(of: Result?.self) { group in
            group.addTask { await operation() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            while let next = await group.next() {
                guard let result = next else {
                    group.cancelAll()
                    continue
                }
                group.cancelAll()
                return result
            }
            preconditionFailure("the operation's task always returns a result")
        }
    }

    /// Prints why the host refused to run an intent, and returns the matching exit code.
    private static func report(
        _ error: IntentHostError,
        identifier: String,
        application: HostApplication,
        context: CommandContext
    ) -> ExitCode {
        let console = context.console
        switch error.code {
        case .unknownAction:
            let known = Set(
                application.host.report.actions.map(\.actionIdentifier) + application.registry.intents.map(\.identifier)
            )
            console.error(
                "no intent '\(identifier)'." + Suggestion.hint(for: identifier, among: known.sorted())
                    + " See '\(context.programName) list'."
            )
            return .noInput
        case .invalidParameters:
            console.error(
                error.message + entityHint(error.parameterError, identifier: identifier, application, context))
            return .dataError
        default:
            console.error(error.message)
            for diagnostic in error.diagnostics {
                console.note(diagnostic.message)
            }
            return .dataError
        }
    }

    /// Where to find the identifiers of an entity parameter that named none.
    private static func entityHint(
        _ error: ParameterError?, identifier: String, _ application: HostApplication, _ context: CommandContext
    ) -> String {
        guard let error, error.code == .entityNotFound,
            let intent = application.registry.intents.first(where: { $0.identifier == identifier }),
            let parameter = intent.parameters.first(where: { $0.name == error.parameter }),
            parameter.wrappedType.type is any AppEntity.Type
        else { return "" }
        return "; `\(context.programName) entities \(parameter.wrappedType.type)` lists the suggested ones"
    }

    /// The entries the reloaded widgets show now.
    private static func reloadedWidgets(
        _ application: HostApplication,
        kinds: [String]?,
        outcomes: [RunOutcome]
    ) async -> [(kind: String, entry: any Sendable)] {
        guard outcomes.contains(where: { $0.phase != .rejected }) else { return [] }
        var reloaded: [(kind: String, entry: any Sendable)] = []
        let identifiers = Set(outcomes.filter { $0.phase != .rejected }.map(\.actionIdentifier))
        for widgetExtension in application.widgetExtensions where widgetExtension.reloads(afterAnyOf: identifiers) {
            for kind in widgetExtension.catalog.kinds where kinds?.contains(kind) ?? true {
                if let entry = await widgetExtension.center.currentEntry(ofKind: kind) {
                    reloaded.append((kind, entry.base))
                }
            }
        }
        return reloaded
    }
}

/// What `run` prints about its runs.
struct RunReport {
    var outcomes: [RunOutcome]
    /// The widgets reloaded after the runs, with the entry each shows now.
    var reloaded: [(kind: String, entry: any Sendable)]
    /// What to say of a run cancelled by `--timeout`, if one was given.
    var timeoutNote: String?

    /// 0 when every run (and every run it opened) succeeded; else 70 when one failed; else 75.
    var exitCode: ExitCode {
        let phases = outcomes.flatMap(\.chain).map(\.phase)
        if phases.allSatisfy({ $0 == .succeeded }) { return .success }
        if phases.contains(where: { [.failed, .cancelled, .timedOut].contains($0) }) { return .intentFailed }
        return .rejected
    }

    func printText(console: Console) {
        for (index, outcome) in outcomes.enumerated() {
            if index > 0 { console.print() }
            describe(outcome, console: console, indent: "")
        }
        if !reloaded.isEmpty {
            console.print("reloaded widgets:")
            for (kind, entry) in reloaded {
                console.print("  \(kind): \(ValueRendering.text(entry))")
            }
        }
    }

    private func describe(_ outcome: RunOutcome, console: Console, indent: String) {
        let style: Console.Style = outcome.phase == .succeeded ? .boldGreen : .boldRed
        console.print(indent + "\(outcome.actionIdentifier): " + console.styled(outcome.phase.rawValue, style))
        if let value = outcome.value {
            console.print(indent + "  value: \(ValueRendering.text(value))")
        }
        if let dialog = outcome.dialog {
            console.print(indent + "  dialog: \(dialog.description)")
        }
        for opened in outcome.openedRuns {
            console.print(indent + "  opened:")
            describe(opened, console: console, indent: indent + "    ")
        }
    }

    func printErrors(console: Console) {
        for message in Self.errorMessages(of: outcomes, timeoutNote: timeoutNote) { console.error(message) }
    }

    /// Why the runs, and the runs they opened, did not succeed: one message per run that ended
    /// with an error, naming its intent (what `run` prints, and `serve --mcp` answers). A run
    /// cancelled by `--timeout` is said to be so by `timeoutNote`.
    static func errorMessages(of outcomes: [RunOutcome], timeoutNote: String? = nil) -> [String] {
        outcomes.flatMap(\.chain).compactMap { outcome in
            guard let error = outcome.error else { return nil }
            if outcome.phase == .cancelled, let timeoutNote { return "\(outcome.actionIdentifier) \(timeoutNote)" }
            let text = String(describing: error)
            return text.hasPrefix(outcome.actionIdentifier)
                ? text : "\(outcome.actionIdentifier) \(outcome.phase.rawValue): \(text)"
        }
    }

    func json() -> JSONText {
        let runs = JSONText.array(outcomes.map(Self.json))
        return .object([
            ("runs", runs),
            (
                "reloadedWidgets",
                .array(
                    reloaded.map {
                        .object([("kind", .string($0.kind)), ("entry", ValueRendering.fieldsJSON($0.entry))])
                    })
            ),
        ])
    }

    private static func json(_ outcome: RunOutcome) -> JSONText {
        .object([
            ("identifier", .string(outcome.actionIdentifier)),
            ("phase", .string(outcome.phase.rawValue)),
            ("value", outcome.value.map(ValueRendering.json) ?? .null),
            ("dialog", outcome.dialog.map { .string($0.description) } ?? .null),
            ("error", outcome.error.map { .string(String(describing: $0)) } ?? .null),
            ("opened", .array(outcome.openedRuns.map(json))),
        ])
    }
}
