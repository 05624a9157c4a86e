/// The app's suggested entities (songs, albums, playlists…) for a context such as a workout, one set per context.
///
/// Spelled as Apple's `RelevantEntities` (iOS 27). On Apple's platforms the system suggests the donated entities in
/// their context; no system suggests here: each context's donation is kept in this process, replaced by the next
/// donation for the same context and removed as Apple documents (a host or a test reads them back). Nothing expires.
public struct RelevantEntities: Sendable {
    /// One donated entity: its identifier and the entity itself.
    private struct Donated: Sendable {
        let identifier: EntityIdentifier
        let entity: any AppEntity
    }

    private static let donations = Locked<[AppEntityContext: [Donated]]>([:])

    /// The instance every part of the app uses.
    public static let shared = RelevantEntities()

    private init() {}

    /// Donates the entities to suggest in a context, in place of the ones donated for it before.
    /// - Parameters:
    ///   - entities: The entities, in order; an empty array clears the context's donation.
    ///   - context: The context they suit.
    /// - Throws: Never here; Apple's throws when the donation fails.
    public func updateEntities(_ entities: [any AppEntity], for context: AppEntityContext) async throws {
        let donated = entities.map { Donated(identifier: Self.identifier(of: $0), entity: $0) }
        Self.donations.withLock { $0[context] = donated.isEmpty ? nil : donated }
    }

    /// Removes every donation, of every context.
    /// - Throws: Never here.
    public func removeAllEntities() async throws {
        Self.donations.withLock { $0.removeAll() }
    }

    /// Removes the donation of one context.
    /// - Parameter context: The context.
    /// - Throws: Never here.
    public func removeAllEntities(for context: AppEntityContext) async throws {
        Self.donations.withLock { $0[context] = nil }
    }

    /// Removes these entities from every context's donation.
    /// - Parameter entities: The entities, matched by type and identifier.
    /// - Throws: Never here.
    public func removeEntities(_ entities: [any AppEntity]) async throws {
        let removed = entities.map(Self.identifier(of:))
        Self.donations.withLock { donations in
            for context in Array(donations.keys) {
                Self.remove(removed, from: context, in: &donations)
            }
        }
    }

    /// Removes these entities from one context's donation.
    /// - Parameters:
    ///   - entities: The entities, matched by type and identifier.
    ///   - context: The context.
    /// - Throws: Never here.
    public func removeEntities(_ entities: [any AppEntity], from context: AppEntityContext) async throws {
        let removed = entities.map(Self.identifier(of:))
        Self.donations.withLock { Self.remove(removed, from: context, in: &$0) }
    }

    /// The entities donated for a context, in the order given.
    /// - Parameter context: The context.
    /// - Returns: The entities, none when nothing is donated for it.
    package func entities(for context: AppEntityContext) -> [any AppEntity] {
        Self.donations.withLock { ($0[context] ?? []).map(\.entity) }
    }

    private static func identifier(of entity: any AppEntity) -> EntityIdentifier {
        EntityIdentifier(for: entity)
    }

    private static func remove(
        _ removed: [EntityIdentifier], from context: AppEntityContext,
        in donations: inout [AppEntityContext: [Donated]]
    ) {
        guard
            let kept = donations[context]?.filter({ item in
                !removed.contains { $0.namesSameEntity(as: item.identifier) }
            })
        else { return }
        donations[context] = kept.isEmpty ? nil : kept
    }
}
