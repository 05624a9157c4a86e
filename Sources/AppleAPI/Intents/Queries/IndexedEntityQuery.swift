#if !canImport(Darwin)
    /// A query that can give Spotlight its entities again when an index needs rebuilding.
    ///
    /// Spelled as Apple's `IndexedEntityQuery` (iOS 27). On Apple's platforms the system calls its methods when an
    /// app's Spotlight index has a problem. There is no Spotlight here and nothing asks for reindexing: a query that
    /// adopts it compiles unchanged, and the methods are called only by the app's own code.
    public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {
        /// Indexes again the entities of these identifiers in the index described.
        /// - Parameters:
        ///   - identifiers: The entities to index again.
        ///   - indexDescription: The index they belong to.
        /// - Throws: What the app's fetching or indexing throws.
        func reindexEntities(for identifiers: [Self.Entity.ID], indexDescription: CSSearchableIndexDescription)
            async throws

        /// Indexes again every entity of the index described.
        /// - Parameter indexDescription: The index.
        /// - Throws: What the app's fetching or indexing throws.
        func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws
    }
#endif
