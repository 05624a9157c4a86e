// The components of a union value parameter (iOS 27).

extension IntentParameter {
    /// The components of a union value parameter that a parameter summary may show: Apple's
    /// `IntentParameter.AppUnionValueComponent` (iOS 27).
    public enum AppUnionValueComponent: Hashable {
        /// The name of the selected case.
        case type

        /// The associated value of the selected case.
        case value
    }

    /// The case name component of this union value parameter. Here it names the component and nothing reads it: no
    /// parameter summary shows a union value's components.
    public var type: IntentParameter<Value>.AppUnionValueComponent { .type }

    /// The associated value component of this union value parameter. Here it names the component and nothing reads
    /// it: no parameter summary shows a union value's components.
    public var value: IntentParameter<Value>.AppUnionValueComponent { .value }
}
