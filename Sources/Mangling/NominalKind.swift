/// The kind of a nominal type declaration, as its mangling's last letter says (`V`, `C`, `O`, `P`, `a`).
public enum NominalKind: Hashable, Sendable, CaseIterable {
    /// A struct (`V`).
    case `struct`
    /// A class (`C`).
    case `class`
    /// An enum (`O`).
    case `enum`
    /// A protocol (`P`).
    case `protocol`
    /// A type alias (`a`).
    case typeAlias

    /// The node kind the demangler uses for this kind of declaration.
    var nodeKind: TypeNode.Kind {
        switch self {
        case .struct: .structure
        case .class: .class
        case .enum: .enum
        case .protocol: .protocol
        case .typeAlias: .typeAlias
        }
    }

    /// The kind of declaration a node kind names, if it names one.
    init?(_ kind: TypeNode.Kind) {
        switch kind {
        case .structure, .boundGenericStructure: self = .struct
        case .class, .boundGenericClass: self = .class
        case .enum, .boundGenericEnum: self = .enum
        case .protocol, .boundGenericProtocol: self = .protocol
        case .typeAlias, .boundGenericTypeAlias: self = .typeAlias
        default: return nil
        }
    }
}
