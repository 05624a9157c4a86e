// A podcast app: playback intents that run in the background without opening the app, and a
// long-running download intent that reports progress.
// API shapes: api-spec §3 (AudioPlaybackIntent, ProgressReportingIntent, authenticationPolicy).
import AppIntents
import Foundation

@MainActor
final class PodcastPlayer {
    static let shared = PodcastPlayer()

    private(set) var nowPlaying: String?

    func play(_ episode: String) {
        nowPlaying = episode
    }

    func pause() {
        nowPlaying = nil
    }
}

struct PlayLatestEpisodeIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Latest Episode"
    static let description = IntentDescription("Plays the newest episode of a show.")
    static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
    static let openAppWhenRun = false

    @Parameter(title: "Show")
    var show: String

    init() {}

    init(show: String) {
        self.show = show
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let episode = "\(show): newest episode"
        await MainActor.run {
            PodcastPlayer.shared.play(episode)
        }
        return .result(value: episode)
    }
}

struct PausePodcastIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Pause Podcast"
    static let isDiscoverable = false

    @MainActor
    func perform() async throws -> some IntentResult {
        PodcastPlayer.shared.pause()
        return .result()
    }
}

struct DownloadShowIntent: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Download Show"

    @Parameter(title: "Show")
    var show: String

    @Parameter(title: "Episodes", default: 5, inclusiveRange: (1, 50))
    var episodes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        progress.totalUnitCount = Int64(episodes)
        for _ in 0..<episodes {
            try await Task.sleep(nanoseconds: 1_000_000)
            progress.completedUnitCount += 1
        }
        return .result(dialog: "Downloaded \(episodes) episodes of \(show).")
    }
}
