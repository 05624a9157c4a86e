// A maps app that follows Apple's newer pattern: the open intents have a perform() only on macOS; on
// iOS the scene handles them (TargetContentProvidingIntent, iOS 26). Compiled anywhere else, the intent
// declares no perform() at all.
// API shapes: api-spec §3 (OpenIntent), §6 (intents without perform()), §2 (requestValueDialog literal).
import AppIntents

enum MapSection: String, AppEnum {
    case explore
    case saved
    case recents

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    static let caseDisplayRepresentations: [MapSection: DisplayRepresentation] = [
        .explore: DisplayRepresentation(title: "Explore", image: .init(systemName: "map")),
        .saved: DisplayRepresentation(title: "Saved Places", image: .init(systemName: "bookmark")),
        .recents: DisplayRepresentation(title: "Recents", image: .init(systemName: "clock")),
    ]
}

@MainActor
final class MapNavigator {
    var section: MapSection = .explore

    func show(_ section: MapSection) {
        self.section = section
    }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
struct OpenMapSectionIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Map Section"

    @Parameter(title: "Section", requestValueDialog: "Which section?")
    var target: MapSection

    #if os(macOS)
        @Dependency var navigator: MapNavigator

        func perform() async throws -> some IntentResult {
            await navigator.show(target)
            return .result()
        }
    #endif
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension OpenMapSectionIntent {
    init(section: MapSection) {
        self.target = section
    }
}

#if os(iOS)
    @available(iOS 26.0, *)
    extension OpenMapSectionIntent: TargetContentProvidingIntent {}
#endif
