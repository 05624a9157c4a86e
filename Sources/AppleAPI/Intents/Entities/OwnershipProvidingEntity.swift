/// An entity that says whether a person shares it or publishes it, so that the system asks before an intent deletes
/// or changes a shared one.
///
/// Spelled as Apple's `OwnershipProvidingEntity` (iOS 27). The ownership is the entity's to give; nothing here asks a
/// person because of it (an intent's own `requestConfirmation` is answered by the host's prompt policy, as for any
/// entity).
public protocol OwnershipProvidingEntity: AppEntity {
    /// How the entity is shared: with collaborators, publicly, or unknown.
    var ownership: EntityOwnership { get }
}
