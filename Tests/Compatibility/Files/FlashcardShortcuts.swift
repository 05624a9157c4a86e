// A flashcards app: its App Shortcuts (phrases must mention the app), the intents they run, and a
// review intent that returns a count through a plain `some IntentResult` signature.
// API shapes: AppShortcutsProvider, AppShortcut(intent:phrases:shortTitle:systemImageName:),
// §2 (kind: .date), §3 (.result(value:) from `some IntentResult`, IntentDescription?).
import AppIntents
import Foundation

struct StudyDeckIntent: AppIntent {
    static let title: LocalizedStringResource = "Study Deck"
    static let openAppWhenRun = true

    @Parameter(title: "Deck", default: "Vocabulary")
    var deck: String

    @MainActor
    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct CardsDueIntent: AppIntent {
    static let title: LocalizedStringResource = "Cards Due"
    static let description: IntentDescription? = IntentDescription("Counts the cards due for review on a day.")

    @Parameter(title: "Day", kind: .date)
    var day: Date

    func perform() async throws -> some IntentResult {
        let weekday = Calendar.current.component(.weekday, from: day)
        return .result(value: weekday * 3)
    }
}

struct FlashcardShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StudyDeckIntent(),
            phrases: [
                "Study in \(.applicationName)",
                "Start a \(.applicationName) session",
            ],
            shortTitle: "Study",
            systemImageName: "rectangle.stack"
        )
        AppShortcut(
            intent: CardsDueIntent(),
            phrases: ["How many cards are due in \(.applicationName)"],
            shortTitle: "Cards Due",
            systemImageName: "calendar",
        )
    }
}
