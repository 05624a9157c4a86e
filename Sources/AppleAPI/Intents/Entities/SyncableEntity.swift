/// An entity whose identifier is the same on every device of a person's, so that a task can continue on another one.
///
/// Spelled as Apple's `SyncableEntity` (iOS 27). It asks nothing beyond ``AppEntity``, as Apple's; nothing moves an
/// entity between devices here: the runtime reads such an entity as any entity. An entity that keeps a local and a
/// stable identifier apart uses ``SyncableEntityIdentifier`` for its `id`.
public protocol SyncableEntity: AppEntity {}
