/// How a widget is mounted in a room on visionOS: WidgetKit's `WidgetMountingStyle`, which
/// ``WidgetConfiguration/supportedMountingStyles(_:)`` takes. Nothing is drawn here.
public struct WidgetMountingStyle: Hashable, Sendable {
    /// The style's name, as in source.
    let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// Surrounded by a composite frame.
    public static let elevated = WidgetMountingStyle("elevated")
    /// Shown within a recessed portal.
    public static let recessed = WidgetMountingStyle("recessed")
}

extension WidgetConfiguration {
    /// Sets the mounting styles the widget supports on visionOS. Nothing is drawn here: the configuration
    /// is returned unchanged.
    /// - Parameter styles: The styles.
    /// - Returns: The configuration.
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration {
        descriptor
    }
}
