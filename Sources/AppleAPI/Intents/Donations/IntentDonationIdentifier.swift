#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The identifier of one donation, returned by every `donate` method.
///
/// Spelled as Apple's `IntentDonationIdentifier` (opaque; `Hashable`, `Codable` and `Sendable` as Apple's). Pass it to
/// ``IntentDonationMatchingPredicate/donationIdentifier(_:)`` to delete the donation.
public struct IntentDonationIdentifier: Hashable, Codable, Sendable {
    /// The donation's number, unique in this process.
    package let value: UUID

    /// A new identifier.
    package init() { value = UUID() }
}
