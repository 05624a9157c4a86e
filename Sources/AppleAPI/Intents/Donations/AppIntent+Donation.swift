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
