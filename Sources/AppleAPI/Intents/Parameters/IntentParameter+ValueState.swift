// Whether a parameter was given a value (iOS 18.2), and the components of a union value parameter (iOS 27).

extension IntentParameter {
    /// Whether a parameter was given a value, and which: Apple's `IntentParameter.ValueState`.
    ///
    /// An update intent tells "leave it" (`.unset`) from "clear it" (`.set(nil)` for an optional parameter) and from a
    /// new value (`.set(value)`).
    public enum ValueState {
        /// The parameter was given a value: by the invocation, or by code that set it. For an optional parameter
        /// the value may be `nil`, given explicitly.
        case set(Value)

        /// The parameter was never given a value; it reads its default, if it has one.
        case unset
    }

    /// Whether the parameter was given a value: `.set` with the value an invocation gave (an explicit `null` for an
    /// optional parameter gives `.set(nil)`) or code assigned, `.unset` when none did. A default alone leaves it
    /// `.unset`.
    public var valueState: IntentParameter<Value>.ValueState {
        if let value = assignedValue {
            return .set(value)
        }
        return .unset
    }

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
}

extension IntentParameter.ValueState: Equatable where Value: Equatable {}
