// `AppEntityIdentifier`, as AppIntents declared it (iOS 27): one entity of an app, named by its type and its
// instance identifier. An earlier iOS 27 version of Apple's "App entities" topic page links it, the later one links
// `AttributedEntityIdentifier` instead, of the same members (probably a rename); the type's own page stays. Nothing
// here produces one: it is built and compared, as `AttributedEntityIdentifier` is.

/// Names one entity of an app: the type of the entity and the identifier of the instance among those of its type.
public struct AppEntityIdentifier: Equatable, Sendable {
    /// The type of the entity.
    public let entityType: AttributedTypeIdentifier

    /// The identifier of the entity among those of its type, as text.
    public let instanceIdentifier: String

    /// Creates an entity identifier.
    /// - Parameters:
    ///   - entityType: The entity's type.
    ///   - instanceIdentifier: The entity's identifier among those of its type.
    public init(entityType: AttributedTypeIdentifier, instanceIdentifier: String) {
        self.entityType = entityType
        self.instanceIdentifier = instanceIdentifier
    }
}
