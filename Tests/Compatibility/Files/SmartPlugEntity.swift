// A smart-plug app's widget and control configuration, written to the usage of issue 21's second never-studied set
// (Tests/Compatibility/USAGE.md, "A second never-studied set"): the entity's identifier is the app's own type, made an
// identifier by conforming it to `EntityIdentifierConvertible` in an extension (Apple's `AppEntity` asks
// `ID : EntityIdentifierConvertible`); its type display has a numeric format; a widget intent takes up to eight plugs by
// widget family; a control intent takes one; the control's value comes from an `AppIntentControlValueProvider`.
// API shapes: developer.apple.com/documentation/appintents/entityidentifierconvertible;
// /appintents/typedisplayrepresentation/init(name:numericformat:); /widgetkit/appintentcontrolvalueprovider.
import AppIntents
import Foundation
import WidgetKit

/// A plug's identifier as the app's hub names it: `room/number`.
struct PlugAddress: Hashable, Sendable {
    var room: String
    var number: Int
}

extension PlugAddress: EntityIdentifierConvertible {
    var entityIdentifierString: String { "\(room)/\(number)" }

    static func entityIdentifier(for entityIdentifierString: String) -> PlugAddress? {
        let parts = entityIdentifierString.split(separator: "/")
        guard parts.count == 2, let number = Int(parts[1]) else { return nil }
        return PlugAddress(room: String(parts[0]), number: number)
    }
}

struct SmartPlug: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Smart Plug", numericFormat: "\(placeholder: .int) plugs")
    }
    static let defaultQuery = SmartPlugQuery()

    let id: PlugAddress
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(id.room)")
    }
}

struct SmartPlugQuery: EntityQuery {
    func entities(for identifiers: [SmartPlug.ID]) async throws -> [SmartPlug] {
        identifiers.map { SmartPlug(id: $0, name: "Plug \($0.number)") }
    }

    func suggestedEntities() async throws -> [SmartPlug] {
        [SmartPlug(id: PlugAddress(room: "kitchen", number: 1), name: "Kettle")]
    }

    func defaultResult() async -> SmartPlug? { nil }
}

struct PlugsWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Plugs"
    static let description = IntentDescription("Choose the plugs the widget shows.")

    @Parameter(
        title: "Plugs",
        default: [],
        size: [.systemSmall: 1, .systemMedium: 4, .systemLarge: 6, .systemExtraLarge: 8, .accessoryInline: 1]
    )
    var plugs: [SmartPlug]
}

struct PlugControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Plug"

    @Parameter(title: "Plug")
    var plug: SmartPlug?
}

struct PlugPowerState {
    var isOn: Bool
    var name: String
}

struct PlugControlProvider: AppIntentControlValueProvider {
    func previewValue(configuration: PlugControlConfiguration) -> PlugPowerState {
        PlugPowerState(isOn: false, name: configuration.plug?.name ?? "Plug")
    }

    func currentValue(configuration: PlugControlConfiguration) async throws -> PlugPowerState {
        let address = configuration.plug?.id
        return PlugPowerState(isOn: address != nil, name: configuration.plug?.name ?? "Plug")
    }
}
