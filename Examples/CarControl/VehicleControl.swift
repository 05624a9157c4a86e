import IntentRuntime

/// A control of the car that the app can operate remotely: the list a widget is configured with.
public enum VehicleControl: String, AppEnum {
    /// The door locks.
    case lock
    /// The climate control (pre-heating or cooling the cabin).
    case climate
    /// The boot.
    case trunk
    /// The windows.
    case windows
    /// The headlights, flashed to find the car.
    case lights

    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Vehicle Control"

    /// How each control is shown: by the name a widget shows.
    public static let caseDisplayRepresentations: [VehicleControl: DisplayRepresentation] = [
        .lock: DisplayRepresentation(title: "Doors", image: .init(systemName: "lock.fill")),
        .climate: DisplayRepresentation(title: "Climate", image: .init(systemName: "fan.fill")),
        .trunk: DisplayRepresentation(title: "Trunk", image: .init(systemName: "car.side.rear.open")),
        .windows: DisplayRepresentation(title: "Windows", image: .init(systemName: "window.vertical.open")),
        .lights: DisplayRepresentation(title: "Lights", image: .init(systemName: "headlight.high.beam.fill")),
    ]

    /// What the control is called in a widget.
    public var displayName: String {
        switch self {
        case .lock: "Doors"
        case .climate: "Climate"
        case .trunk: "Trunk"
        case .windows: "Windows"
        case .lights: "Lights"
        }
    }

    /// What the control shows in state `isOn`: "Locked", "Unlocked"…
    /// - Parameter isOn: The control's state.
    /// - Returns: The state's label.
    public func stateName(isOn: Bool) -> String {
        switch self {
        case .lock: isOn ? "Locked" : "Unlocked"
        case .climate: isOn ? "On" : "Off"
        case .trunk, .windows: isOn ? "Open" : "Closed"
        case .lights: isOn ? "Flashing" : "Off"
        }
    }
}
