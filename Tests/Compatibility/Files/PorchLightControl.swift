// A smart-home app's porch light, written to the documented form of WidgetKit's `ControlCenter` (issue 21):
// an intent that a control runs turns the light on or off and asks for the control to be drawn again, by
// kind and for all of the app's controls, and another reads the controls a person added.
// API shapes: developer.apple.com/documentation/widgetkit/controlcenter — shared, reloadControls(ofKind:),
// reloadAllControls(), currentControls(); /controlinfo.
import AppIntents
import WidgetKit

enum PorchLight {
    static let kind = "com.example.home.porchlight"
}

struct PorchLightConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Porch Light"

    @Parameter(title: "Brightness", default: 80)
    var brightness: Int
}

struct SetPorchLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Porch Light"

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult {
        ControlCenter.shared.reloadControls(ofKind: PorchLight.kind)
        return .result()
    }
}

struct RefreshHomeControlsIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Home Controls"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let controls = try await ControlCenter.shared.currentControls()
        let brightness = controls.filter { $0.kind == PorchLight.kind }
            .compactMap { $0.configurationIntent(of: PorchLightConfiguration.self)?.brightness }
        ControlCenter.shared.reloadAllControls()
        return .result(value: brightness.count)
    }
}
