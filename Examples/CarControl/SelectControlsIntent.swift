import IntentRuntime

/// The car-controls widget's configuration: which controls it shows, edited on its back side.
public struct SelectControlsIntent: WidgetConfigurationIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Select Controls"

    /// Configuration intents are not offered in Shortcuts.
    public static let isDiscoverable = false

    /// The controls the widget shows, in order.
    @Parameter(title: "Controls", default: [.lock, .climate, .trunk])
    public var controls: [VehicleControl]

    /// Creates the intent.
    public init() {}

    /// Configuration intents do nothing when run; the widget reads their parameters.
    public func perform() async throws -> some IntentResult {
        .result()
    }
}
