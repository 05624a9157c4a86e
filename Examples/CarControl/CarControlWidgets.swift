import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// MARK: - Entries and providers

/// What the car widgets show: each control's state, and whether its command is being sent.
public struct CarEntry: TimelineEntry, CustomStringConvertible {
    /// When the entry is shown.
    public let date: Date

    /// The controls shown, with their state and whether a command for them is in flight.
    public let controls: [(control: VehicleControl, isOn: Bool, isSending: Bool)]

    /// Reads the shared store for the given controls.
    /// - Parameters:
    ///   - controls: The controls to show.
    ///   - date: When the entry is shown.
    public init(controls: [VehicleControl], date: Date = Date()) {
        self.date = date
        let state = (try? CarStore().snapshot()) ?? CarStore.Snapshot(values: [:])
        self.controls = controls.map { control in
            (control, state.isOn(control), state.isSending(control))
        }
    }

    /// `Doors: Locked · Climate: Sending…`: a sending control shows "Sending…", as the widget's
    /// toggle does while the command travels.
    public var description: String {
        controls.map { item in
            "\(item.control.displayName): \(item.isSending ? "Sending…" : item.control.stateName(isOn: item.isOn))"
        }.joined(separator: " · ")
    }
}

/// The configurable widget's provider: shows the controls its ``SelectControlsIntent`` lists.
public struct CarControlsProvider: AppIntentTimelineProvider {
    /// Creates the provider.
    public init() {}

    /// A placeholder with the default controls.
    public func placeholder(in context: Context) -> CarEntry {
        CarEntry(controls: [.lock, .climate])
    }

    /// The current state of the configured controls.
    public func snapshot(for configuration: SelectControlsIntent, in context: Context) async -> CarEntry {
        CarEntry(controls: configuration.controls)
    }

    /// One entry; the widget is reloaded after every command (an intent's implicit reload), so
    /// it never asks for a reload itself.
    public func timeline(for configuration: SelectControlsIntent, in context: Context) async -> Timeline<CarEntry> {
        Timeline(entries: [CarEntry(controls: configuration.controls)], policy: .never)
    }
}

/// A provider for a fixed list of controls.
public struct FixedControlsProvider: TimelineProvider {
    /// The controls shown.
    public let controls: [VehicleControl]

    /// Creates the provider.
    /// - Parameter controls: The controls shown.
    public init(controls: [VehicleControl]) {
        self.controls = controls
    }

    /// A placeholder.
    public func placeholder(in context: Context) -> CarEntry { CarEntry(controls: controls) }

    /// The current state.
    public func getSnapshot(in context: Context, completion: @escaping (CarEntry) -> Void) {
        completion(CarEntry(controls: controls))
    }

    /// One entry, refreshed every 30 minutes in case the car changed state by itself.
    public func getTimeline(in context: Context, completion: @escaping (Timeline<CarEntry>) -> Void) {
        let entry = CarEntry(controls: controls)
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(30 * 60))))
    }
}

// MARK: - Widgets

/// The Home Screen widget whose toggles the user picks (``SelectControlsIntent``).
public struct CarControlsWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// An intent-configured widget.
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CarControls", intent: SelectControlsIntent.self, provider: CarControlsProvider())
            .configurationDisplayName("Car Controls")
            .description("Lock, unlock and pre-heat your car.")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The car's status at a glance.
public struct CarStatusWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static widget.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CarStatus", provider: FixedControlsProvider(controls: [.lock, .trunk, .windows]))
            .configurationDisplayName("Car Status")
            .supportedFamilies([.systemSmall])
    }
}

/// The Lock Screen lock toggle.
public struct CarLockWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static accessory widget.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CarLock", provider: FixedControlsProvider(controls: [.lock]))
            .configurationDisplayName("Car Lock")
            .supportedFamilies([.accessoryCircular, .accessoryInline])
    }
}

/// The Lock Screen climate toggle.
public struct ClimateWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static accessory widget.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Climate", provider: FixedControlsProvider(controls: [.climate]))
            .configurationDisplayName("Climate")
            .supportedFamilies([.accessoryRectangular])
    }
}

// MARK: - Bundles: three levels, flattened by the runtime

/// The extension's entry point (level 1): the status widget, then the controls bundle's widgets.
public struct CarControlWidgets: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// The widgets, with the nested bundle flattened in.
    public var body: some Widget {
        CarStatusWidget()
        CarControlsBundle().body
    }
}

/// Level 2: the configurable widget, then the Lock Screen bundle's widgets.
public struct CarControlsBundle: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// The widgets, with the nested bundle flattened in.
    public var body: some Widget {
        CarControlsWidget()
        LockScreenWidgets().body
    }
}

/// Level 3: the Lock Screen accessories.
public struct LockScreenWidgets: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    /// The widgets.
    public var body: some Widget {
        CarLockWidget()
        ClimateWidget()
    }
}
