/// The size and shape a widget is shown in, spelled as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable {
    /// A small square widget on the Home Screen or desktop.
    case systemSmall
    /// A medium, wide widget.
    case systemMedium
    /// A large square widget.
    case systemLarge
    /// An extra-large widget (iPad, Mac).
    case systemExtraLarge
    /// An extra-large widget in a portrait orientation (visionOS, and iOS 27).
    case systemExtraLargePortrait
    /// A watch-face corner complication.
    case accessoryCorner
    /// A small circular Lock Screen widget or complication.
    case accessoryCircular
    /// A rectangular Lock Screen widget or complication.
    case accessoryRectangular
    /// A single line of text above the time on the Lock Screen.
    case accessoryInline

    /// The families a configuration supports unless it says otherwise: the Home Screen sizes.
    package static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
}
