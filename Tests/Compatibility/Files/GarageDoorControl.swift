// A garage-door app's Control Center control and its widget bundle, written to the documented forms of
// WidgetKit's controls (issue 21), with the control's SwiftUI template replaced by the empty template as the
// suite removes views: a control configured by an intent with a value provider, one without configuration,
// their display name, description, configuration prompt and push handler, and a bundle that lists widgets
// and controls together, one behind `if #available`.
// API shapes: developer.apple.com/documentation/swiftui/controlwidget; /widgetkit/appintentcontrolconfiguration;
// /widgetkit/staticcontrolconfiguration; /swiftui/controlwidgetconfiguration; /widgetkit/controlpushhandler;
// /swiftui/widgetbundlebuilder.
import AppIntents
import WidgetKit

struct GarageSelection: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Garage"

    @Parameter(title: "Door", default: "Main")
    var door: String
}

struct GarageDoorState {
    var isOpen: Bool
    var door: String
}

struct GarageDoorProvider: AppIntentControlValueProvider {
    func previewValue(configuration: GarageSelection) -> GarageDoorState {
        GarageDoorState(isOpen: false, door: configuration.door)
    }

    func currentValue(configuration: GarageSelection) async throws -> GarageDoorState {
        GarageDoorState(isOpen: true, door: configuration.door)
    }
}

struct GaragePushHandler: ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo]) {
        let tokens = controls.compactMap { $0.pushInfo?.token }
        _ = tokens.count
    }
}

struct GarageDoorControl: ControlWidget {
    static let kind = "com.example.garage.door"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: GarageDoorProvider()) { state in
            EmptyControlWidgetTemplate()
        }
        .displayName("Garage Door")
        .description("Opens and closes the garage door.")
        .promptsForUserConfiguration()
        .pushHandler(GaragePushHandler.self)
    }
}

struct LightsOffControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        let kind = "com.example.garage.lights"

        StaticControlConfiguration(kind: kind) {
            EmptyControlWidgetTemplate()
        }
        .displayName("Garage Lights")
    }
}

struct GarageStatusEntry: TimelineEntry {
    let date: Date
    let openDoors: Int
}

struct GarageStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> GarageStatusEntry {
        GarageStatusEntry(date: .now, openDoors: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (GarageStatusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GarageStatusEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct GarageStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.garage.status", provider: GarageStatusProvider()) { entry in
            entry.openDoors
        }
        .configurationDisplayName("Garage")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

struct GarageWidgets: WidgetBundle {
    var body: some Widget {
        GarageStatusWidget()
        GarageDoorControl()
        if #available(iOS 18.0, *) {
            LightsOffControl()
        }
    }
}

struct ToggleGarageDoorIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Garage Door"

    @Parameter(title: "Open")
    var value: Bool

    func perform() async throws -> some IntentResult {
        ControlCenter.shared.reloadControls(ofKind: GarageDoorControl.kind)
        return .result()
    }
}
