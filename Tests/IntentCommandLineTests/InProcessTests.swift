import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

@testable import IntentCommandLine

/// An intent that stays in flight until the test lets it finish (or 60 s pass, so that a broken
/// test ends instead of hanging).
struct HoldIntent: AppIntent {
    static let title: LocalizedStringResource = "Hold"
    static let started = Locked(0)
    static let released = Locked(false)

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        Self.started.withLock { $0 += 1 }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(60))
        while !Self.released.withLock({ $0 }), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        return .result(value: "held")
    }
}

/// A writer that claims to be a terminal, to see colour.
final class TerminalBuffer: OutputWriter {
    let buffer = CapturedOutput()
    func write(_ text: String) { buffer.write(text) }
    var isTerminal: Bool { true }
}

@Suite("IntentCommand in-process")
struct InProcessTests {
    static func configuration(_ application: HostApplication) -> CommandLineConfiguration {
        CommandLineConfiguration(programName: "host", version: "host 1", loadApplication: { application })
    }

    @Test("a second run of an intent in flight on the same host is rejected with 75")
    func reentrantRunIsRejected() async throws {
        var registry = IntentRegistry()
        registry.register(HoldIntent.self)
        let application = HostApplication(registry: registry, executorConfiguration: .notAboutTime)
        let configuration = Self.configuration(application)
        let first = (CapturedOutput(), CapturedOutput())
        let second = (CapturedOutput(), CapturedOutput())
        async let firstStatus = IntentCommand.main(
            arguments: ["run", "HoldIntent"],
            configuration: configuration,
            output: CommandOutput(standardOutput: first.0, standardError: first.1)
        )
        while HoldIntent.started.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(10)) }
        let secondStatus = await IntentCommand.main(
            arguments: ["run", "HoldIntent"],
            configuration: configuration,
            output: CommandOutput(standardOutput: second.0, standardError: second.1)
        )
        #expect(secondStatus == 75)
        #expect(second.1.text.contains("still in flight"))
        HoldIntent.released.withLock { $0 = true }
        #expect(await firstStatus == 0)
        #expect(first.0.text.contains("value: held"))
        // The guard was released when the first run ended: a third run goes through.
        #expect(
            await IntentCommand.main(
                arguments: ["run", "HoldIntent"],
                configuration: configuration,
                output: CommandOutput(standardOutput: CapturedOutput(), standardError: CapturedOutput())
            ) == 0
        )
    }

    @Test("colour only on a terminal, never when the output disallows it")
    func colour() async {
        let terminal = TerminalBuffer()
        _ = await IntentCommand.main(
            arguments: ["nope"],
            configuration: CommandLineConfiguration(programName: "host", version: "1"),
            output: CommandOutput(standardOutput: terminal, standardError: terminal)
        )
        #expect(terminal.buffer.text.contains("\u{1B}[1;31merror:\u{1B}[0m"))

        let plain = TerminalBuffer()
        _ = await IntentCommand.main(
            arguments: ["nope"],
            configuration: CommandLineConfiguration(programName: "host", version: "1"),
            output: CommandOutput(standardOutput: plain, standardError: plain, allowsColor: false)
        )
        #expect(!plain.buffer.text.contains("\u{1B}["))
        #expect(CommandOutput.standard(environment: ["NO_COLOR": "1"]).allowsColor == false)
        #expect(CommandOutput.standard(environment: [:]).allowsColor == true)
    }

    @Test("--version never loads the host")
    func versionIsCheap() async {
        let loaded = Locked(false)
        let configuration = CommandLineConfiguration(
            programName: "host",
            version: "host 1",
            loadApplication: {
                loaded.withLock { $0 = true }
                return HostApplication(executorConfiguration: .notAboutTime)
            }
        )
        let out = CapturedOutput()
        let status = await IntentCommand.main(
            arguments: ["--version"],
            configuration: configuration,
            output: CommandOutput(standardOutput: out, standardError: CapturedOutput())
        )
        #expect(status == 0)
        #expect(out.text == "host 1\n")
        #expect(loaded.withLock { $0 } == false)
    }
}

