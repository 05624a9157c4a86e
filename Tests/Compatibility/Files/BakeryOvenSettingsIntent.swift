// A bakery's oven settings, written to Apple's documented spelling of the `@Parameter` forms by value
// type and the `result(...)` family (issue 21): a Boolean shown by name, a stepper with a range, a
// date kind, measurements with a default unit or a fixed unit, titleless parameters (iOS 18),
// options providers, and each result form that shows no view.
// API shapes: developer.apple.com/documentation/appintents/intentparameter,
// developer.apple.com/documentation/swift/bool/intentdisplayname,
// developer.apple.com/documentation/appintents/intentresult.
import AppIntents

struct OvenProgramOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Bread", "Pastry", "Pizza"] }
}

struct OvenSettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Oven"

    @Parameter(
        title: "Convection",
        description: "Whether the fan runs",
        default: true,
        displayName: Bool.IntentDisplayName(true: "Fan on", false: "Fan off")
    )
    var convection: Bool

    @Parameter(title: "Temperature", default: 220, controlStyle: .stepper, inclusiveRange: (50, 300))
    var temperature: Int

    @Parameter(description: "When the bake starts", kind: .dateTime)
    var start: Date?

    @Parameter(description: "The program", optionsProvider: OvenProgramOptions())
    var program: String?

    @Parameter(description: "A note for the baker", inputOptions: String.IntentInputOptions(multiline: true))
    var note: String?

    @Parameter(title: "Dough weight", defaultValue: 1.5, defaultUnit: .kilograms, supportsNegativeNumbers: false)
    var doughWeight: Measurement<UnitMass>?

    @Parameter(description: "Core temperature", unit: .celsius)
    var coreTemperature: Measurement<UnitTemperature>?

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        let fan = convection ? "with the fan" : "without the fan"
        return .result(value: temperature, dialog: "Oven set to \(temperature) degrees \(fan)")
    }
}

struct PreheatIntent: AppIntent {
    static let title: LocalizedStringResource = "Preheat"

    @Parameter(title: "Settings")
    var temperature: Int

    func perform() async throws -> some IntentResult & OpensIntent {
        var next = OvenSettingsIntent()
        next.temperature = temperature
        if temperature > 250 {
            return .result(opensIntent: next, dialog: IntentDialog("That is hot; opening the settings"))
        }
        return .result(opensIntent: next)
    }
}

struct OvenOffIntent: AppIntent {
    static let title: LocalizedStringResource = "Turn Oven Off"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "The oven is off")
    }
}

enum OvenSettingsIntentTests {
    static func testResults() async throws -> Bool {
        var settings = OvenSettingsIntent()
        settings.convection = false
        settings.temperature = 180
        let result = try await settings.perform()
        let off = try await OvenOffIntent().perform()
        let names = Bool.IntentDisplayName(true: "On", false: "Off")
        return result.value == 180 && off.value == nil && String(localized: names.true) == "On"
    }
}
