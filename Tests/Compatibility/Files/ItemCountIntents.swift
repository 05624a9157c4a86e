// A pantry app: small synchronous intents that read counts from a main-actor store and return values
// for use in Shortcuts.
// API shapes: api-spec §3 (ReturnsValue without IntentResult, non-async throwing perform, @MainActor),
// §5 (LocalizedStringResource(_:table:)).
import AppIntents
import Foundation

@MainActor
final class Pantry {
    var items: [String: Int] = ["Rice": 2, "Oats": 1, "Lentils": 0]

    func count() -> Int {
        items.values.reduce(0, +)
    }

    func missing() -> [String] {
        items.filter { $0.value == 0 }.map(\.key).sorted()
    }
}

struct PantryCountIntent: AppIntent {
    static let title: LocalizedStringResource = .init("Count Pantry Items", table: "AppIntents")

    @Dependency
    private var pantry: Pantry

    @MainActor
    func perform() throws -> some ReturnsValue<Int> {
        .result(value: pantry.count())
    }
}

struct MissingPantryItemsIntent: AppIntent {
    static let title: LocalizedStringResource = .init("Missing Pantry Items", table: "AppIntents")

    @Dependency
    private var pantry: Pantry

    @MainActor
    func perform() throws -> some ReturnsValue<[String]> {
        let missing = pantry.missing()
        guard !missing.isEmpty else {
            return .result(value: [])
        }
        return .result(value: missing)
    }
}

struct LastRestockIntent: AppIntent {
    static let title: LocalizedStringResource = .init("Last Restock", table: "AppIntents")

    @MainActor
    func perform() throws -> some ReturnsValue<Date> {
        .result(value: Date(timeIntervalSinceNow: -86_400))
    }
}
