/// A Swift type name in the mangled form that `_mangledTypeName(T.self)` returns and that App Intents metadata
/// stores in `mangledTypeName` fields, e.g. `9AppIntent013ConfigurationaB0V` for
/// `AppIntent.ConfigurationAppIntent`.
///
/// Two values are equal when they denote the same type, whatever spelling they were parsed from.
public struct MangledTypeName: Hashable, Sendable, CustomStringConvertible {
    /// The parsed tree; see ``TypeNode``.
    public let root: TypeNode

    /// The canonical mangled form, without a `$s` prefix: byte for byte what `_mangledTypeName` returns.
    public let mangled: String

    /// Parses a mangled type name.
    ///
    /// - Parameter mangled: a bare name (`9AppIntent013ConfigurationaB0V`) or one with a `$s`, `_$s`, `$S` or
    ///   `_$S` prefix. At most 4 KiB.
    /// - Throws: ``DemanglingError`` with the offset of the first problem when `mangled` is not a type name.
    public init(parsing mangled: some StringProtocol) throws(DemanglingError) {
        var demangler = Demangler(mangled)
        self.init(root: try demangler.parseType())
    }

    /// Wraps a tree; the mangled form is computed from it.
    /// - Parameter root: a ``TypeNode/Kind/type`` node.
    public init(root: TypeNode) {
        self.root = root.kind == .type ? root : root.asType
        self.mangled = Remangler.mangle(self.root)
    }

    /// The name of a nominal type, as the compiler would mangle it.
    ///
    /// `MangledTypeName.nominal(module: "AppIntent", path: [NominalComponent("ConfigurationAppIntent", .struct)])`
    /// is `9AppIntent013ConfigurationaB0V`. Standard-library types use their shorthands (`Swift.Int` → `Si`),
    /// `Swift.Optional` with one argument becomes `…Sg`.
    /// - Parameters:
    ///   - module: the module that declares the outermost type, e.g. `AppIntent` or `Swift`.
    ///   - path: the nominal types from the outermost to the named one; must not be empty.
    ///   - genericArguments: the generic arguments of the innermost type.
    /// - Returns: the name.
    public static func nominal(
        module: String,
        path: [NominalComponent],
        genericArguments: [MangledTypeName] = []
    ) -> MangledTypeName {
        nominal(module: module, path: path, levelArguments: [genericArguments])
    }

    /// The name of a nominal type whose enclosing types have generic arguments too, e.g.
    /// `Box<Int>.Keyed<String>`.
    /// - Parameters:
    ///   - module: the module that declares the outermost type.
    ///   - path: the nominal types from the outermost to the named one; must not be empty.
    ///   - levelArguments: generic arguments per level, aligned with the end of `path` (the last list belongs to
    ///     the last component; missing leading lists are empty).
    /// - Returns: the name.
    public static func nominal(
        module: String,
        path: [NominalComponent],
        levelArguments: [[MangledTypeName]]
    ) -> MangledTypeName {
        let padding = Array(repeating: [MangledTypeName](), count: max(0, path.count - levelArguments.count))
        let arguments = padding + levelArguments.suffix(path.count)
        let isGeneric = arguments.contains { !$0.isEmpty }
        var context = TypeNode(.module, text: module)
        var unbound = context
        for (level, component) in path.enumerated() {
            unbound = TypeNode(
                component.kind.nodeKind, children: [context, TypeNode(.identifier, text: component.name)])
            context = unbound
            let levelArguments = arguments[level].map(\.root)
            if isGeneric, !levelArguments.isEmpty {
                context = TypeNode(
                    boundKind(component.kind),
                    children: [unbound.asType, TypeNode(.typeList, children: levelArguments)]
                )
            }
        }
        return MangledTypeName(root: context.asType)
    }

    private static func boundKind(_ kind: NominalKind) -> TypeNode.Kind {
        switch kind {
        case .struct: .boundGenericStructure
        case .class: .boundGenericClass
        case .enum: .boundGenericEnum
        case .protocol: .boundGenericProtocol
        case .typeAlias: .boundGenericTypeAlias
        }
    }

