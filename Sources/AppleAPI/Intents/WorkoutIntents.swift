// The Action button's workout and dive intents (issue 21): protocols Apple documents for Apple Watch Ultra. There is
// no Action button here; an intent adopting one of them runs as any other intent when a host or a test runs it.

/// An intent that starts a workout from the Action button.
///
/// Spelled as Apple's `StartWorkoutIntent`. There is no Action button here: the suggested workouts are kept and
/// read by nothing, and the intent runs as any other.
public protocol StartWorkoutIntent: InstanceDisplayRepresentable, SystemIntent {
    /// The type of the intent's workout style: an app enum or entity.
    associatedtype WorkoutStyle: AppValue

    /// The workout style the intent starts.
    var workoutStyle: Self.WorkoutStyle { get set }

    /// The workouts the Action button's settings list.
    static var suggestedWorkouts: [Self] { get }
}

extension StartWorkoutIntent {
    /// An intent for a workout style: made with `init()`, with its ``workoutStyle`` set.
    /// - Parameter style: The workout style.
    public init(style: Self.WorkoutStyle) {
        self.init()
        self.workoutStyle = style
    }

    /// Tells the system the suggested workouts changed: there is no system to tell here.
    public static func invalidateSuggestedWorkouts() {}
}

/// An intent that pauses the app's workout from the Action button and the side button.
///
/// Spelled as Apple's `PauseWorkoutIntent`; it runs as any other intent here.
public protocol PauseWorkoutIntent: SystemIntent {}

/// An intent that resumes the app's paused workout from the Action button and the side button.
///
/// Spelled as Apple's `ResumeWorkoutIntent`; it runs as any other intent here.
public protocol ResumeWorkoutIntent: SystemIntent {}

/// An intent that starts a dive session from the Action button (watchOS).
///
/// Spelled as Apple's `StartDiveIntent`; it runs as any other intent here.
public protocol StartDiveIntent: SystemIntent {}
