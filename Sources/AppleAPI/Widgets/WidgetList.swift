/// The widgets of an extension, flattened from its bundle tree into one ordered list and checked: what the engine's
/// public `WidgetCatalog` holds and a ``WidgetCenter`` keeps, and what `WidgetBundle.main()` checks. Not WidgetKit's,
/// so `package`.
///
/// Nested bundles are flattened depth-first, in declaration order. A kind declared twice (naming both places), an
/// empty kind, and a level with more widgets than allowed (possible only for levels assembled at run time; the builder
/// refuses more at compile time) are refused.
package struct WidgetList: Sendable {
    /// One widget and where it was declared.
    package struct Entry: Sendable {
        /// The widget's configuration, as the runtime reads it.
        package let descriptor: WidgetDescriptor

        /// Where the widget was declared, for example `AllWidgets[2] > Weather[3]`.
        package let path: String

        /// The widget's kind.
        package var kind: String { descriptor.kind }
    }

    /// Why a bundle tree was refused.
    package struct Problem: Error, Sendable, CustomStringConvertible {
        /// What kind of problem this is.
        package enum Kind: Sendable {
            /// Two widgets declare the same kind.
            case duplicateKind
            /// One level lists more widgets than allowed.
            case tooManyWidgets
            /// A widget declares an empty kind.
            case emptyKind
        }

        /// What kind of problem this is.
        package let kind: Kind

        /// The widget kind concerned, if one is.
        package let widgetKind: String?

        /// Where in the bundle tree the problem is; for a duplicate, the second declaration.
        package let path: String

        /// For a duplicate, where the kind was first declared.
        package let otherPath: String?

        /// What went wrong and how to fix it.
        package let message: String

        /// The message.
        package var description: String { message }
    }

    /// The most widgets one bundle level may list on Apple's platforms.
    package static let platformWidgetsPerLevel = 10

    /// The widgets, in declaration order.
    package let entries: [Entry]

    private let indexByKind: [String: Int]

    /// No widgets.
    package init() {
        entries = []
        indexByKind = [:]
    }

    /// Flattens and checks a bundle.
    /// - Parameters:
    ///   - bundle: The extension's bundle.
    ///   - widgetsPerLevel: The most widgets one level may list.
    /// - Throws: ``Problem`` for a duplicate or empty kind, or an oversized level.
    package init<Bundle: WidgetBundle>(bundle: Bundle, widgetsPerLevel: Int) throws(Problem) {
        let root = WidgetGroup(widgets: [bundle.body], name: _typeName(Bundle.self, qualified: false), isDynamic: false)
        try self.init(root: root, widgetsPerLevel: widgetsPerLevel)
    }

    /// The widgets of a module: its widget bundles, found in the loaded program, flattened. A bundle whose widgets
    /// another bundle of the module already lists is read through that one only.
    /// - Parameters:
    ///   - module: The module's name.
    ///   - widgetsPerLevel: The most widgets one level may list.
    /// - Throws: ``Problem`` for a duplicate or empty kind, or an oversized level, in a bundle or across the module's
    ///   outermost bundles.
    package init(module: String, widgetsPerLevel: Int) throws(Problem) {
        let bundles = ModuleTypeDiscovery.types(inModule: module) { $0 as? any WidgetBundle.Type }
        var levels: [(group: WidgetGroup, kinds: Set<String>)] = []
        for bundle in bundles {
            let group = Self.level(of: bundle)
            let kinds = Set(try WidgetList(root: group, widgetsPerLevel: widgetsPerLevel).kinds)
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
        try self.init(root: root, widgetsPerLevel: widgetsPerLevel)
    }

    /// Checks a list of widgets, as if they were one bundle level.
    /// - Parameters:
    ///   - widgets: The widgets, in order.
    ///   - widgetsPerLevel: The most widgets one level may list.
    /// - Throws: ``Problem`` for a duplicate or empty kind, or too many widgets.
    package init(widgets: [any Widget], widgetsPerLevel: Int) throws(Problem) {
        try self.init(
            root: WidgetGroup(widgets: widgets, name: "widgets", isDynamic: true), widgetsPerLevel: widgetsPerLevel)
    }

    private init(root: WidgetGroup, widgetsPerLevel: Int) throws(Problem) {
        var flattener = Flattener(widgetsPerLevel: widgetsPerLevel)
        try flattener.visit(root, path: "")
        self.entries = flattener.entries
        self.indexByKind = flattener.pathByKind.mapValues(\.index)
    }

    /// A bundle's level, made with its `init()`.
    private static func level<Bundle: WidgetBundle>(of type: Bundle.Type) -> WidgetGroup {
        WidgetGroup(widgets: [Bundle().body], name: _typeName(Bundle.self, qualified: false), isDynamic: false)
    }

    /// The widget of a kind.
    /// - Parameter kind: The kind.
    /// - Returns: The widget, or `nil` when no widget has that kind.
    package func entry(ofKind kind: String) -> Entry? {
        indexByKind[kind].map { entries[$0] }
    }

    /// The kinds, in declaration order.
    package var kinds: [String] { entries.map(\.kind) }
}

// MARK: - Flattening

private struct Flattener {
    let widgetsPerLevel: Int
    var entries: [WidgetList.Entry] = []
    var pathByKind: [String: (index: Int, path: String)] = [:]

    init(widgetsPerLevel: Int) {
        self.widgetsPerLevel = widgetsPerLevel
    }

    /// Visits a group; `path` is the group's own location ("" for the root).
    mutating func visit(_ group: WidgetGroup, path: String) throws(WidgetList.Problem) {
        // A named group whose only member is the bundle's body: the name labels the level below.
        if let name = group.name, group.widgets.count == 1, let body = group.widgets[0] as? WidgetGroup {
            let named = path.isEmpty ? name : "\(path) > \(name)"
            try visit(WidgetGroup(widgets: body.widgets, name: nil, isDynamic: body.isDynamic), path: named)
            return
        }
        let here = path.isEmpty ? (group.name ?? "") : path
        if group.widgets.count > widgetsPerLevel {
            let level = here.isEmpty ? "(root)" : here
            throw WidgetList.Problem(
                kind: .tooManyWidgets, widgetKind: nil, path: level, otherPath: nil,
                message: "bundle level \(level) lists \(group.widgets.count) widgets; at most \(widgetsPerLevel) are "
                    + "allowed per level; nest a bundle (`Inner().body`) to declare more"
            )
        }
        for (index, widget) in group.widgets.enumerated() {
            let childPath = "\(here)[\(index)]"
            if let child = widget as? WidgetGroup {
                try visit(child, path: childPath)
            } else {
                let descriptor = widget.body.descriptor
                // A watchOS relevance widget: no Smart Stack shows one here, so the catalog has no entry for it.
                guard !descriptor.isRelevanceWidget else { continue }
                try add(descriptor, widgetType: type(of: widget), at: childPath)
            }
        }
    }

    mutating func add(_ descriptor: WidgetDescriptor, widgetType: any Widget.Type, at path: String)
        throws(WidgetList.Problem)
    {
        let located = "\(path) (\(widgetType))"
        guard !descriptor.kind.isEmpty else {
            throw WidgetList.Problem(
                kind: .emptyKind, widgetKind: "", path: located, otherPath: nil,
                message: "the widget at \(located) declares an empty kind")
        }
        if let first = pathByKind[descriptor.kind] {
            throw WidgetList.Problem(
                kind: .duplicateKind, widgetKind: descriptor.kind, path: located, otherPath: first.path,
                message: "widget kind \"\(descriptor.kind)\" is declared twice: at \(first.path) and at \(located); "
                    + "every widget needs its own kind"
            )
        }
        pathByKind[descriptor.kind] = (entries.count, located)
        entries.append(WidgetList.Entry(descriptor: descriptor, path: located))
    }
}
