import Foundation
import ProcessTestSupport
import Testing

/// Issue 20, finding 5: a host's `run --help` showed an example that failed with 65. Every
/// example a command's `--help` shows is run here, as a person pastes it into a shell, with the
/// `intents` host of the examples; each must exit 0.
///
/// Placeholders are filled as a person would: `<id>` with the first identifier the example's
/// `# ids:` command lists, `<text>` with a word. Examples that would write outside the test's
/// scratch folder write there instead (`extract`). Not run, and said so by `notRun`: the
/// `validate` examples (one names `MyApp.app`, a user's app that does not exist here).
@Suite("Every --help example runs")
struct HelpExampleTests {
    static let commands = [
        "list", "run", "entities", "shortcuts", "widgets", "activities", "open", "extract", "demangle", "serve",
    ]

    /// Examples of commands this suite does not run.
    static let notRun = ["validate"]

    /// Runs a shell command line; what it printed.
    static func shell(_ line: String, environment: [String: String]) async throws -> IntentsProcess.Outcome {
        try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", line], environment: environment,
            directory: IntentsProcess.repositoryRoot)
    }

    /// The lines under `EXAMPLES:` of a help text.
    static func examples(in help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "EXAMPLES:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("each example of a command's --help exits 0", arguments: commands)
    func examplesRun(command: String) async throws {
        let executable = try IntentsProcess.executable().path
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(appGroups: scratch)
        let help = try await IntentsProcess.run([command, "--help"], environment: environment)
        let examples = Self.examples(in: help.standardOutput)
        if command == "run" { #expect(examples.count == 4, "\(help.standardOutput)") }

        for example in examples {
            var line = example
            var comment = ""
            if let hash = line.range(of: "   # ") {
                comment = String(line[hash.upperBound...])
                line = String(line[..<hash.lowerBound])
            }
            line = line.replacingOccurrences(of: "intents ", with: "'\(executable)' ")
            if line.contains("<id>") {
                let lister = comment.replacingOccurrences(of: "ids: intents ", with: "")
                let listed = try await IntentsProcess.run(
                    lister.split(separator: " ").map(String.init), environment: environment)
                // `Type (Query): n suggested`, then `  <id>  <title>` lines.
                let id = try #require(
                    listed.standardOutput.split(separator: "\n").dropFirst().first?.split(separator: " ").first,
                    "\(lister) listed no identifiers: \(listed.standardOutput)\(listed.standardError)")
                line = line.replacingOccurrences(of: "<id>", with: String(id))
            }
            line = line.replacingOccurrences(of: "<text>", with: "a")
            if command == "extract" {
                let output = scratch.appendingPathComponent("Intents").path
                line =
                    line.contains("--output")
                    ? line.replacingOccurrences(of: "/tmp/Intents", with: output)
                    : line.contains("--check") ? line : line + " --output '\(output)'"
            }

            let ran = try await Self.shell(line, environment: environment)

            #expect(ran.status == 0, "`\(example)` exited with \(ran.status): \(ran.standardError)")
        }
    }
}
