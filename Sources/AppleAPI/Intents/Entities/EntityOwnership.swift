/// How an entity is shared: with chosen collaborators, publicly, or unknown; a set of these states.
///
/// Spelled as Apple's `EntityOwnership` (iOS 27), an option set: `.shared`, `[.shared, .public]`. Apple's pages do not
/// give the raw value's type or the states' bits; here they are `Int` bits, kept and compared, read by nothing else.
public struct EntityOwnership: OptionSet, Hashable, Sendable {
    /// The states as bits.
    public let rawValue: Int

    /// States from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The entity is data a person shares publicly.
    public static let `public` = EntityOwnership(rawValue: 1 << 0)

    /// A person shares the entity with chosen collaborators.
    public static let shared = EntityOwnership(rawValue: 1 << 1)

    /// Whether or how the entity is shared is not known.
    public static let unknown = EntityOwnership(rawValue: 1 << 2)
}
