/// One node of a parsed mangled type name: the same tree shape the Swift runtime's demangler builds.
///
/// A type is a ``Kind/type`` node wrapping the node that says what the type is: a nominal type
/// (``Kind/structure``, ``Kind/class``, ``Kind/enum``, ``Kind/protocol``, ``Kind/typeAlias``) whose first child is
/// its context (a ``Kind/module``, a parent nominal, an ``Kind/extension``, a function for local types…) and whose
/// second child is its name (an ``Kind/identifier``, a ``Kind/privateDeclName`` or a ``Kind/localDeclName``); a
/// bound generic type (``Kind/boundGenericStructure``… with the unbound type and a ``Kind/typeList``); a
/// ``Kind/tuple``, a ``Kind/functionType``, a ``Kind/metatype``, a ``Kind/protocolList`` (an existential)…
public struct TypeNode: Hashable, Sendable {
    /// What a node is. The names follow the Swift runtime's demangler.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A type; its only child says which type.
        case type
        /// A module; ``TypeNode/text`` is its name.
        case module
        /// An identifier; ``TypeNode/text`` is its text.
        case identifier
        /// A struct: context, name.
        case structure
        /// A class: context, name.
        case `class`
        /// An enum: context, name.
        case `enum`
        /// A protocol: context, name.
        case `protocol`
        /// A type alias: context, name.
        case typeAlias
        /// Another nominal type (e.g. an imported C type): context, name.
        case otherNominalType
        /// A struct with generic arguments: the unbound type, a type list.
        case boundGenericStructure
        /// A class with generic arguments: the unbound type, a type list.
        case boundGenericClass
        /// An enum with generic arguments: the unbound type, a type list.
        case boundGenericEnum
        /// A protocol with generic arguments: the unbound type, a type list.
        case boundGenericProtocol
        /// A type alias with generic arguments: the unbound type, a type list.
        case boundGenericTypeAlias
        /// Another nominal type with generic arguments: the unbound type, a type list.
        case boundGenericOtherNominalType
        /// A list of types (generic arguments, protocols of an existential).
        case typeList
        /// An extension context: the extending module, the extended type.
        case `extension`
        /// A private declaration's name: the file discriminator, the name.
        case privateDeclName
        /// A local declaration's name: its ``Kind/number`` discriminator, the name.
        case localDeclName
        /// A context the runtime cannot name (its text is an address): name, parent context, type list.
        case anonymousContext
        /// A plain function, used as the context of a local type: context, name, optional labels, type.
        case function
        /// The argument labels of a ``Kind/function``: identifiers, or ``Kind/firstElementMarker`` for none.
        case labelList
        /// A number (e.g. a local discriminator); ``TypeNode/index`` is its value.
        case number
        /// A tuple: its ``Kind/tupleElement`` children.
        case tuple
        /// A tuple element: an optional variadic marker, an optional name, the type.
        case tupleElement
        /// The label of a tuple element; ``TypeNode/text`` is the label.
        case tupleElementName
        /// A function type: optional annotations, then ``Kind/argumentTuple`` and ``Kind/returnType``.
        case functionType
        /// A `@convention(c)` function type, shaped like ``Kind/functionType``.
        case cFunctionPointer
        /// A `@convention(thin)` function type, shaped like ``Kind/functionType``.
        case thinFunctionType
        /// The parameters of a function type.
        case argumentTuple
        /// The result of a function type.
        case returnType
        /// `throws` on a function type.
        case throwsAnnotation
        /// `throws(E)` on a function type: its child is the error type.
        case typedThrowsAnnotation
        /// `@isolated(any)` on a function type.
        case isolatedAnyFunctionType
        /// `async` on a function type.
        case asyncAnnotation
        /// `@Sendable` on a function type.
        case concurrentFunctionType
        /// A global actor on a function type: its child is the actor's type.
        case globalActorFunctionType
        /// An `inout` parameter.
        case inOut
        /// A `__shared` parameter.
        case shared
        /// A `__owned` parameter.
        case owned
        /// A metatype `T.Type` (or `P.Protocol`).
        case metatype
        /// An existential metatype `any P.Type`.
        case existentialMetatype
        /// An existential: a type list of protocols (empty for `Any`).
        case protocolList
        /// A class-constrained existential: a protocol list (empty for `AnyObject`).
        case protocolListWithAnyObject
        /// An existential with a superclass: a protocol list, the superclass.
        case protocolListWithClass
        /// `Self` in a protocol or class.
        case dynamicSelf
        /// Parse-time marker: an empty list (`y`). Never in a finished tree.
        case emptyList
        /// Parse-time marker: the first element of a list (`_`). Never in a finished tree outside a label list.
        case firstElementMarker
        /// A variadic tuple element (`T...`).
        case variadicMarker
    }

    /// What this node is.
    public let kind: Kind
    /// The text of an identifier, a module or a tuple label; `nil` for other nodes.
    public let text: String?
    /// The value of a ``Kind/number`` node; `nil` for other nodes.
    public let index: Int?
    /// The children, in the runtime demangler's order.
    public let children: [TypeNode]

    /// How deeply types nest below and including this node (a bound on recursion).
    let typeDepth: Int
    /// How many nodes this tree has once every shared subtree is expanded (a bound on printed size).
    let weight: Int
    /// How many node levels this tree has (a bound on recursion in printing, mangling and hashing).
    let nodeDepth: Int
    /// A hash of the whole tree, computed once, so hashing and unequal comparisons cost O(1).
    private let treeHash: Int

    /// Creates a node.
    /// - Parameters:
    ///   - kind: what the node is.
    ///   - text: the text of an identifier, a module or a tuple label.
    ///   - index: the value of a number.
    ///   - children: the children, in the runtime demangler's order.
    public init(_ kind: Kind, text: String? = nil, index: Int? = nil, children: [TypeNode] = []) {
        self.kind = kind
        self.text = text
        self.index = index
        self.children = children
        var depth = 0
        var weight = 1
        var nodeDepth = 0
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(index)
        for child in children {
            depth = max(depth, child.typeDepth)
            nodeDepth = max(nodeDepth, child.nodeDepth)
            weight += child.weight
            hasher.combine(child.treeHash)
        }
        self.treeHash = hasher.finalize()
        self.typeDepth = depth + (kind == .type ? 1 : 0)
        self.nodeDepth = nodeDepth + 1
        self.weight = weight
    }

    /// The first child, if any.
    var first: TypeNode? { children.first }

    /// The node a ``Kind/type`` node wraps, or the node itself.
    var unwrapped: TypeNode {
        if kind == .type, let child = children.first { return child }
        return self
    }

    /// Wraps this node in a ``Kind/type`` node.
    var asType: TypeNode { TypeNode(.type, children: [self]) }
}

