extension IntentPredictionDeclaration {
    /// Creates the suggestion of an intent for values of two of its parameters:
    /// `IntentPrediction(parameters: (\.$from, \.$to)) { from, to in … }`. The first parameter is kept as the
    /// suggested one; no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The two parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for two values is shown.
    public init<V0: Sendable, V1: Sendable>(
        parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>),
        displayRepresentation: @escaping @Sendable (V0, V1) -> DisplayRepresentation
    ) where Parameter == (V0, V1) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in displayRepresentation(values.0, values.1) }
    }
}
