#if !canImport(Darwin)
    import Foundation

    // App Intents' additions to Core Spotlight's types (Apple declares them in AppIntents and documents them among
    // Core Spotlight's pages): indexing `IndexedEntity` values directly, or tying an item to one.

    extension CSSearchableIndex {
        /// Indexes entities, each as an item of its identifier whose attributes are its ``IndexedEntity/attributeSet``
        /// and its properties declared with an indexing key; an entity indexed again replaces its item.
        /// - Parameters:
        ///   - appEntities: The entities.
        ///   - priority: Their importance among the app's items; kept with them.
        public func indexAppEntities(_ appEntities: [some IndexedEntity], priority: Int = 0) async throws {
            store(appEntities.map { CSSearchableItem(indexing: $0, priority: priority) })
        }

        /// Deletes the indexed entities of a type with these identifiers.
        /// - Parameters:
        ///   - identifiers: The entities' identifiers.
        ///   - type: The entities' type.
        public func deleteAppEntities<Entity>(identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type)
            async throws where Entity: IndexedEntity
        {
            let typeName = IndexedEntityReference.typeName(of: type)
            let wanted = Set(identifiers.map(\.entityIdentifierString))
            removeItems { item in
                guard let entity = item.associatedEntity ?? item.attributeSet.associatedEntity else { return false }
                return entity.typeName == typeName && wanted.contains(entity.identifier)
            }
        }

        /// Deletes every indexed entity of a type.
        /// - Parameter entityType: The entities' type.
        public func deleteAppEntities<Entity>(ofType entityType: Entity.Type) async throws where Entity: IndexedEntity {
            let typeName = IndexedEntityReference.typeName(of: entityType)
            removeItems { ($0.associatedEntity ?? $0.attributeSet.associatedEntity)?.typeName == typeName }
        }

        /// The identifiers (as text) of the indexed entities of a type, in order: what the engine and the tests read.
        /// - Parameter type: The entities' type.
        /// - Returns: The identifiers.
        package func indexedEntityIdentifiers<Entity: IndexedEntity>(ofType type: Entity.Type) -> [String] {
            let typeName = IndexedEntityReference.typeName(of: type)
            return indexedItems.compactMap { item in
                guard let entity = item.associatedEntity ?? item.attributeSet.associatedEntity,
                    entity.typeName == typeName
                else { return nil }
                return entity.identifier
            }
        }
    }

    extension CSSearchableItem {
        /// Creates the item of an entity: its identifier, its ``IndexedEntity/attributeSet`` and its properties
        /// declared with an indexing key.
        /// - Parameter appEntity: The entity.
        public convenience init(appEntity: some IndexedEntity) {
            self.init(indexing: appEntity, priority: 0)
        }

        /// Creates the item of an entity with a priority (iOS 27: Apple's resolves the entity's deferred properties
        /// first; here every property is already a value).
        /// - Parameters:
        ///   - appEntity: The entity.
        ///   - priority: Its importance among the app's items; kept with it.
        public convenience init<Entity>(appEntity: Entity, priority: Int) async where Entity: IndexedEntity {
            self.init(indexing: appEntity, priority: priority)
        }

        /// The item ``CSSearchableIndex/indexAppEntities(_:priority:)`` keeps of an entity.
        convenience init<Entity: IndexedEntity>(indexing entity: Entity, priority: Int) {
            self.init(
                uniqueIdentifier: entity.id.entityIdentifierString, domainIdentifier: nil,
                attributeSet: entity.indexedAttributeSet)
            associatedEntity = IndexedEntityReference(entity, priority: priority)
        }

        /// Ties the item to an entity: deleting the entity's index entries deletes the item.
        /// - Parameters:
        ///   - appEntity: The entity.
        ///   - priority: Its importance among the app's items; kept with it.
        public func associateAppEntity(_ appEntity: some IndexedEntity, priority: Int = 0) {
            associatedEntity = IndexedEntityReference(appEntity, priority: priority)
        }
    }

    extension CSSearchableItemAttributeSet {
        /// Ties the attributes to an entity: an item made with them stands for it.
        /// - Parameters:
        ///   - appEntity: The entity.
        ///   - priority: Its importance among the app's items; kept with it.
        public func associateAppEntity<Entity>(_ appEntity: Entity, priority: Int = 0) where Entity: IndexedEntity {
            associatedEntity = IndexedEntityReference(appEntity, priority: priority)
        }
    }
#endif
