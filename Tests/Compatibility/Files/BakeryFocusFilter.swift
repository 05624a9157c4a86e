// A bakery's Focus filter and its shortcuts' negative phrases, written to Apple's documented
// spelling (issue 21).
// API shapes: developer.apple.com/documentation/appintents/setfocusfilterintent,
// developer.apple.com/documentation/appintents/focusfilterappcontext,
// developer.apple.com/documentation/appintents/negativeappshortcutphrases.
import AppIntents
import Foundation

struct BakeryFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Set Bakery Focus"
    static let description: IntentDescription? = "Quiets order notifications while baking"

    @Parameter(title: "Only urgent orders", default: true)
    var urgentOnly: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: urgentOnly ? "Urgent orders only" : "All orders")
    }

    var appContext: FocusFilterAppContext {
        FocusFilterAppContext(notificationFilterPredicate: urgentOnly ? NSPredicate(value: false) : nil)
    }

    func perform() async throws -> some IntentResult {
        let current = try await BakeryFocusFilter.current
        _ = current.urgentOnly
        return .result()
    }
}

struct OrderBreadIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Bread"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct BakeryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderBreadIntent(),
            phrases: ["Order bread from \(.applicationName)"],
            shortTitle: "Order Bread",
            systemImageName: "basket"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Bake bread with \(.applicationName)",
            NegativeAppShortcutPhrase("Order a cake"),
        ])
    }
}
