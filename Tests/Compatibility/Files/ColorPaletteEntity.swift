// A design-tools app: a palette entity that encodes itself into its identifier (so any palette can be
// rebuilt from an id), and an intent that builds one from parameters.
// API shapes: api-spec §1 (AppEntity that is Codable/Hashable with id from an Identifiable extension,
// EntityQuery without init), §2 (@Parameter(title:description:default:inclusiveRange:)), Switch summary.
import AppIntents
import Foundation

enum PaletteStyle: String, AppEnum, Codable, Hashable {
    case monochrome
    case complementary

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Palette Style"
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .monochrome: "shades of one hue",
        .complementary: "opposite hues",
    ]
}

struct ColorPaletteEntity: Hashable, Codable, AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Palette"
    static let defaultQuery = ColorPaletteQuery()

    var style: PaletteStyle
    var hue: Int
    var count: Int

    var displayRepresentation: DisplayRepresentation {
        .init(title: "\(count) colours around \(hue)°")
    }
}

extension ColorPaletteEntity: Identifiable {
    var id: String {
        (try? JSONEncoder().encode(self).base64EncodedString()) ?? "invalid"
    }

    static func decode(_ id: String) throws -> ColorPaletteEntity {
        guard let data = Data(base64Encoded: id) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Not a palette id"))
        }
        return try JSONDecoder().decode(ColorPaletteEntity.self, from: data)
    }
}

struct ColorPaletteQuery: EntityQuery {
    func entities(for identifiers: [ColorPaletteEntity.ID]) async throws -> [ColorPaletteEntity] {
        try identifiers.map(ColorPaletteEntity.decode)
    }
}

struct MakePaletteIntent: AppIntent {
    static let title: LocalizedStringResource = "Make Palette"

    @Parameter(title: "Style", default: .monochrome)
    var style: PaletteStyle

    @Parameter(title: "Hue", description: "The starting hue, in degrees.", default: 200, inclusiveRange: (0, 359))
    var hue: Int

    @Parameter(title: "Colours", description: "How many colours to make.", default: 5, inclusiveRange: (2, 12))
    var count: Int

    static var parameterSummary: some ParameterSummary {
        Switch(\.$style) {
            Case(.complementary) {
                Summary("Make a complementary palette from \(\.$hue)°")
            }
            DefaultCase {
                Summary("Make \(\.$count) shades of \(\.$hue)°")
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<ColorPaletteEntity> {
        .result(value: ColorPaletteEntity(style: style, hue: hue, count: style == .complementary ? 2 : count))
    }
}
