import IntentRuntime

// Declarations written to mirror pom11's Radio (../shared/corpus/actionsdata/pom11_Radio_Resources.actionsdata,
// Xcode 26.3): fourteen intents, one entity with a string query, ten App Shortcuts. Our own declarations,
// made from the file's values (titles, descriptions, phrases), for the value-for-value check.

struct StreamEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Stream")
    static let defaultQuery = StreamEntityQuery()

    var id: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct StreamEntityQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [StreamEntity] { [] }
    func entities(matching string: String) async throws -> [StreamEntity] { [] }
}

struct FullscreenStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Fullscreen Stream"
    static let description = IntentDescription("Toggle fullscreen for a stream's video window")
    static let openAppWhenRun = true

    @Parameter(title: "Stream")
    var stream: StreamEntity

    static var parameterSummary: some ParameterSummary { Summary("Fullscreen \(\.$stream)") }

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct HideStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Hide Stream"
    static let description = IntentDescription("Hide the video window for a stream")
    static let openAppWhenRun = false

    @Parameter(title: "Stream")
    var stream: StreamEntity

    static var parameterSummary: some ParameterSummary { Summary("Hide \(\.$stream)") }

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct MuteRadioIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute Radio"
    static let description = IntentDescription("Mute radio playback")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct NowPlayingIntent: AppIntent {
    static let title: LocalizedStringResource = "What's Playing on Radio"
    static let description = IntentDescription("Show what's currently playing")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct PauseRadioIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Radio"
    static let description = IntentDescription("Pause radio playback")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct PlayStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Stream on Radio"
    static let description = IntentDescription("Stream a saved station on Radio")
    static let openAppWhenRun = true

    @Parameter(title: "Stream")
    var stream: StreamEntity

    static var parameterSummary: some ParameterSummary { Summary("Stream \(\.$stream)") }

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct ResumeRadioIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume Radio"
    static let description = IntentDescription("Resume radio playback")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct ShowStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Stream"
    static let description = IntentDescription("Show the video window for a stream")
    static let openAppWhenRun = true

    @Parameter(title: "Stream")
    var stream: StreamEntity

    static var parameterSummary: some ParameterSummary { Summary("Show \(\.$stream)") }

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct SoloStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Solo Stream"
    static let description = IntentDescription("Solo a stream — mute all others")
    static let openAppWhenRun = false

    @Parameter(title: "Stream")
    var stream: StreamEntity

    static var parameterSummary: some ParameterSummary { Summary("Solo \(\.$stream)") }

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct StopRadioIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Radio"
    static let description = IntentDescription("Stop all radio playback")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct StopStreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Stream"
    static let description = IntentDescription("Stop a specific stream")
    static let openAppWhenRun = false

    @Parameter(title: "Stream")
    var stream: StreamEntity

    static var parameterSummary: some ParameterSummary { Summary("Stop \(\.$stream)") }

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct UnmuteRadioIntent: AppIntent {
    static let title: LocalizedStringResource = "Unmute Radio"
    static let description = IntentDescription("Unmute radio playback")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct VolumeDownIntent: AppIntent {
    static let title: LocalizedStringResource = "Volume Down on Radio"
    static let description = IntentDescription("Decrease radio volume")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct VolumeUpIntent: AppIntent {
    static let title: LocalizedStringResource = "Volume Up on Radio"
    static let description = IntentDescription("Increase radio volume")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
}

struct RadioShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayStreamIntent(),
            phrases: ["Stream \(\.$stream) on \(.applicationName)", "Stream \(\.$stream)"],
            shortTitle: "Stream",
            systemImageName: "radio"
        )
        AppShortcut(
            intent: StopStreamIntent(),
            phrases: ["Stop \(\.$stream) on \(.applicationName)", "Stop \(\.$stream)"],
            shortTitle: "Stop Stream",
            systemImageName: "stop.fill"
        )
        AppShortcut(
            intent: StopRadioIntent(),
            phrases: ["Stop \(.applicationName)"],
            shortTitle: "Stop Radio",
            systemImageName: "stop.circle.fill"
        )
        AppShortcut(
            intent: NowPlayingIntent(),
            phrases: ["What's playing on \(.applicationName)"],
            shortTitle: "Now Playing",
            systemImageName: "music.note"
        )
        AppShortcut(
            intent: VolumeUpIntent(),
            phrases: ["Volume up on \(.applicationName)", "\(.applicationName) louder"],
            shortTitle: "Volume Up",
            systemImageName: "speaker.plus.fill"
        )
        AppShortcut(
            intent: VolumeDownIntent(),
            phrases: ["Volume down on \(.applicationName)", "\(.applicationName) quieter"],
            shortTitle: "Volume Down",
            systemImageName: "speaker.minus.fill"
        )
        AppShortcut(
            intent: MuteRadioIntent(),
            phrases: ["Mute \(.applicationName)"],
            shortTitle: "Mute",
            systemImageName: "speaker.slash.fill"
        )
        AppShortcut(
            intent: UnmuteRadioIntent(),
            phrases: ["Unmute \(.applicationName)"],
            shortTitle: "Unmute",
            systemImageName: "speaker.wave.2.fill"
        )
        AppShortcut(
            intent: PauseRadioIntent(),
            phrases: ["Pause \(.applicationName)"],
            shortTitle: "Pause",
            systemImageName: "pause.fill"
        )
        AppShortcut(
            intent: ResumeRadioIntent(),
            phrases: ["Resume \(.applicationName)"],
            shortTitle: "Resume",
            systemImageName: "play.fill"
        )
    }
}
