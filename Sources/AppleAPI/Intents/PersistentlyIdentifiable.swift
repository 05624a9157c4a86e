/// A type the system can find again across launches by a stable identifier.
///
/// Spelled as Apple's `PersistentlyIdentifiable`: intents, entities, enums and queries have one.
/// The default is the type's name, which is what metadata keys them by.
public protocol PersistentlyIdentifiable {
    /// The type's stable identifier.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// The type's simple name: `TodoItemEntity`.
    public static var persistentIdentifier: String { _typeName(Self.self, qualified: false) }
}
