import AppIntents
import Foundation
import WidgetKit

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The flavour the widget shows, chosen on the widget's back side.
public struct CakeWidgetConfiguration: WidgetConfigurationIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Choose a Cake"

    /// The flavour shown.
    @Parameter(title: "Flavour", default: "Black Forest")
    public var flavour: String

    /// Creates the intent.
    public init() {}
}

/// One moment of the widget.
public struct CakeEntry: TimelineEntry {
    /// When the entry is shown.
    public let date: Date
    /// The flavour shown.
    public let flavour: String
}

/// Supplies the widget's entries.
public struct CakeProvider: AppIntentTimelineProvider {
    /// Creates the provider.
    public init() {}

    /// A stand-in while the widget loads.
    public func placeholder(in context: Context) -> CakeEntry { CakeEntry(date: Date(), flavour: "…") }

    /// The entry of a configuration, now.
    public func snapshot(for configuration: CakeWidgetConfiguration, in context: Context) async -> CakeEntry {
        CakeEntry(date: Date(), flavour: configuration.flavour)
    }

    /// One entry, never reloaded on its own.
    public func timeline(for configuration: CakeWidgetConfiguration, in context: Context) async -> Timeline<CakeEntry> {
        Timeline(entries: [CakeEntry(date: Date(), flavour: configuration.flavour)], policy: .never)
    }
}

#if canImport(SwiftUI)
    /// How an entry looks: SwiftUI, on Apple's platforms only.
    struct CakeEntryView: View {
        let entry: CakeEntry

        var body: some View {
            Text(entry.flavour)
        }
    }
#else
    /// Where SwiftUI does not exist nothing is drawn: a stand-in the widget's content closure makes
    /// and nobody shows, so the widget's declaration is the same on every platform.
    struct CakeEntryView {
        let entry: CakeEntry
    }
#endif

/// The widget: its declaration compiles unchanged with Apple's WidgetKit and with IntentRuntime's.
public struct CakeWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Cake", intent: CakeWidgetConfiguration.self, provider: CakeProvider()) { entry in
            CakeEntryView(entry: entry)
        }
        .configurationDisplayName("Cake")
    }
}
