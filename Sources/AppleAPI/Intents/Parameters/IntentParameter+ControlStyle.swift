extension IntentParameter where Value == Double {
    /// The control the parameter is edited with, as its `@Parameter(…, controlStyle:)` declared it; `nil` when it
    /// declared none.
    public final var controlStyle: IntentParameter<Value>.DoubleControlStyle? { declaration.controlStyle }
}
