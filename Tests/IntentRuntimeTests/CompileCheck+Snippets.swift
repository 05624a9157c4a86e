import CompileSupport

/// Sources the widget-bundle and shortcut-builder compile tests check: generated Swift files that
/// list many widgets or shortcuts in one result-builder block.
extension CompileCheck {
    /// A bundle whose body lists `count` widgets in one block.
    static func widgetBundle(count: Int) -> String {
        let widgets = (0..<count).map { "        CheckWidget(kind: \"w\($0)\")" }.joined(separator: "\n")
        return """
            import Foundation
            import IntentRuntime

            struct CheckEntry: TimelineEntry { let date: Date }

            struct CheckProvider: TimelineProvider {
                func placeholder(in context: Context) -> CheckEntry { CheckEntry(date: .distantPast) }
                func getSnapshot(in context: Context, completion: @escaping (CheckEntry) -> Void) {
                    completion(CheckEntry(date: .distantPast))
                }
                func getTimeline(in context: Context, completion: @escaping (Timeline<CheckEntry>) -> Void) {
                    completion(Timeline(entries: [], policy: .never))
                }
            }

            struct CheckWidget: Widget {
                let kind: String
                var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: CheckProvider()) }
            }

            struct CheckBundle: WidgetBundle {
                var body: some Widget {
            \(widgets)
                }
            }

            """
    }

    /// A provider whose `appShortcuts` lists `count` shortcuts in one block.
    static func shortcutsProvider(count: Int) -> String {
        let shortcuts = (0..<count).map {
            "        AppShortcut(intent: CheckIntent(), phrases: [\"Check \($0) in \\(.applicationName)\"], "
                + "shortTitle: \"Check\", systemImageName: \"checkmark\")"
        }.joined(separator: "\n")
        return """
            import IntentRuntime

            struct CheckIntent: AppIntent {
                static let title: LocalizedStringResource = "Check"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct CheckShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(shortcuts)
                }
            }

            """
    }
}
