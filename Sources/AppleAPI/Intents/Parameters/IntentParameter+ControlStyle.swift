extension IntentParameter where Value == Double {
    /// The control the parameter is edited with, as its `@Parameter(…, controlStyle:)` declared it; `nil` when it
    /// declared none.
    public final var controlStyle: IntentParameter<Value>.DoubleControlStyle? { declaration.controlStyle }
}

extension IntentParameter where Value == Int {
    /// The control the parameter is edited with, as its `@Parameter(…, controlStyle:)` declared it; `nil` when it
    /// declared none.
    public final var controlStyle: IntentParameter<Value>.IntControlStyle? { declaration.controlStyle }
}

extension IntentParameter where Value == String {
    /// How the text is typed, as the parameter's `@Parameter(…, inputOptions:)` gave it; `nil` when it gave none.
    /// Recorded; text is taken as given here.
    public final var inputOptions: String.IntentInputOptions? { declaration.inputOptions }
}

extension IntentParameter where Value == Bool {
    /// The names the parameter shows for `true` and `false`, as its `@Parameter(…, displayName:)` gave them; `nil`
    /// when it gave none.
    public final var displayName: Bool.IntentDisplayName? { declaration.displayName }
}
