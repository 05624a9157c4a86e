/// Names an entity type, or a transient entity type, of an app: its persistent identifier (the type's name) and,
/// optionally, the bundle that declares it.
///
/// Spelled as Apple's `AttributedTypeIdentifier` (iOS 27, AppIntentsTypeSupport), which AppIntentsTesting's
/// `AnyTransientAppEntity.entityType` holds.
public struct AttributedTypeIdentifier: Hashable, Sendable {
    /// The entity type's persistent identifier: its type name, `SessionEntity`.
    public let persistentIdentifier: String

    /// The bundle identifier of the app that declares the type, when known.
    public let bundleIdentifier: String?

    /// Creates a type identifier.
    /// - Parameters:
    ///   - persistentIdentifier: The entity type's persistent identifier, usually its type name.
    ///   - bundleIdentifier: The bundle that declares the type; `nil` when unknown.
    public init(persistentIdentifier: String, bundleIdentifier: String? = nil) {
        self.persistentIdentifier = persistentIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}

/// Names one entity of an app: its type and the identifier of the instance among those of its type.
///
/// Spelled as Apple's `AttributedEntityIdentifier` (iOS 27, AppIntentsTypeSupport). AppIntentsTesting's
/// `AnyAppEntity.identifier` is one on Apple's platforms; here that property stays the identifier's text.
public struct AttributedEntityIdentifier: Hashable, Sendable {
    /// The type of the entity.
    public let entityType: AttributedTypeIdentifier

    /// The identifier of the entity among those of its type, as text: `2`.
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
