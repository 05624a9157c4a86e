// `EntityPropertyModifiers`, as AppIntents declares it (iOS 26): options of an entity property, an option set with
// `async` and `readOnly`. Apple's pages list no API that takes it; here nothing reads it either. Apple's page lists
// no `Sendable` conformance, so it has none here, and its two options are computed properties (a non-`Sendable`
// `static let` is refused in Swift 6 mode; a computed property reads the same at each use site).

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
    public static var async: EntityPropertyModifiers { .init(rawValue: 1 << 0) }

    /// The property cannot be set.
    public static var readOnly: EntityPropertyModifiers { .init(rawValue: 1 << 1) }
}
