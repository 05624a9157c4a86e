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

    private let indexByKind: [String: Int]

    /// Flattens and checks a bundle.
    /// - Parameters:
    ///   - bundle: The extension's bundle.
    ///   - limits: The limits to enforce.
    /// - Throws: ``WidgetError`` for a duplicate or empty kind, or an oversized level.
    public init<Bundle: WidgetBundle>(bundle: Bundle, limits: Limits = .platform) throws(WidgetError) {
        let root = WidgetGroup(widgets: [bundle.body], name: _typeName(Bundle.self, qualified: false), isDynamic: false)
        try self.init(root: root, limits: limits)
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
        let bundles = ModuleTypeDiscovery.types(inModule: module) { $0 as? any WidgetBundle.Type }
        var levels: [(group: WidgetGroup, kinds: Set<String>)] = []
        for bundle in bundles {
            let group = Self.level(of: bundle)
            let kinds = Set(try WidgetCatalog(root: group, limits: limits).kinds)
            levels.append((group, kinds))
        }
        // The outermost bundles: those whose widgets no other bundle lists; of bundles listing the
        // same widgets, the first by name.
        let outermost = levels.enumerated().filter { index, level in
            !levels.enumerated().contains { other, candidate in
                other != index && level.kinds.isSubset(of: candidate.kinds)
                    && (level.kinds != candidate.kinds || other < index)
            }
        }.map(\.element.group)
        let root = WidgetGroup(widgets: outermost, name: module, isDynamic: false)
        try self.init(root: root, limits: limits)
    }

    /// A bundle's level, made with its `init()`.
    private static func level<Bundle: WidgetBundle>(of type: Bundle.Type) -> WidgetGroup {
        WidgetGroup(widgets: [Bundle().body], name: _typeName(Bundle.self, qualified: false), isDynamic: false)
    }

    /// Checks a list of widgets, as if they were one bundle level.
    /// - Parameters:
    ///   - widgets: The widgets, in order.
    ///   - limits: The limits to enforce.
    /// - Throws: ``WidgetError`` for a duplicate or empty kind, or too many widgets.
    public init(widgets: [any Widget], limits: Limits = .platform) throws(WidgetError) {
        try self.init(root: WidgetGroup(widgets: widgets, name: "widgets", isDynamic: true), limits: limits)
    }

    /// A catalog with no widgets.
    /// - Parameter limits: The limits it reports.
    public init(limits: Limits = .platform) {
        self.entries = []
        self.indexByKind = [:]
        self.limits = limits
    }

    private init(root: WidgetGroup, limits: Limits) throws(WidgetError) {
        var flattener = Flattener(limits: limits)
        try flattener.visit(root, path: "")
        self.entries = flattener.entries
        self.indexByKind = flattener.pathByKind.mapValues(\.index)
        self.limits = limits
    }

    /// The widget of a kind.
    /// - Parameter kind: The kind.
    /// - Returns: The widget, or `nil` when no widget has that kind.
    public func entry(ofKind kind: String) -> Entry? {
        indexByKind[kind].map { entries[$0] }
    }

    /// The kinds, in declaration order.
    public var kinds: [String] { entries.map(\.kind) }
}

// MARK: - Flattening

private struct Flattener {
    let limits: Limits
    var entries: [WidgetCatalog.Entry] = []
    var pathByKind: [String: (index: Int, path: String)] = [:]

    init(limits: Limits) {
        self.limits = limits
    }

    /// Visits a group; `path` is the group's own location ("" for the root).
    mutating func visit(_ group: WidgetGroup, path: String) throws(WidgetError) {
        // A named group whose only member is the bundle's body: the name labels the level below.
        if let name = group.name, group.widgets.count == 1, let body = group.widgets[0] as? WidgetGroup {
            let named = path.isEmpty ? name : "\(path) > \(name)"
            try visit(WidgetGroup(widgets: body.widgets, name: nil, isDynamic: body.isDynamic), path: named)
            return
        }
        let here = path.isEmpty ? (group.name ?? "") : path
        if group.widgets.count > limits.widgetsPerBundleLevel {
            throw .tooManyWidgets(
                group.widgets.count, at: here.isEmpty ? "(root)" : here, limit: limits.widgetsPerBundleLevel)
        }
        for (index, widget) in group.widgets.enumerated() {
            let childPath = "\(here)[\(index)]"
            if let child = widget as? WidgetGroup {
                try visit(child, path: childPath)
            } else {
                try add(widget.body.descriptor, widgetType: type(of: widget), at: childPath)
            }
        }
    }

    mutating func add(_ descriptor: WidgetDescriptor, widgetType: any Widget.Type, at path: String) throws(WidgetError)
    {
        let located = "\(path) (\(widgetType))"
        guard !descriptor.kind.isEmpty else { throw .emptyKind(at: located) }
        if let first = pathByKind[descriptor.kind] {
            throw .duplicateKind(descriptor.kind, at: located, firstAt: first.path)
        }
        pathByKind[descriptor.kind] = (entries.count, located)
        entries.append(WidgetCatalog.Entry(descriptor: descriptor, path: located))
    }
}
