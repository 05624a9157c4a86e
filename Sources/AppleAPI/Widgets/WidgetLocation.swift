/// Where a widget can appear: WidgetKit's `WidgetLocation`, which
/// `disfavoredLocations(_:for:)` takes. There are no such places off Apple's platforms: the
/// locations are kept in the widget's configuration and nothing else is done with them.
public struct WidgetLocation: Hashable, Sendable {
    /// The location's name, as in source.
    package let spelling: String

    private init(_ name: String) {
        spelling = name
    }

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation("homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation("lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation("standBy")
    /// A widget of another device (an iPhone) shown on the Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation("iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation("carPlay")
    /// The Smart Stack.
    public static let smartStack = WidgetLocation("smartStack")
    /// A watch face.
    public static let watchFace = WidgetLocation("watchFace")
}

/// The size a Live Activity is shown in: WidgetKit's `ActivityFamily`, which
/// `supplementalActivityFamilies(_:)` takes. Nothing is drawn here; the families are kept in the
/// configuration.
public enum ActivityFamily: Hashable, Sendable {
    /// A Live Activity in the watchOS Smart Stack.
    case small
    /// A Live Activity on iPhone, iPad or the Mac.
    case medium
}
