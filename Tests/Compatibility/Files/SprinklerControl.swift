// A garden-irrigation app: a Control Centre toggle for one sprinkler zone, configured by an intent and
// switched by a set-value intent. (The control widget's SwiftUI body lives elsewhere.)
// API shapes: api-spec §3 (SetValueIntent, ControlConfigurationIntent), §6 (AppIntentControlValueProvider).
import AppIntents
import WidgetKit

struct SprinklerZoneConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Sprinkler Zone"

    @Parameter(title: "Zone", default: "Front Lawn")
    var zone: String
}

struct SprinklerState: Sendable {
    var zone: String
    var isRunning: Bool
}

actor SprinklerController {
    static let shared = SprinklerController()

    private var running: Set<String> = []

    func isRunning(_ zone: String) -> Bool { running.contains(zone) }

    func set(_ zone: String, running isOn: Bool) {
        if isOn { running.insert(zone) } else { running.remove(zone) }
    }
}

struct SprinklerValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: SprinklerZoneConfiguration) -> SprinklerState {
        SprinklerState(zone: configuration.zone, isRunning: false)
    }

    func currentValue(configuration: SprinklerZoneConfiguration) async throws -> SprinklerState {
        SprinklerState(
            zone: configuration.zone, isRunning: await SprinklerController.shared.isRunning(configuration.zone))
    }
}

struct ToggleSprinklerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Sprinkler"

    @Parameter(title: "Zone")
    var zone: String

    @Parameter(title: "Running")
    var value: Bool

    init() {}

    init(zone: String) {
        self.zone = zone
    }

    func perform() async throws -> some IntentResult {
        await SprinklerController.shared.set(zone, running: value)
        return .result()
    }
}
