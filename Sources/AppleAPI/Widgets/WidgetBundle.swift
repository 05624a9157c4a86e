#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// The engine's `WidgetCatalog` flattens the tree into one ordered list, refusing duplicate kinds and
/// dynamically assembled levels of more than `Limits.widgetsPerBundleLevel` widgets.
///
/// As in a widget extension, the bundle may be the program's entry point, `@main struct
/// AllWidgets: WidgetBundle`: ``main()`` type-checks it; its widgets run in a host (an
/// `intents`-style command line, a test), which takes them with the engine's `WidgetCatalog(bundle:limits:)`
/// or finds them with `WidgetCatalog(package:limits:)`.
public protocol WidgetBundle: FrameworkSendableMetatype {
    /// The type of the bundle's contents.
    associatedtype Body: Widget

    /// Creates the bundle, as WidgetKit does to read its widgets.
    init()

    /// The bundle's widgets.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The entry point of a widget extension whose bundle is marked `@main`: WidgetKit's
    /// `main()`, which launches the extension.
    ///
    /// Nothing launches a widget extension here: a host reads its widgets. So `main()` checks
    /// the bundle as a host would (kinds unique and not empty, levels within
    /// `Limits.widgetsPerBundleLevel`) and returns; when a check fails, it writes why to
    /// standard error and exits with status 1.
    @MainActor
    public static func main() {
        do {
            _ = try WidgetList(bundle: Self(), widgetsPerLevel: WidgetList.platformWidgetsPerLevel)
        } catch {
            // The program's entry point: standard error is where its failure is reported.
            let message = Array("\(_typeName(Self.self, qualified: true)): \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
    }
}

/// A group of widgets: what a ``WidgetBundleBuilder`` block builds, or a level assembled at run
/// time from an array.
///
/// A group is itself a ``Widget``, so `Inner().body` can be listed in an outer bundle. Its own
/// configuration is empty; registration reads the widgets inside.
///
/// Public though Apple declares no such type: it is what `WidgetBundleBuilder`'s public methods return, which a
/// user's `@WidgetBundleBuilder var body` calls; the facades do not re-export its name.
public struct WidgetGroup: Widget {
    /// The widgets of the group, in declaration order.
    public let widgets: [any Widget]

    /// The bundle type the group came from, when known; it names the level in diagnostics.
    public let name: String?

    /// Whether the group was assembled at run time (its size is then checked at registration).
    public let isDynamic: Bool

    /// Assembles a level of widgets at run time, for example from an array. A level of more
    /// than `Limits.widgetsPerBundleLevel` widgets is refused when it is registered.
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
