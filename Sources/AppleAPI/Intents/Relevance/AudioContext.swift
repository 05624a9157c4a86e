/// The kind of audio activity donated entities suit: a workout, of some intensity, or the Now Playing control.
///
/// Spelled as Apple's `AudioContext` (iOS 27). The forms that take HealthKit's `HKWorkoutActivityType`
/// (`workout(activityType:)`, `WorkoutIntensityLevel.init(_:)`) are not offered: HealthKit does not exist here.
public struct AudioContext: Hashable, Sendable {
    private enum Activity: Hashable, Sendable {
        case nowPlaying
        case workout(WorkoutIntensityLevel?)
    }

    private let activity: Activity

    private init(_ activity: Activity) { self.activity = activity }

    /// The Now Playing control or complication.
    public static var nowPlaying: AudioContext { AudioContext(.nowPlaying) }

    /// A workout of any kind.
    public static var workout: AudioContext { AudioContext(.workout(nil)) }

    /// A workout of the given intensity.
    /// - Parameter intensityLevel: How intense the workout is.
    /// - Returns: The context.
    public static func workout(intensityLevel: AudioContext.WorkoutIntensityLevel) -> AudioContext {
        AudioContext(.workout(intensityLevel))
    }

    /// How intense a workout is: low (yoga, walking), medium (cycling, hiking), high (running, intervals).
    ///
    /// Spelled as Apple's `AudioContext.WorkoutIntensityLevel`; its raw values here are 0, 1 and 2 (Apple's pages
    /// do not give them).
    public struct WorkoutIntensityLevel: RawRepresentable, Hashable, Sendable {
        /// The level as a number.
        public let rawValue: UInt

        /// A level from its number.
        /// - Parameter rawValue: The number.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A low-intensity workout, such as yoga, stretching or walking.
        public static let low = WorkoutIntensityLevel(rawValue: 0)

        /// A medium-intensity workout, such as cycling, hiking or swimming.
        public static let medium = WorkoutIntensityLevel(rawValue: 1)

        /// A high-intensity workout, such as running, intervals or cross-training.
        public static let high = WorkoutIntensityLevel(rawValue: 2)
    }
}
