// An address-book app's import action in the iOS 16 style (USAGE.md, "Files"): an optional file
// parameter limited with `supportedTypeIdentifiers:` and connected to the previous action's result,
// an array of files, and a result file held in memory (`IntentFile(data:filename:type:)`).
// API shapes: IntentFile (data, filename), UTType (commaSeparatedText, plainText, json, identifier).
import AppIntents
import UniformTypeIdentifiers

struct ImportContactsIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Contacts"

    @Parameter(
        title: "Contacts File",
        description: "A CSV export from another app.",
        supportedTypeIdentifiers: ["public.comma-separated-values-text"],
        inputConnectionBehavior: .connectToPreviousIntentResult
    )
    var file: IntentFile?

    @Parameter(title: "Photos", supportedContentTypes: [.image])
    var photos: [IntentFile]

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> & ProvidesDialog {
        guard let file else {
            throw $file.needsValueError("Which file has the contacts?")
        }
        let text = String(decoding: file.data, as: UTF8.self)
        let rows = text.split(whereSeparator: \.isNewline).dropFirst()
        let names = rows.compactMap { $0.split(separator: ",").first.map(String.init) }
        let report = names.joined(separator: "\n")
        let summary = IntentFile(
            data: Data(report.utf8),
            filename: "imported.txt",
            type: UTType.plainText
        )
        let photoNote = photos.isEmpty ? "" : " with \(photos.count) photos"
        return .result(
            value: summary,
            dialog: "Imported \(names.count) contacts from \(file.filename)\(photoNote)."
        )
    }
}
