extension WidgetCenter {
    /// The keys of the user info of the `NSUserActivity` a tapped widget opens its app with: WidgetKit's
    /// `WidgetCenter.UserInfoKey`. No widget is tapped here (a host opens the app through a deep link), so
    /// no activity carries them; the keys are Apple's strings.
    public struct UserInfoKey: Sendable {
        private init() {}

        /// The key of the tapped widget's kind.
        public static let kind = "WGWidgetUserInfoKeyKind"

        /// The key of the tapped widget's family.
        public static let family = "WGWidgetUserInfoKeyFamily"

        /// The key of the tapped Live Activity's identifier. Apple's page gives no value; this
        /// string is this package's.
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }
}
