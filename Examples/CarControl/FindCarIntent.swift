import IntentRuntime

/// Flashes the car's lights and says where it is parked: the "寻车" (find the car) App Shortcut.
public struct FindCarIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Find My Car"

    /// Where the car was last parked, written by the app.
    public static let parkingKey = "parking"

    /// Creates the intent.
    public init() {}

    /// Flashes the lights and returns where the car is.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let store = try CarStore()
        try store.set(true, for: .lights)
        let parking: String
        if case .string(let place)? = try store.store.value(forKey: Self.parkingKey) {
            parking = place
        } else {
            parking = "Level 2, bay 14"
        }
        return .result(value: parking, dialog: "Your car is at \(parking). Its lights are flashing.")
    }
}
