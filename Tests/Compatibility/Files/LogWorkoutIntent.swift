// A fitness app: logging a workout whose activity and gym come from dynamic option lists.
// API shapes: api-spec §1 (DynamicOptionsProvider, results(), defaultResult(), ItemCollection/ItemSection),
// §2 (@Parameter(title:optionsProvider:), controlStyle, inclusiveRange).
import AppIntents

struct ActivityOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        ["Running", "Cycling", "Rowing", "Swimming"]
    }

    func defaultResult() async -> String? {
        "Running"
    }
}

struct GymOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Nearby") {
                "Riverside Gym"
                "Harbour Pool"
            }
            ItemSection("Further away") {
                "Hilltop Club"
            }
        }
    }
}

struct LogWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Workout"
    static let description = IntentDescription("Records a finished workout.", categoryName: "Training")

    @Parameter(title: "Activity", optionsProvider: ActivityOptionsProvider())
    var activity: String

    @Parameter(title: "Gym", optionsProvider: GymOptionsProvider())
    var gym: String?

    @Parameter(title: "Minutes", default: 30, controlStyle: .field, inclusiveRange: (1, 600))
    var minutes: Int

    @Parameter(title: "Effort", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1))
    var effort: Double

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$minutes) minutes of \(\.$activity)") {
            \.$gym
            \.$effort
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let place = gym.map { " at \($0)" } ?? ""
        return .result(dialog: "Logged \(minutes) minutes of \(activity)\(place).")
    }
}
