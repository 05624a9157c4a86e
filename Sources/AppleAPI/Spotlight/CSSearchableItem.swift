#if !canImport(Darwin)
    import Foundation

    /// One item of an app's content that a search finds: its identifier, its domain, its attributes.
    ///
    /// Spelled as Core Spotlight's `CSSearchableItem`. Indexing it (``CSSearchableIndex``) keeps a copy in the
    /// process's in-memory index; nothing reaches a Spotlight. A non-`Sendable` subclass of `NSObject`, as Apple's is.
    open class CSSearchableItem: NSObject {
        /// The item's identifier within the app: what deleting it by identifier names.
        public var uniqueIdentifier: String

        /// The domain (owner) the item belongs to: what deleting by domain names.
        public var domainIdentifier: String?

        /// The date after which the item should no longer exist; `nil` unless set (Apple's index then chooses one;
        /// the in-process index keeps the item until it is deleted).
        public var expirationDate: Date!

        /// The item's attributes.
        public var attributeSet: CSSearchableItemAttributeSet

        /// The identifier of an app entity the item relates to (iOS 27), kept as set; the in-process index reads
        /// nothing from it.
        public var relatedAppEntityIdentifier: EntityIdentifier?

        /// The entity the item stands for, once `associateAppEntity(_:priority:)` or
        /// ``init(appEntity:)`` named one.
        package var associatedEntity: IndexedEntityReference?

        /// Creates an item.
        /// - Parameters:
        ///   - uniqueIdentifier: The item's identifier; `nil` makes one (a UUID), as Apple's does.
        ///   - domainIdentifier: The domain the item belongs to.
        ///   - attributeSet: The item's attributes.
        public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
            self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
            self.domainIdentifier = domainIdentifier
            self.attributeSet = attributeSet
            super.init()
        }

        /// An independent copy: what the index keeps and what it hands back.
        package func copied() -> CSSearchableItem {
            let copy = CSSearchableItem(
                uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
                attributeSet: attributeSet.copied())
            copy.expirationDate = expirationDate
            copy.associatedEntity = associatedEntity
            copy.relatedAppEntityIdentifier = relatedAppEntityIdentifier
            return copy
        }
    }

    /// The entity an indexed item stands for: its type, its identifier as text, its priority.
    package struct IndexedEntityReference: Hashable, Sendable {
        /// The entity type's name, as `String(reflecting:)` writes it.
        package let typeName: String
        /// The entity's identifier as text.
        package let identifier: String
        /// The priority given when it was indexed or associated.
        package let priority: Int

        /// The reference to an entity.
        package init<Entity: IndexedEntity>(_ entity: Entity, priority: Int) {
            self.typeName = Self.typeName(of: Entity.self)
            self.identifier = entity.id.entityIdentifierString
            self.priority = priority
        }

        /// The name the index keys an entity type by.
        package static func typeName(of type: Any.Type) -> String { String(reflecting: type) }
    }
#endif
