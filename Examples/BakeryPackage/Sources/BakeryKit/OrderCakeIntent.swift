import AppIntents
import WidgetKit

/// Orders a cake.
public struct OrderCakeIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Order Cake"

    /// The cake.
    @Parameter(title: "Cake")
    public var cake: CakeEntity

    /// A slice or the whole cake.
    @Parameter(title: "Size", default: .slice)
    public var size: CakeSize

    @Dependency private var orders: OrderBook

    /// How Shortcuts shows the action.
    public static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$size) of \(\.$cake)")
    }

    /// Creates the intent.
    public init() {}

    /// Takes the order and reloads today's cake widget.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let number = try await orders.place(cake.id)
        WidgetCenter.shared.reloadTimelines(ofKind: TodaysCakeWidget.kind)
        return .result(value: "Order \(number)", dialog: "Order \(number): \(cake.name)")
    }
}

/// The app's App Shortcuts.
public struct BakeryShortcuts: AppShortcutsProvider {
    /// Creates the provider.
    public init() {}

    /// The phrases Siri and Spotlight offer.
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderCakeIntent(),
            phrases: ["Order \(\.$cake) in \(.applicationName)"],
            shortTitle: "Order Cake",
            systemImageName: "birthday.cake"
        )
    }
}

/// The app's intents, declared as Apple's packages are.
public struct BakeryPackage: AppIntentsPackage {}
