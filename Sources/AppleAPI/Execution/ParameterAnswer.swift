/// What decodes an answer to a value request as an invocation's value is: the engine's decoder, which the
/// surface reaches through ``RunContext/answers``.
package protocol ParameterAnswerDecoder: Sendable {
    /// Decodes an answer.
    /// - Parameters:
    ///   - value: The answer's value.
    ///   - type: The parameter's type, without `Optional`.
    ///   - parameter: The parameter's name, for errors.
    /// - Returns: The decoded value.
    /// - Throws: ``ParameterError`` when the value is not one of the type.
    func decode<Value>(_ value: InvocationValue, as type: Value.Type, parameter: String) async throws -> Value
}

/// Decodes an answer to a value request (`$count.requestValue()`) with the decoder of the current run.
package enum ParameterAnswer {
    /// Decodes an answer with the current run's decoder.
    /// - Parameters:
    ///   - value: The answer's value.
    ///   - type: The parameter's type, without `Optional`.
    ///   - parameter: The parameter's name, for errors.
    /// - Returns: The decoded value.
    /// - Throws: ``ParameterError`` when the value is not one of the type, or when no run decodes answers.
    package static func decode<Value>(_ value: InvocationValue, as type: Value.Type, parameter: String) async throws
        -> Value
    {
        guard let decoder = RunContext.answers else {
            throw ParameterError(
                .unsupportedType, parameter: parameter,
                "parameter '\(parameter)': an answer is decoded only while the runtime runs an intent"
            )
        }
        return try await decoder.decode(value, as: type, parameter: parameter)
    }

    /// The error for an answer of the wrong kind: a choice where a value was asked, or the reverse.
    package static func unfit(_ answer: IntentPromptAnswer, for parameter: String) -> ParameterError {
        ParameterError(
            .wrongType, parameter: parameter, "parameter '\(parameter)': the answer \(answer) does not fit the question"
        )
    }
}
