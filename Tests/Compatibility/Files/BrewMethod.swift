// A coffee app: brew methods and cup sizes as app enums, and an order intent whose summary changes
// with the chosen method.
// API shapes: api-spec §1 (AppEnum, caseDisplayRepresentations), §2 (Switch/Case/DefaultCase, When).
import AppIntents

enum BrewMethod: String, AppEnum {
    case espresso
    case pourOver
    case frenchPress
    case coldBrew

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Brew Method"

    static let caseDisplayRepresentations: [BrewMethod: DisplayRepresentation] = [
        .espresso: DisplayRepresentation(title: "Espresso", image: .init(systemName: "cup.and.saucer")),
        .pourOver: DisplayRepresentation(title: "Pour-over", subtitle: "Filter, by hand"),
        .frenchPress: "French press",
        .coldBrew: DisplayRepresentation(title: "Cold brew", subtitle: "Steeped overnight"),
    ]
}

enum CupSize: String, AppEnum {
    case small
    case medium
    case large

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Cup Size")

    static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [
        .small: "Small",
        .medium: "Medium",
        .large: "Large",
    ]
}

struct OrderCoffeeIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Coffee"

    @Parameter(title: "Method", default: .espresso)
    var method: BrewMethod

    @Parameter(title: "Size", default: .medium)
    var size: CupSize

    @Parameter(title: "Extra Shot", default: false)
    var extraShot: Bool

    @Parameter(title: "Ice Cubes", default: 4)
    var iceCubes: Int

    static var parameterSummary: some ParameterSummary {
        Switch(\.$method) {
            Case(.espresso) {
                Summary("Order a \(\.$size) espresso") {
                    \.$extraShot
                }
            }
            Case(.coldBrew) {
                Summary("Order a \(\.$size) cold brew with \(\.$iceCubes) ice cubes")
            }
            DefaultCase {
                Summary("Order a \(\.$size) \(\.$method)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your \(size.rawValue) \(method.rawValue) is on its way.")
    }
}
