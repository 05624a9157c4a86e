import IntentRuntime

/// The car's state as the app and its widget extension share it: one app-group store.
///
/// Each control has a key `<control>` (its state, a Boolean) and, while a command for it is
/// being sent, a key `<control>.sending` set to `true`. The widget reads both, so a toggle shows
/// "Sending…" while its command is in flight, in whichever process sent it.
public struct CarStore: Sendable {
    /// The app group the app and the widget extension share.
    public static let appGroupIdentifier = "group.com.example.carcontrol"

    /// The underlying store.
    public let store: AppGroupStore

    /// Opens the shared store.
    /// - Parameter environment: The environment that locates app-group containers.
    /// - Throws: ``AppGroupError`` when the container cannot be located.
    public init(environment: [String: String] = CarControlEnvironment.current) throws(AppGroupError) {
        let group = try AppGroup(identifier: Self.appGroupIdentifier, environment: environment)
        store = try AppGroupStore(group: group, name: "car")
    }

    /// Every control's state and sending flag, read at once (one locked read of the store).
    public struct Snapshot: Sendable {
        /// The store's values.
        public let values: [String: StoreValue]

        /// Creates a snapshot of store values.
        /// - Parameter values: The store's values.
        public init(values: [String: StoreValue]) {
            self.values = values
        }

        /// Whether the control is on; the doors are locked and everything else off until set.
        /// - Parameter control: The control.
        /// - Returns: The state.
        public func isOn(_ control: VehicleControl) -> Bool {
            if case .bool(let value)? = values[control.rawValue] { return value }
            return control == .lock
        }

        /// Whether a command for the control is in flight.
        /// - Parameter control: The control.
        /// - Returns: Whether it is sending.
        public func isSending(_ control: VehicleControl) -> Bool {
            values[control.rawValue + ".sending"] == .bool(true)
        }
    }

    /// Reads every control's state at once.
    /// - Returns: The snapshot.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func snapshot() throws(AppGroupError) -> Snapshot {
        Snapshot(values: try store.values())
    }

    /// Whether the control is on (locked, running, open…); off when never set.
    /// - Parameter control: The control.
    /// - Returns: The state.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func isOn(_ control: VehicleControl) throws(AppGroupError) -> Bool {
        try snapshot().isOn(control)
    }

    /// Whether a command for the control is being sent right now.
    /// - Parameter control: The control.
    /// - Returns: Whether its command is in flight.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func isSending(_ control: VehicleControl) throws(AppGroupError) -> Bool {
        try snapshot().isSending(control)
    }

    /// Marks the control's command as in flight, or as done.
    /// - Parameters:
    ///   - sending: Whether the command is in flight.
    ///   - control: The control.
    /// - Throws: ``AppGroupError`` when the store cannot be written.
    public func setSending(_ sending: Bool, for control: VehicleControl) throws(AppGroupError) {
        try store.set(sending ? .bool(true) : nil, forKey: control.rawValue + ".sending")
    }

    /// Records the control's new state.
    /// - Parameters:
    ///   - isOn: The state.
    ///   - control: The control.
    /// - Throws: ``AppGroupError`` when the store cannot be written.
    public func set(_ isOn: Bool, for control: VehicleControl) throws(AppGroupError) {
        try store.set(.bool(isOn), forKey: control.rawValue)
    }
}
