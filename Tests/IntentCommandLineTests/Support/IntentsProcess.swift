import Foundation
import ProcessTestSupport
import Testing

/// Runs the built `intents` executable as a separate process, the way a user would.
struct IntentsProcess {
    /// What one run printed and how it exited.
    typealias Outcome = ChildProcess.Outcome

    /// The repository root, found from this source file's location.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // IntentCommandLineTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The `intents` binary: `$INTENTS_EXECUTABLE`, else next to the test bundle in the build directory.
    static func executable() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["INTENTS_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        for directory in candidates {
            var current = directory
            for _ in 0..<3 {
                let binary = current.appendingPathComponent("intents")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: binary.path)
                {
                    return binary
                }
                current = current.deletingLastPathComponent()
            }
        }
        throw HarnessError(
            "the built `intents` executable was not found next to the tests (looked in \(candidates.map(\.path))); "
                + "build it (`swift build --product intents`) or set INTENTS_EXECUTABLE"
        )
    }

    /// A fresh directory for app-group containers and scratch files.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("intents-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The environment every test run gets: no colour, app groups in `appGroups`, fast car commands.
    static func environment(appGroups: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["INTENT_RUNTIME_APP_GROUPS"] = appGroups.path
        environment["CARCONTROL_COMMAND_SECONDS"] = "0.2"
        environment["INTENTS_BUNDLES"] = repositoryRoot.appendingPathComponent("Intents").path
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `intents` with arguments and waits for it.
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - standardInput: What to feed on standard input; empty input when `nil`.
    ///   - environment: The environment.
    ///   - directory: The working directory.
    /// - Returns: The exit status and both outputs.
    static func run(
        _ arguments: [String],
        standardInput: String? = nil,
        environment: [String: String],
        directory: URL = repositoryRoot
    ) async throws -> Outcome {
        try await ChildProcess.run(
            try executable(), arguments: arguments, standardInput: standardInput ?? "", environment: environment,
            directory: directory)
    }
}

/// A problem with the test harness itself, not with the code under test.
struct HarnessError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
