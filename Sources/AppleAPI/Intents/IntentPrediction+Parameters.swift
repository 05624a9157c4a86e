// IntentPrediction's forms for three to fifteen parameters (issue 21): Apple documents one initializer per
// count of suggested parameters; the first parameter is kept as the suggested one, as the two-parameter form does.

extension IntentPredictionDeclaration {
    /// Creates the suggestion of an intent for values of 3 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 3 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 3 values is shown.
    public init<V0: Sendable, V1: Sendable, V2: Sendable>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in displayRepresentation(values.0, values.1, values.2) }
    }

    /// Creates the suggestion of an intent for values of 4 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 4 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 4 values is shown.
    public init<V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in displayRepresentation(values.0, values.1, values.2, values.3) }
    }

    /// Creates the suggestion of an intent for values of 5 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 5 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 5 values is shown.
    public init<V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in displayRepresentation(values.0, values.1, values.2, values.3, values.4)
        }
    }

    /// Creates the suggestion of an intent for values of 6 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 6 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 6 values is shown.
    public init<V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4, V5) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(values.0, values.1, values.2, values.3, values.4, values.5)
        }
    }

    /// Creates the suggestion of an intent for values of 7 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 7 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 7 values is shown.
    public init<V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(values.0, values.1, values.2, values.3, values.4, values.5, values.6)
        }
    }

    /// Creates the suggestion of an intent for values of 8 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 8 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 8 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7)
        }
    }

    /// Creates the suggestion of an intent for values of 9 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 9 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 9 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8)
        }
    }

    /// Creates the suggestion of an intent for values of 10 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 10 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 10 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable, V9: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>,
            KeyPath<Intent, IntentParameter<V9>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8, values.9)
        }
    }

    /// Creates the suggestion of an intent for values of 11 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 11 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 11 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable, V9: Sendable, V10: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>,
            KeyPath<Intent, IntentParameter<V9>>,
            KeyPath<Intent, IntentParameter<V10>>
        ),
        displayRepresentation:
            @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8, values.9,
                values.10)
        }
    }

    /// Creates the suggestion of an intent for values of 12 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 12 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 12 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable, V9: Sendable, V10: Sendable, V11: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>,
            KeyPath<Intent, IntentParameter<V9>>,
            KeyPath<Intent, IntentParameter<V10>>,
            KeyPath<Intent, IntentParameter<V11>>
        ),
        displayRepresentation:
            @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8, values.9,
                values.10, values.11)
        }
    }

    /// Creates the suggestion of an intent for values of 13 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 13 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 13 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable, V9: Sendable, V10: Sendable, V11: Sendable, V12: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>,
            KeyPath<Intent, IntentParameter<V9>>,
            KeyPath<Intent, IntentParameter<V10>>,
            KeyPath<Intent, IntentParameter<V11>>,
            KeyPath<Intent, IntentParameter<V12>>
        ),
        displayRepresentation:
            @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8, values.9,
                values.10, values.11, values.12)
        }
    }

    /// Creates the suggestion of an intent for values of 14 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 14 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 14 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable, V9: Sendable, V10: Sendable, V11: Sendable, V12: Sendable, V13: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>,
            KeyPath<Intent, IntentParameter<V9>>,
            KeyPath<Intent, IntentParameter<V10>>,
            KeyPath<Intent, IntentParameter<V11>>,
            KeyPath<Intent, IntentParameter<V12>>,
            KeyPath<Intent, IntentParameter<V13>>
        ),
        displayRepresentation:
            @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13) -> DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8, values.9,
                values.10, values.11, values.12, values.13)
        }
    }

    /// Creates the suggestion of an intent for values of 15 of its parameters; the first parameter is kept as the
    /// suggested one, and no suggestion is made here.
    /// - Parameters:
    ///   - parameters: The 15 parameters whose values are suggested.
    ///   - displayRepresentation: How a suggestion for 15 values is shown.
    public init<
        V0: Sendable, V1: Sendable, V2: Sendable, V3: Sendable, V4: Sendable, V5: Sendable, V6: Sendable, V7: Sendable,
        V8: Sendable, V9: Sendable, V10: Sendable, V11: Sendable, V12: Sendable, V13: Sendable, V14: Sendable
    >(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>,
            KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>,
            KeyPath<Intent, IntentParameter<V3>>,
            KeyPath<Intent, IntentParameter<V4>>,
            KeyPath<Intent, IntentParameter<V5>>,
            KeyPath<Intent, IntentParameter<V6>>,
            KeyPath<Intent, IntentParameter<V7>>,
            KeyPath<Intent, IntentParameter<V8>>,
            KeyPath<Intent, IntentParameter<V9>>,
            KeyPath<Intent, IntentParameter<V10>>,
            KeyPath<Intent, IntentParameter<V11>>,
            KeyPath<Intent, IntentParameter<V12>>,
            KeyPath<Intent, IntentParameter<V13>>,
            KeyPath<Intent, IntentParameter<V14>>
        ),
        displayRepresentation:
            @escaping @Sendable (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14) ->
            DisplayRepresentation
    ) where Parameter == (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14) {
        self.parameter = ParameterKeyPath(parameters.0)
        self.displayRepresentation = { values in
            displayRepresentation(
                values.0, values.1, values.2, values.3, values.4, values.5, values.6, values.7, values.8, values.9,
                values.10, values.11, values.12, values.13, values.14)
        }
    }
}
