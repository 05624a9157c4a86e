import Foundation
import IntentRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A host program that runs intents in a process of its own: the app's host executable, built
/// over `IntentCommand.main` (module IntentCommandLine), as the `intents` command is.
///
/// Each out-of-process run starts it as `<executable> <arguments> run <intent> --input <values.json> --json`
/// and reads the outcome it prints. A crash, a `fatalError` or a hang in `perform()` then ends
/// that process, never the test runner: the run throws an ``IntentTestingError`` that says how
/// the process ended and what it printed last.
public struct HostProcess: Sendable {
    /// The host executable.
    public var executable: URL

    /// Arguments before the command, for a host that wants some.
    public var arguments: [String]

    /// Variables added to the test process's environment for the host. The host's app-group
    /// containers (`INTENT_RUNTIME_APP_GROUPS`) are the test host's own unless set here.
    public var environment: [String: String]

    /// How long a run may take, start-up included, before the process is killed.
    public var timeout: Duration

    /// Creates a host process description.
    /// - Parameters:
    ///   - executable: The host executable.
    ///   - arguments: Arguments before the command.
    ///   - environment: Variables added to the environment.
    ///   - timeout: How long a run may take before the process is killed; 60 seconds by default,
    ///     longer than the executor's own 30-second timeout of `perform()`.
    public init(
        executable: URL,
        arguments: [String] = [],
        environment: [String: String] = [:],
        timeout: Duration = .seconds(60)
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeout = timeout
    }

    /// An executable product of the package under test, built beside the test bundle
    /// (`.build/debug/<name>`): the host a test target depends on.
    /// - Parameter name: The product's name.
    /// - Returns: The executable's location.
    /// - Throws: ``IntentTestingError`` (``IntentTestingError/Code/hostFailed``) naming the folders
    ///   looked in, when it is not there.
    public static func builtProduct(named name: String) throws(IntentTestingError) -> URL {
        var folders: [URL] = []
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: running).deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(Bundle.main.bundleURL)
        if let program = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: program).deletingLastPathComponent())
        }
        for folder in folders {
            var current = folder
            for _ in 0..<4 {
                let candidate = current.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                current.deleteLastPathComponent()
            }
        }
        throw IntentTestingError(
            .hostFailed,
            "no executable '\(name)' was found beside the tests (looked in "
                + folders.map(\.path).joined(separator: ", ")
                + "); add it to the test target's dependencies so that it is built, or pass its URL"
        )
    }
}

extension HostProcess {
    /// Starts the host with arguments and waits for it to end, killing it after the timeout or
    /// when the calling task is cancelled.
    /// - Parameters:
    ///   - commandArguments: The arguments after ``arguments``.
    ///   - environment: The whole environment.
    /// - Returns: How it ended and what it printed.
    /// - Throws: ``IntentTestingError`` when it cannot be started.
    func launch(_ commandArguments: [String], environment: [String: String]) async throws(IntentTestingError)
        -> ProcessOutcome
    {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            throw IntentTestingError(
                .hostFailed,
                "this platform cannot start processes: run the intents in process (IntentExecution.inProcess)")
        #else
            try await launchProcess(commandArguments, environment: environment)
        #endif
    }

    #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
        private func launchProcess(_ commandArguments: [String], environment: [String: String])
            async throws(IntentTestingError) -> ProcessOutcome
        {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                "intent-testing-run-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let outURL = scratch.appendingPathComponent("stdout")
            let errURL = scratch.appendingPathComponent("stderr")
            let process = Process()
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
                _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
                process.executableURL = executable
                process.arguments = arguments + commandArguments
                process.environment = environment
                process.standardOutput = try FileHandle(forWritingTo: outURL)
                process.standardError = try FileHandle(forWritingTo: errURL)
                process.standardInput = FileHandle.nullDevice
            } catch {
                throw IntentTestingError(.hostFailed, "cannot prepare the host process \(executable.path): \(error)")
            }
            let exit = ExitSignal()
            process.terminationHandler = { _ in exit.fire() }
            do {
                try process.run()
            } catch {
                throw IntentTestingError(.hostFailed, "cannot start the host process \(executable.path): \(error)")
            }
            let pid = process.processIdentifier
            let timedOut = Locked(false)
            let watchdog = Task { [timeout] in
                guard (try? await Task.sleep(for: timeout)) != nil, !exit.hasFired else { return }
                timedOut.withLock { $0 = true }
                Self.signal(pid, SIGTERM)
                guard (try? await Task.sleep(for: .seconds(2))) != nil, !exit.hasFired else { return }
                Self.signal(pid, SIGKILL)
                // Should its end never be reported (a tracer holding it), stop waiting anyway: the
                // run fails as timed out instead of hanging the test.
                guard (try? await Task.sleep(for: .seconds(2))) != nil, !exit.hasFired else { return }
                exit.fire()
            }
            await withTaskCancellationHandler {
                await exit.wait()
            } onCancel: {
                guard !exit.hasFired else { return }
                Self.signal(pid, SIGKILL)
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    exit.fire()
                }
            }
            watchdog.cancel()
            try? (process.standardOutput as? FileHandle)?.close()
            try? (process.standardError as? FileHandle)?.close()
            let ended = !process.isRunning
            return ProcessOutcome(
                status: ended ? process.terminationStatus : SIGKILL,
                wasSignalled: ended ? process.terminationReason == .uncaughtSignal : true,
                timedOut: timedOut.withLock { $0 },
                standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
            )
        }

    #endif

    /// Sends a signal to a process that has not been reaped.
    private static func signal(_ pid: Int32, _ number: Int32) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            _ = kill(pid, number)
        #endif
    }

    /// A signal's name: `SIGILL`.
    static func signalName(_ number: Int32) -> String {
        switch number {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGSEGV: "SIGSEGV"
        case SIGTERM: "SIGTERM"
        default: "signal \(number)"
        }
    }
}

/// Fires once, when a process ends; wakes whoever waits.
private final class ExitSignal: Sendable {
    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    var hasFired: Bool { state.withLock { $0.fired } }

    func fire() {
        let waiters = state.withLock { state in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let fired = state.withLock { state in
                if !state.fired { state.waiters.append(continuation) }
                return state.fired
            }
            if fired { continuation.resume() }
        }
    }
}
