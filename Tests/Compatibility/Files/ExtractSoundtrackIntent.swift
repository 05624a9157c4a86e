// A media tool's conversion intent, written the way a video converter's is (USAGE.md, "Files"): it
// imports UniformTypeIdentifiers beside AppIntents, takes a movie with
// `@Parameter(description:supportedContentTypes:)` and no title, reports progress, and returns a file
// made from a URL with a filename and a type.
// API shapes: IntentFile (data, fileURL, filename, type, removedOnCompletion, init(fileURL:filename:type:)),
// UTType (static members, init(filenameExtension:), conforms(to:), preferredFilenameExtension).
import AppIntents
import UniformTypeIdentifiers

struct ExtractSoundtrackIntent: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Extract Soundtrack"
    static let description = IntentDescription(
        "Saves the sound of a movie as an audio file.",
        searchKeywords: ["audio", "movie", "soundtrack"],
        resultValueName: "Soundtrack"
    )

    @Parameter(
        description: "The movie to take the sound from.",
        supportedContentTypes: [.mpeg4Movie, .quickTimeMovie]
    )
    var movie: IntentFile

    @Parameter(description: "How many seconds to keep; the whole movie when empty.", inclusiveRange: (1, 3_600))
    var seconds: Int?

    @Parameter(title: "Fade Out", default: true)
    var fadeOut: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Extract the soundtrack of \(\.$movie)") {
            \.$seconds
            \.$fadeOut
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        progress.totalUnitCount = 2
        let isQuickTime = movie.type?.conforms(to: .quickTimeMovie) ?? false
        let contents = try await movie.data(contentType: .movie)
        progress.completedUnitCount = 1

        let kept = seconds.map { contents.prefix($0 * 1_000) } ?? contents[...]
        let audioType = UTType(filenameExtension: "m4a") ?? .mpeg4Audio
        let name =
            (movie.fileURL?.deletingPathExtension().lastPathComponent ?? movie.filename)
            + (isQuickTime ? "-qt" : "") + "." + (audioType.preferredFilenameExtension ?? "m4a")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try Data(kept).write(to: output)
        progress.completedUnitCount = 2

        var soundtrack = IntentFile(fileURL: output, filename: name, type: audioType)
        soundtrack.removedOnCompletion = true
        return .result(value: soundtrack)
    }
}
