// A puzzle app with localized strings: an Int-backed enum whose names come from a strings table, and
// an intent whose title, description and parameter titles are localized resources.
// API shapes: api-spec §1 (AppEnum with Int raw values), §5 (LocalizedStringResource(_:defaultValue:),
// LocalizedStringResource(_:table:)), §6 (IntentDescription(LocalizedStringResource)).
import AppIntents

enum PuzzleDifficulty: Int, AppEnum, Codable, Sendable {
    case easy = 1
    case medium = 2
    case hard = 3

    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: .init("puzzle.difficulty.type", defaultValue: "Difficulty")
    )

    static let caseDisplayRepresentations: [PuzzleDifficulty: DisplayRepresentation] = [
        .easy: .init(title: .init("puzzle.difficulty.easy", defaultValue: "Easy")),
        .medium: .init(title: .init("puzzle.difficulty.medium", defaultValue: "Medium")),
        .hard: .init(title: .init("puzzle.difficulty.hard", defaultValue: "Hard")),
    ]
}

struct NewPuzzleIntent: AppIntent {
    static let title: LocalizedStringResource = .init("puzzle.new.title", defaultValue: "New Puzzle")
    static let description = IntentDescription(
        .init("puzzle.new.description", defaultValue: "Starts a new puzzle at the chosen difficulty.")
    )
    static let openAppWhenRun = true

    @Parameter(title: .init("puzzle.new.difficulty", defaultValue: "Difficulty"), default: .medium)
    var difficulty: PuzzleDifficulty

    @Parameter(
        title: LocalizedStringResource("puzzle.new.timed", defaultValue: "Timed"),
        description: LocalizedStringResource("puzzle.new.timed.description", defaultValue: "Adds a countdown"),
        default: false
    )
    var timed: Bool

    @MainActor
    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PuzzleStreakIntent: AppIntent {
    static let title: LocalizedStringResource = .init("Puzzle Streak", table: "AppIntents")

    func perform() async throws -> some ReturnsValue<Int> {
        .result(value: 12)
    }
}
