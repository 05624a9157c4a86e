// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type WidgetKit gives the `NSUserActivity` an app is launched with when a person taps a
/// Live Activity that names no URL.
///
/// Spelled as WidgetKit's `NSUserActivityTypeLiveActivity` (hence its capital). Nothing launches an
/// app from a Live Activity off Apple's platforms (a host opens the app through a deep link), so no
/// activity carries it; Apple's page gives no value, and this string is this package's.
public let NSUserActivityTypeLiveActivity: String = "NSUserActivityTypeLiveActivity"