    /// Whether two names denote the same type: their canonical mangled forms are equal.
    public static func == (lhs: MangledTypeName, rhs: MangledTypeName) -> Bool {
        lhs.mangled == rhs.mangled
    }

    /// Feeds the canonical mangled form to `hasher`.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mangled)
    }

    /// Exactly what `swift demangle --compact` prints for this name, e.g. `AppIntent.ConfigurationAppIntent`,
    /// `[Swift.String : Swift.Int]`, `Swift.Int?`.
    public var description: String { NodePrinter.string(for: root) }

    // MARK: - Nominal structure

    /// The outermost-to-innermost nominal declarations of a nominal type, bound or not, with the module that
    /// declares the outermost one (or the extension holding it); `nil` for other types.
    private var nominalChain: (module: String?, path: [NominalComponent])? {
        var node = root.unwrapped
        if node.kind.isBoundGeneric, let unbound = node.first?.first { node = unbound }
        guard node.kind.isNominal else { return nil }
        var path: [NominalComponent] = []
        var extensionModule: String?
        var current: TypeNode? = node
        while var level = current {
            if level.kind.isBoundGeneric, let unbound = level.first?.first { level = unbound }
            switch level.kind {
            case .module:
                return (extensionModule ?? level.text, path)
            case .extension:
                guard level.children.count >= 2 else { return nil }
                if extensionModule == nil { extensionModule = level.children[0].text }
                current = level.children[1]
            case .structure, .class, .enum, .protocol, .typeAlias:
                guard let kind = NominalKind(level.kind), level.children.count == 2 else { return nil }
                path.insert(NominalComponent(Self.declaredName(level.children[1]), kind), at: 0)
                current = level.first
            case .function:
                current = level.first
            case .anonymousContext:
                current = level.children.count > 1 ? level.children[1] : nil
            default:
                return (extensionModule, path)
            }
        }
        return nil
    }

    private static func declaredName(_ node: TypeNode) -> String {
        switch node.kind {
        case .identifier: node.text ?? ""
        case .privateDeclName, .localDeclName: node.children.last.map(declaredName) ?? ""
        default: ""
        }
    }

    /// The module of the outermost nominal context (`AppIntent` for `9AppIntent013ConfigurationaB0V`, `Swift`
    /// for `Swift.Int`); for a type declared in an extension (`(extension in Kit):Swift.Int.Nested`), the module
    /// that declares the extension (`Kit`). `nil` for structural types such as `Int?`, `[Int]`, tuples and
    /// functions, and for types whose outermost context is not a module.
    public var module: String? {
        if root.unwrapped.sugar != nil { return nil }
        return nominalChain?.module
    }

    /// The nominal types from the outermost to the innermost below the module, e.g.
    /// `[ConfigurationAppIntent(struct)]`; for a type declared in an extension, the extended type's path comes
    /// first (`[Int(struct), Nested(struct)]`); private and local types contribute their declared names, and the
    /// functions and anonymous contexts that enclose local types are skipped. Empty for structural types.
    public var nominalPath: [NominalComponent] {
        if root.unwrapped.sugar != nil { return [] }
        return nominalChain?.path ?? []
    }

    /// The innermost nominal type's name, e.g. `ConfigurationAppIntent`; `nil` for structural types.
    public var name: String? { nominalPath.last?.name }

    /// The generic arguments of the innermost nominal type, e.g. `[Int]` for `Box<Int>`.
    public var genericArguments: [MangledTypeName] {
        let node = root.unwrapped
        guard node.kind.isBoundGeneric, node.children.count == 2 else { return [] }
        return node.children[1].children.map { MangledTypeName(root: $0) }
    }
}

extension MangledTypeName: Codable {
    /// Decodes a name from a single string, in any form ``init(parsing:)`` accepts.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` naming the ``DemanglingError`` when the string is not a type name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            try self.init(parsing: string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the canonical ``mangled`` form as a single string.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(mangled)
    }
}