@Suite("A host's commands before its metadata exists")
struct BeforeExtractionTests {
    @Test func shortcutsNamesTheProviderWhoseShortcutsAreNotExtractedYet() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-bundles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var registry = IntentRegistry()
        registry.register(HoldIntent.self)
        let application = HostApplication(
            registry: registry,
            executorConfiguration: .notAboutTime,
            metadataTargets: [
                MetadataTarget(name: "Hold", intents: [HoldIntent.self], shortcutsProvider: HoldShortcuts.self)
            ],
            metadataDirectory: empty
        )
        let output = (CapturedOutput(), CapturedOutput())
        let status = await IntentCommand.main(
            arguments: ["shortcuts"],
            configuration: InProcessTests.configuration(application),
            output: CommandOutput(standardOutput: output.0, standardError: output.1)
        )
        #expect(status == 0)
        #expect(
            output.0.text
                == "No App Shortcuts in the loaded metadata, though the host declares HoldShortcuts (bundle Hold): "
                + "run 'host extract' to write them.\n"
        )
    }
}

struct HoldShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: HoldIntent(), phrases: ["Hold in \(.applicationName)"], shortTitle: "Hold",
            systemImageName: "hand.raised")
    }
}

@Suite("A host's own help")
struct HostHelpTests {
    @Test func runHelpShowsTheHostsIntentsAndProgramName() async throws {
        var registry = IntentRegistry()
        registry.register(HoldIntent.self)
        let application = HostApplication(registry: registry, executorConfiguration: .notAboutTime)
        let configuration = CommandLineConfiguration(
            programName: "tasks", version: "tasks 1", loadApplication: { application })
        let output = (CapturedOutput(), CapturedOutput())
        let status = await IntentCommand.main(
            arguments: ["run", "--help"],
            configuration: configuration,
            output: CommandOutput(standardOutput: output.0, standardError: output.1)
        )
        #expect(status == 0)
        let examples = output.0.text.components(separatedBy: "EXAMPLES:\n").last ?? ""
        #expect(examples == "  tasks run HoldIntent --json\n")
        #expect(!output.0.text.contains("ConfigurationAppIntent"))
    }

    @Test func extractValidateAndOpenExamplesNameTheHostsBundleAndLinks() async throws {
        var registry = IntentRegistry()
        registry.register(HoldIntent.self)
        var links = DeepLinkRouter()
        links.register(scheme: "tasks", host: "task") { _ throws(DeepLinkError) in
            DeepLinkRoute(actionIdentifier: "HoldIntent")
        }
        let application = HostApplication(
            registry: registry,
            executorConfiguration: .notAboutTime,
            metadataTargets: [MetadataTarget(name: "Tasks", intents: [HoldIntent.self])],
            deepLinks: links
        )
        let configuration = CommandLineConfiguration(
            programName: "tasks", version: "tasks 1", loadApplication: { application })
        func examples(_ command: String) async -> String {
            let output = (CapturedOutput(), CapturedOutput())
            _ = await IntentCommand.main(
                arguments: [command, "--help"],
                configuration: configuration,
                output: CommandOutput(standardOutput: output.0, standardError: output.1)
            )
            return output.0.text.components(separatedBy: "EXAMPLES:\n").last ?? ""
        }
        #expect(await examples("extract").contains("  tasks extract --output /tmp/Intents --target Tasks\n"))
        #expect(await examples("validate").contains("  tasks validate Intents/Tasks.appintents\n"))
        #expect(await examples("open") == "  tasks open 'tasks://task'\n")
        #expect(await !examples("activities").contains("ConfigurationAppIntent"))
    }

    @Test func staticExamplesUseTheHostsProgramName() async {
        let output = (CapturedOutput(), CapturedOutput())
        _ = await IntentCommand.main(
            arguments: ["demangle", "--help"],
            configuration: CommandLineConfiguration(programName: "tasks", version: "tasks 1"),
            output: CommandOutput(standardOutput: output.0, standardError: output.1)
        )
        #expect(output.0.text.contains("  tasks demangle 9AppIntent013ConfigurationaB0V\n"))
        #expect(output.0.text.contains("| tasks demangle"))
    }
}
