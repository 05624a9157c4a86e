// A hiking app: a short, fixed list of trails exposed through an enumerable query, so Shortcuts can
// offer a generated "Find Trails" action, and an intent that reports a trail's length.
// API shapes: api-spec §1 (EnumerableEntityQuery, findIntentDescription), §3 (@Dependency).
import AppIntents

struct HikingTrailEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail")
    static let defaultQuery = HikingTrailQuery()

    let id: Int
    let name: String
    let kilometres: Double

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(kilometres) km")
    }
}

final class TrailGuide: Sendable {
    let trails: [HikingTrailEntity] = [
        HikingTrailEntity(id: 1, name: "Ridge Loop", kilometres: 7.5),
        HikingTrailEntity(id: 2, name: "Lakeshore Path", kilometres: 3.2),
        HikingTrailEntity(id: 3, name: "Summit Scramble", kilometres: 11.8),
    ]
}

struct HikingTrailQuery: EnumerableEntityQuery {
    static var findIntentDescription: IntentDescription? {
        IntentDescription("Find trails by name or length.", categoryName: "Trails")
    }

    @Dependency
    private var guide: TrailGuide

    func entities(for identifiers: [HikingTrailEntity.ID]) async throws -> [HikingTrailEntity] {
        guide.trails.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [HikingTrailEntity] {
        guide.trails.filter { $0.kilometres < 10 }
    }

    func allEntities() async throws -> [HikingTrailEntity] {
        guide.trails
    }
}

struct TrailLengthIntent: AppIntent {
    static let title: LocalizedStringResource = "Trail Length"

    @Parameter(title: "Trail")
    var trail: HikingTrailEntity

    func perform() async throws -> some ReturnsValue<Double> & ProvidesDialog {
        .result(value: trail.kilometres, dialog: "\(trail.name) is \(trail.kilometres) kilometres long.")
    }
}

enum HikingAppSetup {
    static func registerDependencies() {
        AppDependencyManager.shared.add(dependency: TrailGuide())
    }
}
