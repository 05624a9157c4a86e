/// The widgets of an extension, flattened from its bundle tree into one ordered list and
/// checked: what a host registers.
///
/// Nested bundles are flattened depth-first, in declaration order. Registration refuses a kind
/// declared twice (naming both places), an empty kind, and a level with more widgets than
/// ``Limits/widgetsPerBundleLevel`` (possible only for levels assembled at run time; the
/// builder refuses more at compile time).
public struct WidgetCatalog: Sendable {
    /// One registered widget and where it was declared.
    public struct Entry: Sendable {
        /// The widget's configuration, as the runtime reads it.
        package let descriptor: WidgetDescriptor

        /// Where the widget was declared, for example `AllWidgets[2] > Weather[3]`.
        public let path: String

        /// The widget's kind.
        public var kind: String { descriptor.kind }
    }

    /// The widgets, in declaration order.
    public let entries: [Entry]

    /// The limits the catalog was checked against.
    public let limits: Limits

    /// The widgets as Apple's API keeps them (a `WidgetCenter`, `WidgetBundle.main()`).
    package let list: WidgetList

    /// Flattens and checks a bundle.
    /// - Parameters:
    ///   - bundle: The extension's bundle.
    ///   - limits: The limits to enforce.
    /// - Throws: ``WidgetError`` for a duplicate or empty kind, or an oversized level.
    public init<Bundle: WidgetBundle>(bundle: Bundle, limits: Limits = .platform) throws(WidgetError) {
        do {
            try self.init(
                list: WidgetList(bundle: bundle, widgetsPerLevel: limits.widgetsPerBundleLevel), limits: limits)
        } catch {
            throw WidgetError(error)
        }
    }

    /// The widgets of a package's module, found as the package's intents are
    /// (`IntentRegistry/register(package:)`): the module's widget bundles, found in the loaded
    /// program, flattened. A bundle whose widgets another bundle of the module already lists
    /// (`CarControlsBundle().body` inside `CarControlWidgets`) is read through that one only, so a
    /// host needs neither the bundle's name nor its visibility: an `internal` `@main` bundle is
    /// found. Generic, private and local bundles are not; on platforms without discovery
    /// (`IntentRegistry` says which) the catalog is empty.
    /// - Parameters:
    ///   - package: The package whose module declares the bundles.
    ///   - limits: The limits to enforce.
    /// - Throws: ``WidgetError`` for a duplicate or empty kind, or an oversized level, in a
    ///   bundle or across the module's outermost bundles.
    public init(package: any AppIntentsPackage.Type, limits: Limits = .platform) throws(WidgetError) {
        let module = String(_typeName(package, qualified: true).prefix { $0 != "." })
        do {
            try self.init(
                list: WidgetList(module: module, widgetsPerLevel: limits.widgetsPerBundleLevel), limits: limits)
        } catch {
            throw WidgetError(error)
        }
    }

    /// Checks a list of widgets, as if they were one bundle level.
    /// - Parameters:
    ///   - widgets: The widgets, in order.
    ///   - limits: The limits to enforce.
    /// - Throws: ``WidgetError`` for a duplicate or empty kind, or too many widgets.
    public init(widgets: [any Widget], limits: Limits = .platform) throws(WidgetError) {
        do {
            try self.init(
                list: WidgetList(widgets: widgets, widgetsPerLevel: limits.widgetsPerBundleLevel), limits: limits)
        } catch {
            throw WidgetError(error)
        }
    }

    /// A catalog with no widgets.
    /// - Parameter limits: The limits it reports.
    public init(limits: Limits = .platform) {
        self.init(list: WidgetList(), limits: limits)
    }

    /// A catalog of widgets Apple's API flattened.
    /// - Parameters:
    ///   - list: The widgets.
    ///   - limits: The limits they were checked against.
    package init(list: WidgetList, limits: Limits) {
        self.list = list
        self.limits = limits
        self.entries = list.entries.map { Entry(descriptor: $0.descriptor, path: $0.path) }
    }

    /// The widget of a kind.
    /// - Parameter kind: The kind.
    /// - Returns: The widget, or `nil` when no widget has that kind.
    public func entry(ofKind kind: String) -> Entry? {
        list.entry(ofKind: kind).map { Entry(descriptor: $0.descriptor, path: $0.path) }
    }

    /// The kinds, in declaration order.
    public var kinds: [String] { list.kinds }
}
