// A transit app's arrivals widget, written to the documented forms of WidgetKit's Smart Stack relevance, push
// and visionOS configuration (issue 21), with the views removed as the suite does: a provider that returns its
// relevance, a push handler, the visionOS texture and mounting styles, the rendering modes and level of detail
// a widget's code compares, and an intent that reads the placed widgets (`Identifiable`), the push token and
// the keys of the user activity a tapped widget opens the app with.
// API shapes: developer.apple.com/documentation/widgetkit/widgetrelevance; /widgetrelevanceattribute/init(configuration:group:);
// /widgetrelevancegroup; /timelineprovider/relevance();
// /widgetpushhandler; /widgetcenter/currentpushinfo; /widgetcenter/userinfokey; /widgetrenderingmode;
// /widgetaccentedrenderingmode; /levelofdetail; /swiftui/widgetconfiguration/widgettexture(_:).
import AppIntents
import WidgetKit

struct StopSelection: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Stop"

    @Parameter(title: "Stop", default: "Central")
    var stop: String
}

struct ArrivalsEntry: TimelineEntry {
    let date: Date
    let minutes: [Int]
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(minutes.count), duration: 600) }
}

struct ArrivalsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ArrivalsEntry {
        ArrivalsEntry(date: .now, minutes: [3, 12])
    }

    func snapshot(for configuration: StopSelection, in context: Context) async -> ArrivalsEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: StopSelection, in context: Context) async -> Timeline<ArrivalsEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .atEnd)
    }

    func relevance() async -> WidgetRelevance<StopSelection> {
        let central = StopSelection()
        central.stop = "Central"
        return WidgetRelevance([WidgetRelevanceAttribute(configuration: central, group: .named("transit"))])
    }
}

struct ArrivalsPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        _ = (token, widgets.map(\.kind))
    }
}

struct ArrivalsWidget: Widget {
    static let kind = "com.example.transit.arrivals"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: StopSelection.self, provider: ArrivalsProvider()) { entry in
            entry.minutes
        }
        .configurationDisplayName("Arrivals")
        .description("The next departures from a stop.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
        .pushHandler(ArrivalsPushHandler.self)
        .widgetTexture(.paper)
        .supportedMountingStyles([.elevated, .recessed])
    }
}

enum ArrivalsStyle {
    static func lineCount(for mode: WidgetRenderingMode, detail: LevelOfDetail) -> Int {
        if detail == .simplified { return 1 }
        switch mode {
        case .fullColor: return 3
        case .accented, .vibrant: return 2
        default: return 2
        }
    }

    static let photoRendering: WidgetAccentedRenderingMode = .desaturated
}

struct InspectArrivalsWidgetsIntent: AppIntent {
    static let title: LocalizedStringResource = "Inspect Arrivals Widgets"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let placed = try await WidgetCenter.shared.currentConfigurations()
        let unique = Set(placed.map(\.id)).filter { $0.kind == ArrivalsWidget.kind }
        let hasPush = await WidgetCenter.shared.currentPushInfo != nil
        let userInfo: [String: Any] = [
            WidgetCenter.UserInfoKey.kind: ArrivalsWidget.kind, WidgetCenter.UserInfoKey.family: "systemSmall",
        ]
        _ = (hasPush, userInfo)
        return .result(value: unique.count)
    }
}
