import IntentRuntime

// MARK: - Intents

struct PlayStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Play stream"

    @Parameter(title: "Stream")
    var stream: String

    /// Not a parameter: a fresh one on every read, so phrases cannot name it.
    var alias: IntentParameter<String> { IntentParameter(title: "Alias") }

    func perform() async throws -> some IntentResult { .result() }
}

struct StopRadioIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop radio"

    func perform() async throws -> some IntentResult { .result() }
}

struct NumberedIntent: AppIntent {
    static let title: LocalizedStringResource = "Numbered"

    func perform() async throws -> some IntentResult { .result() }
}

struct HiddenIntent: AppIntent {
    static let title: LocalizedStringResource = "Hidden"
    static let isDiscoverable = false

    func perform() async throws -> some IntentResult { .result() }
}

struct UnregisteredIntent: AppIntent {
    static let title: LocalizedStringResource = "Unregistered"

    func perform() async throws -> some IntentResult { .result() }
}

enum CarPart: String, AppEnum {
    case lock = "车锁"
    case window = "车窗"

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "部件"
    static let caseDisplayRepresentations: [CarPart: DisplayRepresentation] = [.lock: "车锁", .window: "车窗"]
}

struct OpenCarPartIntent: AppIntent {
    static let title: LocalizedStringResource = "打开"

    @Parameter(title: "部件")
    var part: CarPart

    func perform() async throws -> some IntentResult { .result() }
}

struct FindMyCarIntent: AppIntent {
    static let title: LocalizedStringResource = "寻车"

    func perform() async throws -> some IntentResult { .result() }
}

func shortcutRegistry() -> IntentRegistry {
    var registry = IntentRegistry()
    for type: any AppIntent.Type in [
        PlayStreamIntent.self, StopRadioIntent.self, NumberedIntent.self, HiddenIntent.self,
        OpenCarPartIntent.self, FindMyCarIntent.self,
    ] {
        registry.register(type)
    }
    return registry
}

// MARK: - Providers

func numbered(_ number: Int) -> AppShortcut {
    AppShortcut(
        intent: NumberedIntent(), phrases: ["Number \(String(number)) in \(.applicationName)"],
        shortTitle: "Number \(String(number))", systemImageName: "number")
}

struct RadioShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayStreamIntent(),
            phrases: ["Stream \(\.$stream) on \(.applicationName)", "Stream \(\.$stream)"],
            shortTitle: "Stream", systemImageName: "radio")
        AppShortcut(
            intent: StopRadioIntent(), phrases: ["Stop \(.applicationName)", "\(.applicationName) be quiet"],
            shortTitle: "Stop", systemImageName: "stop.fill")
        numbered(3)
        numbered(4)
        numbered(5)
        numbered(6)
        numbered(7)
        numbered(8)
        numbered(9)
        numbered(10)
    }

    static let shortcutTileColor = ShortcutTileColor.tangerine
}

struct ElevenShortcuts: AppShortcutsProvider {
    static let includeEleventh = true

    static var appShortcuts: [AppShortcut] {
        numbered(1)
        numbered(2)
        numbered(3)
        numbered(4)
        numbered(5)
        numbered(6)
        numbered(7)
        numbered(8)
        numbered(9)
        if includeEleventh {
            numbered(10)
            numbered(11)
        }
    }
}

struct ArrayShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        return (1...11).map(numbered)
    }
}

struct CarShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCarPartIntent(), phrases: ["用\(.applicationName)打开\(\.$part)"],
            shortTitle: "打开", systemImageName: "lock.open")
        AppShortcut(
            intent: FindMyCarIntent(), phrases: ["用\(.applicationName)寻车", "寻车"],
            shortTitle: "寻车", systemImageName: "car")
    }
}

struct UnregisteredShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: UnregisteredIntent(), phrases: ["Surprise \(.applicationName)"], shortTitle: "?",
            systemImageName: "questionmark")
    }
}

struct HiddenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: HiddenIntent(), phrases: ["Hide \(.applicationName)"], shortTitle: "Hide",
            systemImageName: "eye.slash")
    }
}

struct NamelessShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StopRadioIntent(), phrases: ["Stop the music", "Silence"], shortTitle: "Stop",
            systemImageName: "stop")
    }
}

struct AliasShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayStreamIntent(), phrases: ["Play \(\.alias) on \(.applicationName)"], shortTitle: "Play",
            systemImageName: "play")
    }
}

struct ClashingShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StopRadioIntent(), phrases: ["Stop  the Radio with \(.applicationName)"], shortTitle: "Stop",
            systemImageName: "stop")
        AppShortcut(
            intent: NumberedIntent(),
            phrases: ["Count on \(.applicationName)", "stop the radio with\(.applicationName)"],
            shortTitle: "Count", systemImageName: "number")
    }
}