extension TypeNode {
    /// Whether two trees are the same: same kinds, texts, numbers and children.
    public static func == (lhs: TypeNode, rhs: TypeNode) -> Bool {
        lhs.treeHash == rhs.treeHash && lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.index == rhs.index
            && lhs.children == rhs.children
    }

    /// Feeds the tree's cached hash to `hasher`.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(treeHash)
    }
}

extension TypeNode: CustomStringConvertible {
    /// The tree printed as `swift demangle --compact` prints it, e.g. `[Swift.String : Swift.Int]`.
    public var description: String { NodePrinter.string(for: self) }
}

extension TypeNode.Kind {
    /// Whether this kind names a nominal type declaration (unbound).
    var isNominal: Bool {
        switch self {
        case .structure, .class, .enum, .protocol, .typeAlias, .otherNominalType: true
        default: false
        }
    }

    /// Whether this kind is a nominal type with generic arguments.
    var isBoundGeneric: Bool {
        switch self {
        case .boundGenericStructure, .boundGenericClass, .boundGenericEnum, .boundGenericProtocol,
            .boundGenericTypeAlias, .boundGenericOtherNominalType:
            true
        default: false
        }
    }

    /// Whether this kind is a function type (plain, `@convention(c)` or `@convention(thin)`).
    var isFunctionType: Bool { self == .functionType || self == .cFunctionPointer || self == .thinFunctionType }

    /// Whether this kind can be the context of a declaration.
    var isContext: Bool {
        isNominal || self == .module || self == .extension || self == .anonymousContext || self == .function
    }

    /// Whether this kind can be a declaration's name.
    var isDeclName: Bool {
        self == .identifier || self == .privateDeclName || self == .localDeclName
    }
}

/// The sugar a standard generic type prints with: `T?`, `[T]`, `[K : V]`.
enum TypeSugar {
    case optional
    case array
    case dictionary
}

extension TypeNode {
    /// The sugar this node prints with, when it is `Swift.Optional<T>`, `Swift.Array<T>` or
    /// `Swift.Dictionary<K, V>`; `nil` otherwise.
    var sugar: TypeSugar? {
        guard children.count == 2, let unbound = children[0].first, unbound.children.count == 2,
            unbound.children[0].kind == .module, unbound.children[0].text == "Swift",
            unbound.children[1].kind == .identifier
        else { return nil }
        switch (kind, unbound.children[1].text, children[1].children.count) {
        case (.boundGenericEnum, "Optional", 1): return .optional
        case (.boundGenericStructure, "Array", 1): return .array
        case (.boundGenericStructure, "Dictionary", 2): return .dictionary
        default: return nil
        }
    }
}
