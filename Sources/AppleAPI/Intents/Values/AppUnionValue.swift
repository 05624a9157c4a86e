/// A value that is one of several cases, each with a value of its own type, named as a type to the system.
///
/// Spelled as Apple's `AppUnionValue` (iOS 27). On Apple's platforms the `@UnionValue` macro writes the conformance and
/// its ``Cases`` enumeration; that macro is not offered here (a macro needs swift-syntax), so a file that spells the
/// conformance out compiles, and the runtime treats the value as no parameter type it knows.
public protocol AppUnionValue: TypeDisplayRepresentable {
    /// The enumeration of the union's cases, without their values.
    associatedtype Cases: AppUnionValueCasesProviding where Self == Self.Cases.UnionValue

    /// How each case is shown, keyed by the case without its value.
    static var caseDisplayRepresentations: [Self.Cases: DisplayRepresentation] { get }
}

extension AppUnionValue {
    /// How each case is shown: here, when the union does not say, its ``Cases`` enumeration's representations (on
    /// Apple's platforms the `@UnionValue` macro writes this requirement).
    public static var caseDisplayRepresentations: [Self.Cases: DisplayRepresentation] {
        Cases.caseDisplayRepresentations
    }
}
