// A travel-journal app: an open intent for a trip found in Spotlight or Shortcuts.
// API shapes: api-spec §3 (OpenIntent, target), §1 (AppEntity with UUID ids, EntityStringQuery).
import AppIntents
import Foundation

struct TripEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
    static let defaultQuery = TripQuery()

    let id: UUID
    let destination: String
    let year: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(destination)", subtitle: "\(year)", image: .init(systemName: "airplane"))
    }
}

@MainActor
final class TripArchive {
    static let shared = TripArchive()

    var trips: [TripEntity] = []
    var selectedTrip: TripEntity.ID?
}

struct TripQuery: EntityQuery, EntityStringQuery {
    func entities(for identifiers: [TripEntity.ID]) async throws -> [TripEntity] {
        await TripArchive.shared.trips.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [TripEntity] {
        await TripArchive.shared.trips.filter { $0.destination.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [TripEntity] {
        await TripArchive.shared.trips.sorted { $0.year > $1.year }
    }
}

struct OpenTripIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Trip"

    @Parameter(title: "Trip", requestValueDialog: "Which trip?")
    var target: TripEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$target)")
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        TripArchive.shared.selectedTrip = target.id
        return .result()
    }
}
