// A step-counter app: a non-configurable widget's timeline provider (completion-handler form), and the
// app intents that change the goal and ask WidgetKit to reload the widgets.
// API shapes: api-spec §4 (TimelineProvider completion forms, TimelineReloadPolicy.after/.never,
// WidgetCenter.shared.reloadTimelines(ofKind:), reloadAllTimelines(), getCurrentConfigurations).
import AppIntents
import WidgetKit

enum StepWidgetKind {
    static let goal = "StepGoalWidget"
}

struct StepGoalEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepGoalProvider: TimelineProvider {
    typealias Entry = StepGoalEntry

    func placeholder(in context: Context) -> StepGoalEntry {
        StepGoalEntry(date: Date(), steps: 6_500, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepGoalEntry) -> Void) {
        completion(StepGoalEntry(date: Date(), steps: context.isPreview ? 6_500 : 0, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepGoalEntry>) -> Void) {
        let now = Date()
        let entry = StepGoalEntry(date: now, steps: 4_200, goal: 10_000)
        let nextUpdate = now.addingTimeInterval(15 * 60)
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}

struct SetStepGoalIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Step Goal"

    @Parameter(title: "Goal", default: 10_000, controlStyle: .stepper, inclusiveRange: (1_000, 50_000))
    var goal: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        WidgetCenter.shared.reloadTimelines(ofKind: StepWidgetKind.goal)
        return .result(dialog: "Your daily goal is now \(goal) steps.")
    }
}

struct RefreshStepWidgetsIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Step Widgets"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

enum StepWidgetStatus {
    static func logInstalledWidgets() {
        WidgetCenter.shared.getCurrentConfigurations { result in
            if case .success(let widgets) = result {
                let kinds = widgets.map(\.kind)
                _ = kinds.contains(StepWidgetKind.goal)
            }
        }
    }
}
