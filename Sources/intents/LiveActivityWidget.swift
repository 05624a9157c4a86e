import AppIntent
import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Dynamic Island's Live Activity, as the `intents` host shows it: the counter that
/// `ConfigurationAppIntent` (the activity's button) increments.
struct LiveActivityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LiveActivityCounter", provider: CounterProvider())
            .configurationDisplayName("Counter Live Activity")
            .supportedFamilies([.accessoryRectangular])
    }
}

/// What the activity shows.
struct CounterEntry: TimelineEntry, CustomStringConvertible {
    let date: Date
    let value: Int

    var description: String { "Counter: \(value)" }
}

/// Reads the shared counter; reloaded after every run of the button's intent.
struct CounterProvider: TimelineProvider, AsyncTimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), value: 0) }

    func snapshot(in context: Context) async -> CounterEntry {
        CounterEntry(date: Date(), value: await LiveActivityCounter.shared.value)
    }

    func timeline(in context: Context) async -> Timeline<CounterEntry> {
        Timeline(entries: [await snapshot(in: context)], policy: .never)
    }
}
