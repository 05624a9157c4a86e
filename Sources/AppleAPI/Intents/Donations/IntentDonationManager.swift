/// Donations of the actions a person took in the app, kept so that they can be deleted again.
///
/// Spelled as Apple's `IntentDonationManager`. On Apple's platforms the system learns from donations and suggests
/// the actions later; no system learns here: each donation is kept in this process (the most recent
/// ``maximumDonations``), and ``deleteDonations(matching:)`` deletes and returns the ones that match, as Apple
/// documents. The intent is never performed.
public struct IntentDonationManager: Sendable {
    /// One donation: what ``deleteDonations(matching:)`` matches against.
    package struct Donation: Sendable {
        /// The donation's identifier.
        package let identifier: IntentDonationIdentifier
        /// The donated intent's type.
        package let intentType: ObjectIdentifier
        /// The entities the intent's parameters held when it was donated.
        package let entities: [EntityIdentifier]

        /// Whether the intent's parameters held this entity.
        /// - Parameter entity: The entity.
        /// - Returns: `true` when one of them did.
        package func holds(_ entity: EntityIdentifier) -> Bool {
            entities.contains { $0.namesSameEntity(as: entity) }
        }
    }

    /// How many donations are kept; the oldest goes first beyond it.
    package static let maximumDonations = 1_000

    private static let donations = Locked<[Donation]>([])

    /// The manager every part of the app uses.
    public static let shared = IntentDonationManager()

    private init() {}

    /// The donations kept, oldest first.
    package var donations: [Donation] { Self.donations.withLock { $0 } }

    /// Donates an intent; errors are ignored, as on Apple's platforms.
    /// - Parameter intent: The intent for the action the person took.
    /// - Returns: The donation's identifier.
    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
        record(intent)
    }

    /// Donates an intent.
    /// - Parameter intent: The intent for the action the person took.
    /// - Returns: The donation's identifier.
    /// - Throws: Never here; Apple's throws when the system cannot keep the donation.
    @discardableResult
    public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
        record(intent)
    }

    /// Donates an intent with its result; errors are ignored, as on Apple's platforms.
    /// - Parameters:
    ///   - intent: The intent for the action the person took.
    ///   - result: What the action gave; not kept here.
    /// - Returns: The donation's identifier.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier {
        record(intent)
    }

    /// Donates an intent with its result.
    /// - Parameters:
    ///   - intent: The intent for the action the person took.
    ///   - result: What the action gave; not kept here.
    /// - Returns: The donation's identifier.
    /// - Throws: Never here; Apple's throws when the system cannot keep the donation.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
        record(intent)
    }

    /// Deletes the donations that match.
    /// - Parameter predicate: Which donations.
    /// - Returns: The identifiers of the donations deleted, oldest first.
    /// - Throws: Never here.
    @discardableResult
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
        -> [IntentDonationIdentifier]
    {
        Self.donations.withLock { donations in
            let deleted = donations.filter { predicate.matches($0) }
            donations.removeAll { predicate.matches($0) }
            return deleted.map(\.identifier)
        }
    }

    private func record<Intent: AppIntent>(_ intent: Intent) -> IntentDonationIdentifier {
        let entities = IntentReflection.parameters(of: intent).flatMap { parameter in
            (parameter.parameter as? any DonatedEntities)?.donatedEntities ?? []
        }
        let donation = Donation(
            identifier: IntentDonationIdentifier(), intentType: ObjectIdentifier(Intent.self), entities: entities)
        Self.donations.withLock { donations in
            donations.append(donation)
            if donations.count > Self.maximumDonations {
                donations.removeFirst(donations.count - Self.maximumDonations)
            }
        }
        return donation.identifier
    }
}

/// A parameter whose value may hold entities, read when its intent is donated.
private protocol DonatedEntities {
    /// The entities the value holds: the value itself, or the elements of an array of them.
    var donatedEntities: [EntityIdentifier] { get }
}

extension IntentParameter: DonatedEntities {
    fileprivate var donatedEntities: [EntityIdentifier] {
        // A required parameter without a value traps when read: such an intent holds no entity yet.
        guard hasValue || isOptional else { return [] }
        let value = wrappedValue
        if let entity = value as? any AppEntity { return [EntityIdentifier(for: entity)] }
        if let entities = value as? [any AppEntity] { return entities.map { EntityIdentifier(for: $0) } }
        return []
    }
}
