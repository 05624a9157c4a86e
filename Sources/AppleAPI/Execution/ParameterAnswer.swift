/// What decodes an answer to a value request as an invocation's value is: the engine's decoder, which the
/// surface reaches through ``RunContext/answers``.
package protocol ParameterAnswerDecoder: Sendable {
    /// Decodes an answer.
    /// - Parameters:
    ///   - value: The answer's value: the engine's `InvocationValue`.
    ///   - type: The parameter's type, without `Optional`.
    ///   - parameter: The parameter's name, for errors.
    /// - Returns: The decoded value.
    /// - Throws: The engine's `ParameterError` when the value is not one of the type.
    func decode<Value>(_ value: any Sendable, as type: Value.Type, parameter: String) async throws -> Value

    /// The error for an answer of the wrong kind: a choice where a value was asked, or the reverse.
    /// - Parameters:
    ///   - answer: The answer.
    ///   - parameter: The parameter's name.
    /// - Returns: The engine's `ParameterError`.
    func unfit(_ answer: PromptReply, for parameter: String) -> any Error
}

/// Decodes an answer to a value request (`$count.requestValue()`) with the decoder of the current run.
package enum ParameterAnswer {
    /// Decodes an answer with the current run's decoder.
    /// - Parameters:
    ///   - value: The answer's value.
    ///   - type: The parameter's type, without `Optional`.
    ///   - parameter: The parameter's name, for errors.
    /// - Returns: The decoded value.
    /// - Throws: The engine's `ParameterError` when the value is not one of the type; ``AppIntentError`` when no run
    ///   decodes answers.
    package static func decode<Value>(_ value: any Sendable, as type: Value.Type, parameter: String) async throws
        -> Value
    {
        guard let decoder = RunContext.answers else {
            throw AppIntentError(
                .unrecoverable, "parameter '\(parameter)': an answer is decoded only while the runtime runs an intent")
        }
        return try await decoder.decode(value, as: type, parameter: parameter)
    }

    /// The error for an answer of the wrong kind: a choice where a value was asked, or the reverse.
    /// - Parameters:
    ///   - answer: The answer.
    ///   - parameter: The parameter's name.
    /// - Returns: The error.
    package static func unfit(_ answer: PromptReply, for parameter: String) -> any Error {
        RunContext.answers?.unfit(answer, for: parameter)
            ?? AppIntentError(.unrecoverable, "parameter '\(parameter)': the answer does not fit the question")
    }
}
