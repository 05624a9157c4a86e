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
    /// `--param name=value`, repeatable.
    static let param = Option.assignment("param", short: "p", help: "A parameter value.")
    /// `--input file.json`: parameter values as a JSON object; `-` for standard input.
    static let input = Option<String>(
        "input", short: "i", value: "file.json", help: "Parameter values as a JSON object.")
    /// `--phrase text`: the App Shortcut phrase to match instead of an identifier.
    static let phrase = Option<String>(
        "phrase", value: "text", help: "Run the App Shortcut whose phrase matches, as Siri would.")
    /// `--widget-kind kind`, repeatable.
    static let widgetKind = Option<String>(
        "widget-kind", value: "kind", help: "Reload only this widget kind afterwards.", repeatable: true)
    /// `--confirm yes|no`.
    static let confirm = Option.yesOrNo("confirm", help: "Answer the intent's confirmation requests.")
    /// `--timeout seconds`.
    static let timeout = Option.seconds(
        "timeout", maximum: 86_400, help: "Cancel the run if it has not ended after this long.")
    /// `--answer name=value`, repeatable.
    static let answer = Option.assignment(
        "answer", help: "Answer the intent's request for a parameter's value or choice.")
    /// `--concurrent n`.
    static let concurrent = Option.number(
        "concurrent", value: "n", in: 1...100, help: "Start n runs at once on this host (shows the reentrancy guard).")
    /// `--json`.
    static let json = Flag("json", help: "Print the outcome as JSON.")

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
        options: [param, input, phrase, widgetKind, confirm, timeout, answer, concurrent, json],
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

    /// What `run` was asked to do.
    struct Request: Sendable {
        /// Which intent: by identifier, or by an App Shortcut phrase.
        enum Target: Sendable, Equatable {
            /// The intent's identifier (or `Module.Type`).
            case identifier(String)
            /// A phrase to match against the App Shortcuts.
            case phrase(String)
        }

        /// Which intent.
        var target: Target
        /// The `--input` file (`-` for standard input), read when the command runs.
        var input: String?
        /// The `--param` values, which win over `--input`'s.
        var parameters: [String: InvocationValue]
        /// The widget kinds to reload; empty for all.
        var widgetKinds: [String]
        /// How confirmation requests are answered; `nil` leaves them unanswered.
        var confirmations: Bool?
        /// The `--answer` values.
        var answers: [String: InvocationValue]
        /// When to cancel the run.
        var timeout: Duration?
        /// `--timeout` as typed, for the message of a cancelled run.
        var timeoutText: String?
        /// How many runs to start at once.
        var copies: Int
        /// Whether to print JSON.
        var json: Bool
    }

    static func request(from arguments: ParsedArguments) throws(UsageError) -> Request {
        let phrase = arguments.value(Self.phrase)
        let target: Request.Target
        switch (arguments.positionals.first, phrase) {
        case (let identifier?, nil): target = .identifier(identifier)
        case (nil, let phrase?): target = .phrase(phrase)
        default: throw UsageError(message: "give an intent identifier or --phrase, not both nor neither")
        }
        let copies = try arguments.value(concurrent) ?? 1
        var parameters: [String: InvocationValue] = [:]
        for assignment in try arguments.values(param) { parameters[assignment.name] = assignment.value }
        let timeout = try arguments.value(Self.timeout)
        let confirmations = try arguments.value(confirm)
        var answers: [String: InvocationValue] = [:]
        for assignment in try arguments.values(answer) { answers[assignment.name] = assignment.value }
        return Request(
            target: target,
            input: arguments.value(input),
            parameters: parameters,
            widgetKinds: arguments.values(widgetKind),
            confirmations: confirmations,
            answers: answers,
            timeout: timeout,
            timeoutText: arguments.text(of: Self.timeout),
            copies: copies,
            json: arguments.has(json)
        )
    }

    static func run(arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
        guard arguments.has(json) else { return await parseAndRun(arguments, context: context) }
        // With --json, standard output carries one JSON document whatever happens: the runs, or why none ran.
        let output = context.console.output
        let standardOutput = TeeOutput(output.standardOutput)
        let standardError = TeeOutput(output.standardError)
        let recording = CommandContext(
            console: Console(
                output: CommandOutput(
                    standardOutput: standardOutput, standardError: standardError, allowsColor: output.allowsColor)
            ),
            configuration: context.configuration
        )
        let status = await parseAndRun(arguments, context: recording)
        if status != .success && standardOutput.text.isEmpty {
            context.console.print(RunReport.refusalJSON(status: status, standardError: standardError.text).rendered())
        }
        return status
    }

    /// Runs the request, or prints why it cannot and returns the exit code that says so.
    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        var values: [String: InvocationValue] = [:]
        if let input = request.input {
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
        values.merge(request.parameters) { _, given in given }
        let prompts = IntentPromptPolicy.answering(confirmations: request.confirmations, values: request.answers)

        guard let application = await context.application() else { return .dataError }
        let host = application.host
        let identifier: String
        switch request.target {
        case .phrase(let phrase):
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
            if request.json { console.note(matched) } else { console.print(matched) }
        case .identifier(let given):
            identifier = given
        }
        do {
            // A registered copy that never runs because the metadata names this one is said, not silently passed.
            for warning in try host.target(for: identifier).warnings { console.warning(warning.message) }
        } catch {
            return report(error, identifier: identifier, application: application, context: context)
        }
        let kinds = request.widgetKinds
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
            copies: request.copies,
            prompts: prompts,
            timeout: request.timeout,
            timeoutNote: request.timeoutText.map { "did not end within --timeout \($0) s and was cancelled" },
            json: request.json,
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
            let text = report.document(liveActivities: activities.isEmpty ? nil : activities.json()).json().rendered()
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
    ) async -> [(kind: String, entry: Any)] {
        guard outcomes.contains(where: { $0.phase != .rejected }) else { return [] }
        var reloaded: [(kind: String, entry: Any)] = []
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

/// A `name=value` option's value: `--param step=2`.
struct Assignment: Sendable {
    /// The parameter's name.
    var name: String
    /// Its value.
    var value: InvocationValue
}

extension Option where Value == Assignment {
    /// Declares a repeatable `name=value` option (`--param`, `--answer`).
    static func assignment(_ name: String, short: Character? = nil, help: String) -> Self {
        Option(name, short: short, value: "name=value", help: help, repeatable: true) { text throws(UsageError) in
            guard let (parameter, value) = InvocationValue.assignment(text) else {
                throw UsageError(message: "--\(name) takes name=value, not '\(text)'")
            }
            return Assignment(name: parameter, value: value)
        }
    }
}
