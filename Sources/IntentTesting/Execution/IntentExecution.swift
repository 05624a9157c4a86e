/// Where a test's intents run: in the test's own process (the default, fast), or in a separate
/// host process, so that a crash, a `fatalError` or a hang in `perform()` fails only that test.
///
/// ```swift
/// let host = try IntentTestHost.serving(IntentDefinitions(bundleIdentifier: "com.example.Todo"))
/// let definitions = host.definitions(
///     execution: .outOfProcess(HostProcess(executable: try HostProcess.builtProduct(named: "todo-host"))))
/// ```
public enum IntentExecution: Sendable {
    /// In the test's process, on the host's executor, with its widget center and clock.
    case inProcess
    /// In a separate host process started for each run: the host program's `run <intent> --json`.
    case outOfProcess(HostProcess)
}
