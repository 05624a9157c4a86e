/// An alert that accompanies a Live Activity update: a title and body for Apple Watch and a sound.
///
/// Spelled as ActivityKit's `AlertConfiguration`, for
/// ``Activity/update(_:alertConfiguration:)``. Off Apple's platforms there is no screen to light up
/// and no speaker: the update is applied, the alert is recorded nowhere, and its sound plays
/// nothing.
public struct AlertConfiguration: Sendable, Equatable {
    /// A short title that says what the update is about.
    public var title: LocalizedStringResource

    /// The alert's main text.
    public var body: LocalizedStringResource

    /// The sound that would play when the alert appears; plays nothing off Apple's platforms.
    public var sound: AlertSound

    /// Creates an alert configuration.
    /// - Parameters:
    ///   - title: A short title that says what the update is about.
    ///   - body: The alert's main text.
    ///   - sound: The sound that would play.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertConfiguration.AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// The sound of a Live Activity alert: the system's, or a named sound file of the app's. Off
    /// Apple's platforms neither plays.
    public struct AlertSound: Sendable, Equatable {
        /// The sound file's name; `nil` for the system's default sound.
        let name: String?

        /// The system's default alert sound.
        public static var `default`: AlertConfiguration.AlertSound { AlertSound(name: nil) }

        /// A sound file of the app's, by name.
        /// - Parameter name: The file's name, in the app's bundle or its `Library/Sounds` folder.
        /// - Returns: The sound.
        public static func named(_ name: String) -> AlertConfiguration.AlertSound {
            AlertSound(name: name)
        }
    }
}
