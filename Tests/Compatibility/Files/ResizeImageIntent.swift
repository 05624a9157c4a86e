// An image-tools app (iOS 18 style): parameters without explicit titles (the system derives them from
// the property names), descriptions on every parameter and a value-returning result.
// API shapes: api-spec §2 (@Parameter without title:, @Parameter(description:default:inclusiveRange:)),
// §6 (IntentDescription(_:searchKeywords:resultValueName:)).
import AppIntents

enum ResizeMode: String, AppEnum {
    case fit
    case fill
    case exact

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Resize Mode"
    static let caseDisplayRepresentations: [ResizeMode: DisplayRepresentation] = [
        .fit: "Fit inside",
        .fill: "Fill and crop",
        .exact: "Exact size",
    ]
}

struct ResizeImageIntent: AppIntent {
    static let title: LocalizedStringResource = "Resize Image"
    static let description = IntentDescription(
        "Works out the size of an image after resizing.",
        searchKeywords: ["image", "resize", "scale"],
        resultValueName: "Size"
    )

    @Parameter(description: "How the image is fitted into the new size.", default: .fit)
    var mode: ResizeMode

    @Parameter(description: "Width in pixels.", default: 1_024, inclusiveRange: (1, 10_000))
    var width: Int

    @Parameter(description: "Height in pixels.", default: 768, inclusiveRange: (1, 10_000))
    var height: Int

    @Parameter
    var label: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Resize to \(\.$width)×\(\.$height) (\(\.$mode))") {
            \.$label
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(label ?? "image"): \(width)×\(height), \(mode.rawValue)")
    }
}
