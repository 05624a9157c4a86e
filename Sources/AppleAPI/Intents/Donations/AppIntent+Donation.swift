extension AppIntent {
    /// Donates this intent, as `IntentDonationManager.shared.donate(intent:)` does; errors are ignored.
    /// - Returns: The donation's identifier.
    @discardableResult
    public func donate() -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent.
    /// - Returns: The donation's identifier.
    /// - Throws: Never here.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates this intent with a result; errors are ignored.
    /// - Parameter result: What the action gave; not kept here.
    /// - Returns: The donation's identifier.
    @discardableResult
    public func donate(result: some IntentResult) -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self, result: result)
    }

    /// Donates this intent with a result.
    /// - Parameter result: What the action gave; not kept here.
    /// - Returns: The donation's identifier.
    /// - Throws: Never here.
    @discardableResult
    public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
        try await IntentDonationManager.shared.donate(intent: self, result: result)
    }
}

extension AppIntent {
    /// Performs the intent as it is (its parameters as set), donates it when asked, and returns its result's value:
    /// `let total = try await AddIntent(step: 2)()`.
    ///
    /// No parameter is resolved and no prompt is answered beyond what `perform()` asks; a host's run does both.
    /// - Parameter donateOnCompletion: Whether to donate the intent with its result once performed.
    /// - Returns: The value of the intent's result.
    /// - Throws: What `perform()` throws; `AppIntentError` (unrecoverable) when the result has no value.
    public func callAsFunction(donate donateOnCompletion: Bool = true) async throws -> Self.PerformResult.Value
    where Self.PerformResult: ReturnsValue {
        let result = try await perform()
        if donateOnCompletion { try await donate(result: result) }
        guard let value = result.value else {
            throw AppIntentError(.unrecoverable, "\(Self.persistentIdentifier) returned a result without a value")
        }
        return value
    }

    /// Performs the intent as it is (its parameters as set) and donates it when asked: `try await OpenIntent()()`.
    ///
    /// No parameter is resolved and no prompt is answered beyond what `perform()` asks; a host's run does both.
    /// - Parameter donateOnCompletion: Whether to donate the intent with its result once performed.
    /// - Throws: What `perform()` throws.
    public func callAsFunction(donate donateOnCompletion: Bool = true) async throws {
        let result = try await perform()
        if donateOnCompletion { try await donate(result: result) }
    }
}
