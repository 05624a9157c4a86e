import IntentRuntime

/// What `run` (and `open`) prints about its runs: as text, or as the wire schema's
/// ``RunOutcomeDocument``.
struct RunReport {
    var outcomes: [RunOutcome]
    /// The widgets reloaded after the runs, with the entry each shows now.
    var reloaded: [(kind: String, entry: Any)]
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
        if let opened = outcome.openedRun {
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
            let text = ErrorText.message(of: error)
            return text.hasPrefix(outcome.actionIdentifier)
                ? text : "\(outcome.actionIdentifier) \(outcome.phase.rawValue): \(text)"
        }
    }

    /// What `run --json` prints when no run took place (a usage error, an unknown or unresolved intent, a bad
    /// parameter): no runs, and why, with the exit status and what was said on standard error.
    static func refusalJSON(status: ExitCode, standardError: String) -> JSONText {
        let lines = standardError.split(separator: "\n").map { line in
            line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : String(line)
        }
        let refusal = RunOutcomeDocument.Refusal(
            exitStatus: Int(status.rawValue), message: lines.joined(separator: "\n"))
        return RunOutcomeDocument(runs: [], refused: refusal).json()
    }

    /// The runs as the wire schema's document, with the Live Activities they changed.
    func document(liveActivities: JSONText? = nil) -> RunOutcomeDocument {
        RunOutcomeDocument(
            runs: outcomes.map(RunOutcomeDocument.Run.init),
            reloadedWidgets: reloaded.map {
                RunOutcomeDocument.ReloadedWidget(kind: $0.kind, entry: ValueRendering.fieldsJSON($0.entry))
            },
            liveActivities: liveActivities
        )
    }
}
