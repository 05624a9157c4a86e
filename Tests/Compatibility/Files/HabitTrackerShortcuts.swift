// A habit-tracker app: checking off a habit by voice, with the habits as an app enum, and the app's
// shortcuts list.
// API shapes: AppShortcutsProvider, §1 (AppEnum), §2 (requestValueDialog), §3 (.result(dialog:)).
import AppIntents

enum Habit: String, AppEnum {
    case meditate
    case stretch
    case read
    case water

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static let caseDisplayRepresentations: [Habit: DisplayRepresentation] = [
        .meditate: DisplayRepresentation(title: "Meditate", image: .init(systemName: "brain.head.profile")),
        .stretch: DisplayRepresentation(title: "Stretch", image: .init(systemName: "figure.cooldown")),
        .read: DisplayRepresentation(title: "Read", image: .init(systemName: "book")),
        .water: DisplayRepresentation(title: "Drink Water", image: .init(systemName: "drop")),
    ]
}

actor HabitLog {
    static let shared = HabitLog()

    private var streaks: [Habit: Int] = [:]

    func checkOff(_ habit: Habit) -> Int {
        streaks[habit, default: 0] += 1
        return streaks[habit, default: 0]
    }
}

struct CheckOffHabitIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Off Habit"

    @Parameter(title: "Habit", requestValueDialog: "Which habit did you do?")
    var habit: Habit

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let streak = await HabitLog.shared.checkOff(habit)
        return .result(dialog: "Nice! That's a \(streak)-day streak.")
    }
}

struct HabitTrackerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CheckOffHabitIntent(),
            phrases: [
                "Check off a habit in \(.applicationName)",
                "Log a habit with \(.applicationName)",
            ],
            shortTitle: "Check Off Habit",
            systemImageName: "checkmark.circle"
        )
    }
}
