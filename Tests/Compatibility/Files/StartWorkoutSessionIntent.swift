// A workout app: a session started from Siri continues in the app when it needs the screen, and the
// Live Activity's buttons run intents that reach the running session through a dependency.
// API shapes: api-spec §3 (ForegroundContinuableIntent, requestToContinueInForeground,
// needsToContinueInForegroundError, LiveActivityIntent, @Dependency).
import AppIntents

@MainActor
final class WorkoutSession {
    private(set) var isRunning = false
    private(set) var isPaused = false
    var needsCalibration = true

    func start() { isRunning = true }
    func togglePause() { isPaused.toggle() }
    func finish() { isRunning = false }
}

struct StartWorkoutSessionIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Start Workout Session"
    static let description = IntentDescription("Starts a workout, opening the app if it needs calibrating.")
    static let openAppWhenRun = false

    @Dependency
    private var session: WorkoutSession

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if session.needsCalibration {
            try await requestToContinueInForeground("Calibrate the sensor in the app to start.")
        }
        session.start()
        return .result(dialog: "Workout started.")
    }
}

struct ResumeCalibrationIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Resume Calibration"

    @Dependency
    private var session: WorkoutSession

    @MainActor
    func perform() async throws -> some IntentResult {
        guard !session.needsCalibration else {
            throw needsToContinueInForegroundError("Finish calibrating in the app.")
        }
        return .result()
    }
}

struct PauseWorkoutIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause or Resume Workout"
    static let description = IntentDescription("Pauses or resumes the running workout.")

    @Dependency
    private var session: WorkoutSession

    @MainActor
    func perform() async throws -> some IntentResult {
        session.togglePause()
        return .result()
    }
}

struct FinishWorkoutIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Finish Workout"

    @Dependency
    private var session: WorkoutSession

    @MainActor
    func perform() async throws -> some IntentResult {
        session.finish()
        return .result()
    }
}

enum WorkoutAppSetup {
    @MainActor
    static func registerDependencies() {
        let session = WorkoutSession()
        AppDependencyManager.shared.add(dependency: session)
    }
}
