import Foundation
import Testing

/// Every command of the built `intents` binary, compared with its golden transcript.
@Suite("intents end to end (golden files)")
struct GoldenTests {
    static let cases: [GoldenCase] = [
        GoldenCase(name: "version", arguments: ["--version"]),
        GoldenCase(name: "help", arguments: ["--help"]),
        GoldenCase(name: "no-command", arguments: []),
        GoldenCase(name: "unknown-command", arguments: ["lsit"]),
        GoldenCase(name: "unknown-top-level-option", arguments: ["--verison"]),
        GoldenCase(
            name: "demangle",
            arguments: [
                "demangle", "9AppIntent013ConfigurationaB0V", "22DynamicIslandExtension22ConfigurationAppIntentV",
            ]
        ),
        GoldenCase(name: "demangle-bad-name", arguments: ["demangle", "5Radio0A9ShortcutsV", "notMangled"]),
        GoldenCase(
            name: "demangle-stdin-json",
            arguments: ["demangle", "--json"],
            standardInput: "$s9TrollLEDs0aB20AppShortcutsProviderV\n5Radio0A9ShortcutsV\n"
        ),
        GoldenCase(name: "extract-check", arguments: ["extract", "--check"]),
        GoldenCase(name: "extract-output", arguments: ["extract", "--output", "$TMP/Intents"]),
        GoldenCase(name: "extract-check-missing", arguments: ["extract", "--check", "--output", "$TMP/none"]),
        GoldenCase(name: "extract-unknown-target", arguments: ["extract", "--target", "Wether", "--check"]),
        GoldenCase(name: "widgets", arguments: ["widgets"]),
        GoldenCase(name: "widgets-json", arguments: ["widgets", "--json", "--extension", "Weather"]),
        GoldenCase(name: "widgets-unknown-extension", arguments: ["widgets", "--extension", "Wether"]),
        GoldenCase(name: "demangle-help", arguments: ["demangle", "--help"]),
        GoldenCase(name: "demangle-typo-option", arguments: ["demangle", "--compat", "5Radio0A9ShortcutsV"]),
    ]

    @Test(arguments: cases)
    func transcript(of golden: GoldenCase) async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(appGroups: scratch)
        for setUp in golden.setUp {
            _ = try await IntentsProcess.run(setUp, environment: environment)
        }
        let arguments = golden.arguments.map { $0.replacingOccurrences(of: "$TMP", with: scratch.path) }
        let outcome = try await IntentsProcess.run(
            arguments,
            standardInput: golden.standardInput,
            environment: environment
        )
        let text = GoldenCase.transcript(arguments: arguments, outcome: outcome, scratch: scratch)
        try expectGolden(text, at: golden.goldenURL)
    }

    @Test("every golden file belongs to a case")
    func noOrphanGoldens() throws {
        let directory = IntentsProcess.repositoryRoot.appendingPathComponent("Tests/IntentCommandLineTests/Goldens")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".txt") }
        let names = Set(Self.cases.map { $0.name + ".txt" })
        #expect(Set(files).subtracting(names).isEmpty, "golden files without a case")
    }
}
