// `AppEntityIdentifier`, as AppIntents declares it (iOS 27): one entity of an app, named by its type and its
// instance identifier. Listed on the "App entities" topic page of one version of Apple's pages and not the next; the
// type's own page stands. Nothing here produces one: it is built and compared, as `AttributedEntityIdentifier` is.

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
