/// The texture of a widget's coating on visionOS: WidgetKit's `WidgetTexture`, which
/// ``WidgetConfiguration/widgetTexture(_:)`` takes. Nothing is drawn here.
public struct WidgetTexture: Hashable, Sendable {
    /// The texture's name, as in source.
    let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// Reflective, clear glass (visionOS's default).
    public static let glass = WidgetTexture("glass")
    /// Matte paper.
    public static let paper = WidgetTexture("paper")
}

extension WidgetConfiguration {
    /// Sets the texture of the widget's coating on visionOS. Nothing is drawn here: the configuration is
    /// returned unchanged.
    /// - Parameter material: The texture.
    /// - Returns: The configuration.
    public func widgetTexture(_ material: WidgetTexture) -> some WidgetConfiguration {
        descriptor
    }
}
