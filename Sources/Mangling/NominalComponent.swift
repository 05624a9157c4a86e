/// One level of a nominal type's path below its module, e.g. `Outer` (struct) in `Module.Outer.Inner`.
public struct NominalComponent: Hashable, Sendable, CustomStringConvertible {
    /// The declared name, e.g. `ConfigurationAppIntent`.
    public var name: String
    /// The kind of declaration.
    public var kind: NominalKind

    /// Creates a path component.
    /// - Parameters:
    ///   - name: the declared name.
    ///   - kind: the kind of declaration.
    public init(_ name: String, _ kind: NominalKind) {
        self.name = name
        self.kind = kind
    }

    /// The name and kind, e.g. `ConfigurationAppIntent(struct)`.
    public var description: String { "\(name)(\(kind))" }
}
