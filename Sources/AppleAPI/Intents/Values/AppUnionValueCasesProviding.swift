/// The enumeration of an ``AppUnionValue``'s cases, an app enum that names its union type.
///
/// Spelled as Apple's `AppUnionValueCasesProviding` (iOS 27); Apple's `@UnionValue` macro writes the adoption, which
/// here is spelled out (see ``AppUnionValue``).
public protocol AppUnionValueCasesProviding: AppEnum {
    /// The union whose cases these are.
    associatedtype UnionValue: AppUnionValue where Self == Self.UnionValue.Cases
}
