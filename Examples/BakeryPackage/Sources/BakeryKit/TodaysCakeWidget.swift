import AppIntents
import Foundation
import WidgetKit

/// The cake the widget shows, chosen on the widget's back side.
public struct TodaysCakeConfiguration: WidgetConfigurationIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Choose a Cake"

    /// The cake shown.
    @Parameter(title: "Flavour", default: "Black Forest")
    public var flavour: String

    /// Creates the intent.
    public init() {}
}

/// One moment of the widget.
public struct TodaysCakeEntry: TimelineEntry, CustomStringConvertible {
    /// When it is shown.
    public let date: Date
    /// The cake shown.
    public let flavour: String

    /// `Today: Black Forest`.
    public var description: String { "Today: \(flavour)" }
}

/// Supplies the widget's entries from its configuration.
public struct TodaysCakeProvider: AppIntentTimelineProvider {
    /// Creates the provider.
    public init() {}

    /// A stand-in while the widget loads.
    public func placeholder(in context: Context) -> TodaysCakeEntry { TodaysCakeEntry(date: Date(), flavour: "…") }

    /// The entry of a configuration, now.
    public func snapshot(for configuration: TodaysCakeConfiguration, in context: Context) async -> TodaysCakeEntry {
        TodaysCakeEntry(date: Date(), flavour: configuration.flavour)
    }

    /// One entry, reloaded when an order asks.
    public func timeline(for configuration: TodaysCakeConfiguration, in context: Context) async -> Timeline<
        TodaysCakeEntry
    > {
        Timeline(entries: [TodaysCakeEntry(date: Date(), flavour: configuration.flavour)], policy: .never)
    }
}

/// Today's cake. Declared without a view: nothing is drawn off-device.
public struct TodaysCakeWidget: Widget {
    /// The widget's kind.
    public static let kind = "TodaysCake"

    /// Creates the widget.
    public init() {}

    /// The widget's configuration.
    public var body: some WidgetConfiguration {
        // The entry view is SwiftUI's on Apple's platforms; none is drawn here.
        AppIntentConfiguration(kind: Self.kind, intent: TodaysCakeConfiguration.self, provider: TodaysCakeProvider()) {
            _ in
        }
        .configurationDisplayName("Today's Cake")
    }
}

/// The app's widgets.
public struct BakeryWidgets: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// The widgets.
    public var body: some Widget {
        TodaysCakeWidget()
    }
}
