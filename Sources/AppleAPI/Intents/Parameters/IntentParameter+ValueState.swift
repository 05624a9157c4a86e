// Whether a parameter was given a value (iOS 18.2).

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
}

extension IntentParameter.ValueState: Equatable where Value: Equatable {}
