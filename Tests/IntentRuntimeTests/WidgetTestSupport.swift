import Foundation
import IntentRuntime

/// An entry that carries one number.
struct NumberEntry: TimelineEntry, Equatable {
    let date: Date
    let value: Int
}

/// A provider that returns one entry with a fixed value, now, and never reloads.
struct FixedProvider: TimelineProvider {
    var value = 0

    func placeholder(in context: Context) -> NumberEntry {
        NumberEntry(date: .distantPast, value: -1)
    }

    func snapshot(in context: Context) async -> NumberEntry {
        NumberEntry(date: .distantPast, value: value)
    }

    func timeline(in context: Context) async -> Timeline<NumberEntry> {
        Timeline(entries: [NumberEntry(date: .distantPast, value: value)], policy: .never)
    }
}

/// A widget whose kind is given at creation.
struct TestWidget: Widget {
    let kind: String

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FixedProvider())
            .configurationDisplayName("Test \(kind)")
            .supportedFamilies([.systemSmall])
    }
}
