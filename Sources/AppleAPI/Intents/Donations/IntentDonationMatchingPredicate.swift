/// Which donations ``IntentDonationManager/deleteDonations(matching:)`` deletes.
///
/// Spelled as Apple's `IntentDonationMatchingPredicate`.
public struct IntentDonationMatchingPredicate: Sendable {
    /// What a donation must have to match.
    private enum Rule: Sendable {
        case donations(Set<IntentDonationIdentifier>)
        case intentType(ObjectIdentifier, entity: EntityIdentifier?)
        case entities([EntityIdentifier])
    }

    private let rule: Rule

    /// Matches one donation.
    /// - Parameter identifier: What a `donate` method returned.
    /// - Returns: The predicate.
    public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate(rule: .donations([identifier]))
    }

    /// Matches these donations.
    /// - Parameter identifiers: What `donate` methods returned.
    /// - Returns: The predicate.
    public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier])
        -> IntentDonationMatchingPredicate
    {
        IntentDonationMatchingPredicate(rule: .donations(Set(identifiers)))
    }

    /// Matches the donations of an intent type, or only those of its donations that have this entity in a
    /// parameter.
    /// - Parameters:
    ///   - intentType: The intent type.
    ///   - entityIdentifier: The entity a matching donation's parameters hold; `nil` for every donation of the type.
    /// - Returns: The predicate.
    public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil)
        -> IntentDonationMatchingPredicate
    {
        IntentDonationMatchingPredicate(rule: .intentType(ObjectIdentifier(intentType), entity: entityIdentifier))
    }

    /// Matches the donations that have this entity in a parameter.
    /// - Parameter identifier: The entity.
    /// - Returns: The predicate.
    public static func entityIdentifier(_ identifier: EntityIdentifier) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate(rule: .entities([identifier]))
    }

    /// Matches the donations that have one of these entities in a parameter.
    /// - Parameter identifiers: The entities.
    /// - Returns: The predicate.
    public static func entityIdentifiers(_ identifiers: [EntityIdentifier]) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate(rule: .entities(identifiers))
    }

    /// Whether a donation matches.
    /// - Parameter donation: The donation.
    /// - Returns: `true` when it matches.
    package func matches(_ donation: IntentDonationManager.Donation) -> Bool {
        switch rule {
        case .donations(let identifiers):
            identifiers.contains(donation.identifier)
        case .intentType(let type, let entity):
            donation.intentType == type && (entity.map { donation.holds($0) } ?? true)
        case .entities(let entities):
            entities.contains { donation.holds($0) }
        }
    }
}
