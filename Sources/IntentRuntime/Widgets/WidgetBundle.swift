/// Several widgets declared together, as an extension's entry point declares them: WidgetKit's
/// `WidgetBundle`.
///
/// A block takes 1 to 10 widgets; more than 10 do not compile, as with the SDKs whose builder
/// has one `buildBlock` per count. Developers nest bundles to declare more:
///
/// ```swift
/// struct AllWidgets: WidgetBundle {
///     var body: some Widget {
///         CounterWidget()
///         WeatherWidgets().body   // another bundle's widgets, flattened in here
///     }
/// }
/// ```
///
/// A ``WidgetCatalog`` flattens the tree into one ordered list, refusing duplicate kinds and
/// dynamically assembled levels of more than ``Limits/widgetsPerBundleLevel`` widgets.
public protocol WidgetBundle: FrameworkSendableMetatype {
    /// The type of the bundle's contents.
    associatedtype Body: Widget

    /// The bundle's widgets.
    @WidgetBundleBuilder var body: Body { get }
}

/// A group of widgets: what a ``WidgetBundleBuilder`` block builds, or a level assembled at run
/// time from an array.
///
/// A group is itself a ``Widget``, so `Inner().body` can be listed in an outer bundle. Its own
/// configuration is empty; registration reads the widgets inside.
public struct WidgetGroup: Widget {
    /// The widgets of the group, in declaration order.
    public let widgets: [any Widget]

    /// The bundle type the group came from, when known; it names the level in diagnostics.
    public let name: String?

    /// Whether the group was assembled at run time (its size is then checked at registration).
    public let isDynamic: Bool

    /// Assembles a level of widgets at run time, for example from an array. A level of more
    /// than ``Limits/widgetsPerBundleLevel`` widgets is refused when it is registered.
    /// - Parameters:
    ///   - widgets: The widgets, in order.
    ///   - name: A name for the level in diagnostics.
    public init(_ widgets: [any Widget], name: String? = nil) {
        self.init(widgets: widgets, name: name, isDynamic: true)
    }

    init(widgets: [any Widget], name: String?, isDynamic: Bool) {
        self.widgets = widgets
        self.name = name
        self.isDynamic = isDynamic
    }

    /// An empty configuration: a group declares no widget of its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
