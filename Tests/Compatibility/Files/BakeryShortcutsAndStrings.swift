// A bakery's App Shortcuts and its localized strings, written to the documented API of AppIntents
// and Foundation (issue 21): the app refreshes its parameterized phrases when the menu changes
// (`updateAppShortcutParameters()`), builds `LocalizedStringResource`s with comments, tables and
// default values, and formats text with `String(localized:)` and `String.LocalizationValue`, which
// Foundation offers on Apple's platforms.
// API shapes: developer.apple.com/documentation/appintents/appshortcutsprovider,
// /documentation/foundation/localizedstringresource, /documentation/swift/string/init(localized:…).
import AppIntents

enum Pastry: String, AppEnum {
    case croissant
    case eclair

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry"
    static let caseDisplayRepresentations: [Pastry: DisplayRepresentation] = [
        .croissant: "Croissant",
        .eclair: DisplayRepresentation(title: LocalizedStringResource("Éclair", comment: "A pastry")),
    ]
}

struct OrderPastryIntent: AppIntent {
    static let title = LocalizedStringResource("Order Pastry", comment: "The intent's title in Shortcuts")
    static let description = IntentDescription(
        LocalizedStringResource(
            "order.description", defaultValue: "Orders a pastry for pick-up.", comment: "Shown in Shortcuts"))

    @Parameter(title: LocalizedStringResource("Pastry", table: "Intents", comment: "The parameter's title"))
    var pastry: Pastry

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let name = String(localized: "Your \(pastry.rawValue) is ordered.")
        let confirmation = String(
            localized: "order.confirmation", defaultValue: "See you soon!", comment: "After ordering")
        let fromTable = String(localized: "Thanks", table: "Bakery", comment: "A thank-you")
        let fromResource = String(localized: LocalizedStringResource("Enjoy!"))
        let value: String.LocalizationValue = "Order \(pastry.rawValue)"
        let again = String(localized: value)
        _ = String.LocalizationValue("plain")
        var options = String.LocalizationOptions()
        options.replacements = [2]
        _ = String(localized: "\(placeholder: .int) croissants left", options: options)
        return .result(value: name + " " + confirmation + fromTable + fromResource + again, dialog: "\(name)")
    }
}

struct BakeryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderPastryIntent(),
            phrases: ["Order a \(\.$pastry) at \(.applicationName)"],
            shortTitle: "Order Pastry",
            systemImageName: "birthday.cake"
        )
    }
}

enum BakeryMenu {
    static func menuChanged() {
        BakeryShortcuts.updateAppShortcutParameters()
    }

    static func bundleForms() -> [LocalizedStringResource] {
        [
            LocalizedStringResource("Fresh", table: nil, locale: .current, bundle: .main, comment: nil),
            LocalizedStringResource(
                "fresh.key", defaultValue: "Fresh", table: "Bakery", locale: .current, bundle: .main),
            LocalizedStringResource("Warm", bundle: Bundle.main),
        ]
    }
}
