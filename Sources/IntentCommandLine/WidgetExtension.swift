import IntentRuntime

/// A widget extension: a name, its widget bundle, flattened and checked, and its widget center.
public struct WidgetExtension: Sendable {
    /// The extension's name, as `intents widgets` shows it.
    public let name: String

    /// The identifiers of the intents whose runs reload this extension's widgets; `nil` for
    /// every intent. A host that bundles several apps scopes each app's widgets to its intents,
    /// as each app's widgets reload only after that app's intents on a device.
    public let reloadingIntents: Set<String>?

    /// The extension's widgets.
    public var catalog: WidgetCatalog { center.catalog }

    /// The center that keeps the extension's timelines.
    public let center: WidgetCenter

    /// Creates a widget extension.
    /// - Parameters:
    ///   - name: The extension's name.
    ///   - catalog: The extension's widgets.
    ///   - reloadingIntents: The intents whose runs reload these widgets; `nil` for all.
    public init(name: String, catalog: WidgetCatalog, reloadingIntents: [any AppIntent.Type]? = nil) {
        self.name = name
        self.center = WidgetCenter(catalog: catalog)
        self.reloadingIntents = reloadingIntents.map { Set($0.map { _typeName($0, qualified: false) }) }
    }

    /// The extension as the host's core reloads it.
    var widgets: HostCore.Widgets { HostCore.Widgets(center: center, reloadingIntents: reloadingIntents) }

    /// Whether a run of one of these intents reloads the extension's widgets.
    func reloads(afterAnyOf identifiers: Set<String>) -> Bool {
        widgets.reloads(afterAnyOf: identifiers)
    }
}
