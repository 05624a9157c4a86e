// A bakery's pantry widget, written to WidgetKit's documented API (issue 21): its provider keeps a
// reference to the app's store (a class), and its entries carry a class instance. WidgetKit asks
// neither to be `Sendable` (`protocol TimelineEntry`, `protocol TimelineProvider`,
// `protocol AppIntentTimelineProvider`), so neither is here; nor does AppIntents ask it of the options
// provider that lists the shelves (`protocol DynamicOptionsProvider`), which also keeps the store; and
// the widget keeps it too (SwiftUI's `Widget` is main-actor isolated, not `Sendable`).
// API shapes: developer.apple.com/documentation/widgetkit/timelineentry, /timelineprovider,
// /appintenttimelineprovider.
import AppIntents
import WidgetKit

final class PantryStore {
    var flourKilograms = 25.0

    func snapshot() -> PantryShelf {
        PantryShelf(flour: flourKilograms)
    }
}

final class PantryShelf {
    let flour: Double

    init(flour: Double) {
        self.flour = flour
    }
}

struct PantryEntry: TimelineEntry {
    let date: Date
    let shelf: PantryShelf
}

struct PantryProvider: TimelineProvider {
    let store = PantryStore()

    func placeholder(in context: Context) -> PantryEntry {
        PantryEntry(date: .now, shelf: PantryShelf(flour: 0))
    }

    func getSnapshot(in context: Context, completion: @escaping (PantryEntry) -> Void) {
        completion(PantryEntry(date: .now, shelf: store.snapshot()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PantryEntry>) -> Void) {
        completion(Timeline(entries: [PantryEntry(date: .now, shelf: store.snapshot())], policy: .atEnd))
    }
}

struct PantryShelfOptions: DynamicOptionsProvider {
    let store = PantryStore()

    func results() async throws -> [String] {
        store.flourKilograms > 0 ? ["Flour", "Sugar"] : ["Sugar"]
    }
}

struct PantryShelfConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Shelf"

    @Parameter(title: "Shelf", default: "Flour", optionsProvider: PantryShelfOptions())
    var shelf: String

    @Parameter(
        title: "Also show",
        size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
    var alsoShow: [String]?
}

struct ConfigurablePantryProvider: AppIntentTimelineProvider {
    let store = PantryStore()

    func placeholder(in context: Context) -> PantryEntry {
        PantryEntry(date: .now, shelf: PantryShelf(flour: 0))
    }

    func snapshot(for configuration: PantryShelfConfiguration, in context: Context) async -> PantryEntry {
        PantryEntry(date: .now, shelf: store.snapshot())
    }

    func timeline(for configuration: PantryShelfConfiguration, in context: Context) async -> Timeline<PantryEntry> {
        Timeline(entries: [PantryEntry(date: .now, shelf: store.snapshot())], policy: .never)
    }
}

struct PantryWidget: Widget {
    let store = PantryStore()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Pantry", provider: PantryProvider()) { entry in
            entry.shelf.flour
        }
    }
}

struct ConfigurablePantryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "PantryShelf", intent: PantryShelfConfiguration.self, provider: ConfigurablePantryProvider()
        ) { entry in
            entry.date
        }
    }
}
