// `EntityPropertyModifiers`, as AppIntents declares it (iOS 26): options of an entity property, an option set with
// `async` and `readOnly`. Apple's pages list no API that takes it; here nothing reads it either. Apple's page lists
// no `Sendable` conformance, so it has none here, and its two options are `nonisolated(unsafe)` constants (a
// non-`Sendable` `static let` is otherwise refused in Swift 6 mode; the value is immutable).

/// Options of an entity property: whether it is read asynchronously, and whether it is read-only.
public struct EntityPropertyModifiers: OptionSet, Equatable {
    /// The option set's bits.
    public let rawValue: Int

    /// Creates the options whose bits are given.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The property's value is read asynchronously.
    nonisolated(unsafe) public static let async = EntityPropertyModifiers(rawValue: 1 << 0)

    /// The property cannot be set.
    nonisolated(unsafe) public static let readOnly = EntityPropertyModifiers(rawValue: 1 << 1)
}
