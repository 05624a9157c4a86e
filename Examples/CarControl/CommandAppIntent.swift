import IntentRuntime

/// Sends a command to the car: lock or unlock, climate on or off… The intent behind the widget's
/// toggles and the "车锁" App Shortcut.
///
/// Sending takes about three seconds (``CarControlEnvironment/commandDurationVariable`` changes
/// that), and the car accepts one command at a time. The original app guarded this by hand:
///
/// ```swift
/// @MainActor static var isCommandSending = false
/// func perform() async throws -> some IntentResult {
///     guard !Self.isCommandSending else { return .result() }
///     Self.isCommandSending = true
///     try await car.send(command)
///     Self.isCommandSending = false      // never reached when send throws: stuck forever
///     return .result()
/// }
/// ```
///
/// Here there is no flag. The runtime's executor keeps a reentrancy guard per intent: while a
/// run of `CommandAppIntent` is in flight (suspended in `Task.sleep` included), another request
/// is rejected (`intents run` exits 75), and the guard is released on every ending — success,
/// error, cancellation, timeout — so it cannot stick the way the flag did.
///
/// `perform()` is `@MainActor`, as in the app: it runs on the main actor, suspends while the
/// command travels, and marks the control "sending" in the shared store for the widget.
public struct CommandAppIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Send Car Command"

    /// The description shown in Shortcuts.
    public static let description: IntentDescription? = "Sends a command to the car and waits for it to confirm."

    /// The control to operate.
    @Parameter(title: "Control", default: .lock)
    public var control: VehicleControl

    /// The state to put it in.
    @Parameter(title: "On", default: true)
    public var isOn: Bool

    /// Creates the intent.
    public init() {}

    /// Sends the command and returns the control's new state.
    @MainActor
    public func perform() async throws -> some IntentResult & ReturnsValue<Bool> & ProvidesDialog {
        let store = try CarStore()
        try store.setSending(true, for: control)
        do {
            try await Task.sleep(for: CarControlEnvironment.commandDuration())
        } catch {
            try? store.setSending(false, for: control)
            throw error
        }
        try store.set(isOn, for: control)
        try store.setSending(false, for: control)
        return .result(value: isOn, dialog: "\(control.displayName): \(control.stateName(isOn: isOn))")
    }
}
