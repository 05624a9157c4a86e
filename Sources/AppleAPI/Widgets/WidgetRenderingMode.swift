/// How the system draws a widget: WidgetKit's `WidgetRenderingMode`, read from SwiftUI's environment there.
/// Nothing is drawn here; the modes are values a widget's code may compare.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, as in source.
    public let description: String

    private init(_ name: String) {
        description = name
    }

    /// In full color.
    public static let fullColor = WidgetRenderingMode("fullColor")
    /// With the accent color of the watch face or the Home Screen's tint.
    public static let accented = WidgetRenderingMode("accented")
    /// Desaturated into a vibrant, monochrome look (the iPhone Lock Screen).
    public static let vibrant = WidgetRenderingMode("vibrant")
}
