// A bakery's "fresh from the oven" widget, written to WidgetKit's documented API (issue 21): each
// timeline entry says how relevant it is for the Smart Stack (`TimelineEntryRelevance`), and the app
// asks WidgetKit to refresh its recommended configurations when the menu changes.
// API shapes: developer.apple.com/documentation/widgetkit — TimelineEntry/relevance,
// TimelineEntryRelevance/init(score:duration:), WidgetCenter/invalidateConfigurationRecommendations().
import AppIntents
import WidgetKit

struct FreshBakeEntry: TimelineEntry {
    let date: Date
    let item: String
    let relevance: TimelineEntryRelevance?
}

struct PlainBakeEntry: TimelineEntry {
    let date: Date
}

struct FreshBakeProvider: TimelineProvider {
    func placeholder(in context: Context) -> FreshBakeEntry {
        FreshBakeEntry(date: Date(), item: "Croissant", relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (FreshBakeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FreshBakeEntry>) -> Void) {
        let now = Date()
        let entries = [
            FreshBakeEntry(
                date: now, item: "Baguette", relevance: TimelineEntryRelevance(score: 10, duration: 30 * 60)),
            FreshBakeEntry(date: now.addingTimeInterval(3600), item: "Brioche", relevance: .init(score: 2)),
        ]
        let best = entries.max { ($0.relevance?.score ?? 0) < ($1.relevance?.score ?? 0) }
        _ = best?.relevance?.duration
        _ = PlainBakeEntry(date: now).relevance
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct UpdateMenuIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Menu"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.invalidateConfigurationRecommendations()
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

struct FreshBakeWidget: Widget {
    let kind = "FreshBake"
    let title = "Fresh Bakes"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FreshBakeProvider()) { entry in
            entry.item
        }
        .configurationDisplayName(title)
        .description("What came out of the oven.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .systemExtraLargePortrait])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
        .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac, .carPlay], for: [.systemSmall])
        .promptsForUserConfiguration()
        .supplementalActivityFamilies([.small, .medium])
        .onBackgroundURLSessionEvents { identifier, completion in
            _ = identifier
            completion()
        }
    }
}

enum FreshBakeLayout {
    static func columns(in context: TimelineProviderContext) -> Int {
        context.displaySize.width > 300 ? 2 : 1
    }
}
