import Foundation

/// Type-checks Swift snippets against the IntentRuntime module this test binary was built with,
/// so that tests can show what does and does not compile.
enum CompileCheck {
    /// The toolchain's `swiftc`: `$SWIFT_EXEC`, else the first on `PATH`.
    static let swiftc: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"] { candidates.append(exec) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }()

    /// The directory holding `IntentRuntime.swiftmodule` of this build: found by walking up from
    /// the running test binary (`<scratch>/<triple>/debug/…PackageTests.xctest`).
    static let moduleDirectory: URL? = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in [directory.appendingPathComponent("Modules"), directory]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("IntentRuntime.swiftmodule").path)
            {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Whether snippets can be checked here; tests that need it are skipped, with this reason,
    /// when not.
    static let isAvailable = swiftc != nil && moduleDirectory != nil

    static let unavailableReason: String =
        "cannot locate swiftc (\(swiftc?.path ?? "not found")) or the built IntentRuntime module "
        + "(\(moduleDirectory?.path ?? "not found"))"

    /// The result of type-checking a snippet.
    struct Result {
        let status: Int32
        let output: String
        var compiled: Bool { status == 0 }
    }

    /// Type-checks `source` as a Swift 6 file importing the built modules.
    static func typecheck(_ source: String, name: String) throws -> Result {
        guard let swiftc, let moduleDirectory else { throw CocoaError(.fileNoSuchFile) }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-compilecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = swiftc
        process.arguments = [
            "-typecheck", "-swift-version", "6", "-I", moduleDirectory.path,
            "-module-cache-path", directory.appendingPathComponent("cache").path, file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// A bundle whose body lists `count` widgets in one block.
    static func widgetBundle(count: Int) -> String {
        let widgets = (0..<count).map { "        CheckWidget(kind: \"w\($0)\")" }.joined(separator: "\n")
        return """
            import Foundation
            import IntentRuntime

            struct CheckEntry: TimelineEntry { let date: Date }

            struct CheckProvider: TimelineProvider {
                func placeholder(in context: Context) -> CheckEntry { CheckEntry(date: .distantPast) }
                func snapshot(in context: Context) async -> CheckEntry { CheckEntry(date: .distantPast) }
                func timeline(in context: Context) async -> Timeline<CheckEntry> {
                    Timeline(entries: [], policy: .never)
                }
            }

            struct CheckWidget: Widget {
                let kind: String
                var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: CheckProvider()) }
            }

            struct CheckBundle: WidgetBundle {
                var body: some Widget {
            \(widgets)
                }
            }

            """
    }

    /// A provider whose `appShortcuts` lists `count` shortcuts in one block.
    static func shortcutsProvider(count: Int) -> String {
        let shortcuts = (0..<count).map {
            "        AppShortcut(intent: CheckIntent(), phrases: [\"Check \($0) in \\(.applicationName)\"], "
                + "shortTitle: \"Check\", systemImageName: \"checkmark\")"
        }.joined(separator: "\n")
        return """
            import IntentRuntime

            struct CheckIntent: AppIntent {
                static let title: LocalizedStringResource = "Check"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct CheckShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(shortcuts)
                }
            }

            """
    }
}
