/// How an image of a widget is drawn in the accented rendering mode: WidgetKit's
/// `WidgetAccentedRenderingMode`, which SwiftUI's `Image.widgetAccentedRenderingMode(_:)` takes. Nothing is
/// drawn here; the modes are values.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    /// The mode's name, as in source.
    let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// Part of the accented group, as `widgetAccentable()`.
    public static let accented = WidgetAccentedRenderingMode("accented")
    /// Its luminance as alpha, in the default group's color.
    public static let desaturated = WidgetAccentedRenderingMode("desaturated")
    /// Its luminance as alpha, in the accent group's color.
    public static let accentedDesaturated = WidgetAccentedRenderingMode("accentedDesaturated")
    /// In full color, unchanged.
    public static let fullColor = WidgetAccentedRenderingMode("fullColor")
}
